/**
 * Prometheus metrics of this process, as the Mirror Node's operators scrape them: request durations per route
 * and status, the response cache's hits and misses, and the database pools' connections. One registry per
 * process, kept on globalThis so a development reload does not register the metrics twice.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { openStores } from '../db';

interface Metrics {
  registry: Registry;
  requestSeconds: Histogram<'api' | 'route' | 'method' | 'status'>;
  cacheLookups: Counter<'result'>;
}

function create(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an API request, by API, route pattern, method and status',
    labelNames: ['api', 'route', 'method', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'response_cache_lookups_total',
    help: 'Response cache lookups of /api/v1, by result (hit or miss)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of each database pool, by store and state (total, idle, waiting clients)',
    labelNames: ['store', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { store, db } of await openStores()) {
        const stats = db.poolStats?.();
        if (!stats) continue;
        this.set({ store, state: 'total' }, stats.total);
        this.set({ store, state: 'idle' }, stats.idle);
        this.set({ store, state: 'waiting' }, stats.waiting);
      }
    },
  });
  return { registry, requestSeconds, cacheLookups };
}

const holder = globalThis as { __lqsMetrics?: Metrics };

export function metrics(): Metrics {
  holder.__lqsMetrics ??= create();
  return holder.__lqsMetrics;
}

/** The text exposition format, for GET /metrics. */
export async function metricsAnswer(): Promise<Response> {
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' },
  });
}
