// npm run bench — two modes.
//
// Side by side (when the reference harness is set up, see ../shared/tools/reference-harness, or with
// `npm run bench:reference`): a ledger of BENCH_TRANSACTIONS (default 1,000,000) generated into a copy of the
// Mirror Node's own schema on the harness cluster, served by our production build and by the reference Mirror
// Node REST API one after the other, each under the same load (about 400 URLs round-robin, BENCH_CONNECTIONS
// (50) connections for BENCH_SECONDS (30) s after a warm-up); prints req/s, p50/p90/p99, non-2xx and CPU ms per
// request of both servers and the ratios. BENCH_REFERENCE_LAYOUT=v2 builds that ledger in the Mirror Node's v2 (Citus)
// layout instead of v1 (clone-db-v2.sh; database lqs_ref_bench_v2_N). BENCH_PROFILE=1 also writes a CPU profile of our server to .bench/profiles.
//
// Per endpoint (without the harness, or BENCH_MODE=endpoints): generates PostgreSQL ledgers of 100,000 and
// 1,000,000 transactions with our migrations (reused when present), serves each with the production build, and
// loads each request of every route record's samples (and a page deep into each list) with autocannon; prints
// p50/p95 latency (ms), requests/s and server + PostgreSQL CPU ms per request, and that CPU over the /blocks first
// page's; with several sizes, also each request's CPU at every size side by side (BENCH_SIZES=100000,1000000,10000000
// for the three the issue names). BENCH_SIZES=100000,1000000 BENCH_SECONDS=3 BENCH_CONNECTIONS=10 adjust it. BENCH_LAYOUTS=ours,v1,v2 runs
// each size on our migrations and/or the Mirror Node's own v1 and v2 (Citus) layouts and prints them side by side,
// with each request's CPU on the last layout over the first's; BENCH_DB_PREFIX names the databases (lqs_bench).
// Every ledger is generated before any is measured; each is then checkpointed, left to autovacuum until it is done,
// and warmed by one short pass over all its requests before the measured pass (the meter counts the backends that
// serve queries, not autovacuum's). Each ledger also gets a contract call: `balanceOf` of the demo ERC-20 through POST /api/v1/contracts/call, with a
// line weighing it against issue 27's bar and the reference's web3 throttle (scripts/bench/contract-call.ts).
//
// Response cache off in both: these are database figures.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BENCH_LAYOUTS, ensureBenchLedger, type BenchLayout } from './bench/ledger';
import { callVerdict, findBalanceOfCall } from './bench/contract-call';
import { measure, measurePost } from './bench/measure';
import { DatabaseBackends, withCpuPerRequest } from './bench/process-cpu';
import { referenceHarness, startOurServer } from './bench/servers';
import { REFERENCE_LAYOUTS, type ReferenceLayout } from './bench/reference-ledger';
import { runSideBySide } from './bench/side-by-side';
import { BASELINE, discoverTargets } from './bench/targets';
import { buildIfMissing } from './product-server';
import { openPg } from '../lib/db/pg-driver';

const port = Number(process.env.BENCH_PORT ?? 3450);
const mode = process.argv.includes('--reference') ? 'reference' : process.env.BENCH_MODE;

const pad = (text: string, n: number) => text.padEnd(n);
const num = (n: number, width: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-').padStart(width);

/** One endpoint request's figures under load (a GET, or a POST of `body`), with the CPU the server and PostgreSQL spent per request. */
async function measureTarget(
  url: string,
  serverPid: number,
  backends: DatabaseBackends,
  seconds: number,
  connections: number,
  body?: string,
) {
  const load = (options: { seconds: number; connections: number }) =>
    body === undefined ? measure(url, options) : measurePost(url, body, options);
  await load({ seconds: 1, connections: 2 }); // warm up: JIT, pool, plans
  const figures = await withCpuPerRequest(serverPid, backends, () => load({ seconds, connections }));
  return { ...figures, cpu: figures.serverCpuMs + figures.databaseCpuMs };
}

interface EndpointFigures {
  p50: number;
  p90: number;
  p95: number;
  requestsPerSecond: number;
  cpu: number;
  non2xx: number;
}

/** A few sequential asks of one URL: enough to compile its code paths and fill its pages, not a measurement. */
async function warm(url: string, times = 20): Promise<void> {
  for (let i = 0; i < times; i++) await (await fetch(url)).arrayBuffer();
}

/**
 * Brings a ledger to the state an operator's long-running database is in before it is measured: the bulk load's
 * dirty pages written out (CHECKPOINT), and no autovacuum still working through the fresh tables.
 */
async function settleDatabase(url: string): Promise<void> {
  const db = openPg({ url, poolSize: 1, statementTimeoutMs: 1_800_000 });
  try {
    await db.exec('CHECKPOINT');
    for (let waited = 0; waited < 600; waited += 5) {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND backend_type = 'autovacuum worker'`,
      );
      if (!row?.n) return;
      if (waited === 0) console.log('bench: waiting for autovacuum to finish on the ledger before measuring');
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  } finally {
    await db.close();
  }
}

/** Every target of one ledger, measured on our production build (the rows keyed by endpoint and request). */
async function measureLedger(url: string, seconds: number, connections: number): Promise<Map<string, EndpointFigures>> {
  await settleDatabase(url);
  const server = await startOurServer({ port, databaseUrl: url });
  const backends = new DatabaseBackends(url);
  const figures = new Map<string, EndpointFigures>();
  try {
    const targets = await discoverTargets(server.base, url);
    // A warm pass over every request first: the server's code paths compiled, the pool open, the ledger's pages in
    // memory, so the first requests measured do not pay for what the later ones find ready.
    for (const target of targets) await warm(server.base + target.path);
    for (const target of targets) {
      const f = await measureTarget(server.base + target.path, server.pid, backends, seconds, connections);
      let key = `${target.endpoint}\t${target.path === BASELINE ? BASELINE_KIND : sampleShape(target.kind)}`;
      while (figures.has(key)) key += '′';
      figures.set(key, {
        p50: f.p50,
        p90: f.p90,
        p95: f.p95,
        requestsPerSecond: f.requestsPerSecond,
        cpu: f.cpu,
        non2xx: f.non2xx,
      });
    }
    const call = await findBalanceOfCall(url);
    if (call) {
      const f = await measureTarget(
        `${server.base}/api/v1/contracts/call`,
        server.pid,
        backends,
        seconds,
        connections,
        call.body,
      );
      figures.set(`POST /contracts/call\t${CALL_KIND}`, {
        p50: f.p50,
        p90: f.p90,
        p95: f.p95,
        requestsPerSecond: f.requestsPerSecond,
        cpu: f.cpu,
        non2xx: f.non2xx,
      });
    } else console.log('bench: no DemoToken holder in this ledger; the contract call is not measured');
  } finally {
    await backends.close();
    await server.stop();
  }
  return figures;
}

/**
 * A request with its ledger-specific values (ids, timestamps, hashes, page numbers) replaced by `N`, so the same
 * sample on two ledgers generated at different times lands on one row.
 */
const sampleShape = (kind: string) =>
  kind
    .replace(/0x[0-9a-f]+/gi, '0x…')
    .replace(/[0-9a-f]{16,}/gi, 'hex…')
    .replace(/\d+\.\d+\.\d+/g, 'id')
    .replace(/\d+/g, 'N');

/** The contract call's row (scripts/bench/contract-call.ts). */
const CALL_KIND = 'ERC-20 balanceOf';

/** The /blocks first page: every row's CPU is also given over its layout's figure for it. */
const BASELINE_KIND = 'blocks (first page)';

async function perEndpoint(): Promise<void> {
  const sizes = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
  const layouts = (process.env.BENCH_LAYOUTS ?? 'ours').split(',') as BenchLayout[];
  if (layouts.some((layout) => !BENCH_LAYOUTS.includes(layout)))
    throw new Error(`BENCH_LAYOUTS must list ${BENCH_LAYOUTS.join(', ')}, got "${process.env.BENCH_LAYOUTS}"`);
  const seconds = Number(process.env.BENCH_SECONDS ?? 3);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const bySize = new Map<number, Map<BenchLayout, Map<string, EndpointFigures>>>();
  // Every ledger generated before any is measured, so no measurement runs beside a bulk load's aftermath.
  const ledgers = new Map<string, string>();
  for (const size of sizes)
    for (const layout of layouts) ledgers.set(`${size} ${layout}`, await ensureBenchLedger(size, layout));
  for (const size of sizes) {
    const byLayout = new Map<BenchLayout, Map<string, EndpointFigures>>();
    bySize.set(size, byLayout);
    for (const layout of layouts)
      byLayout.set(layout, await measureLedger(ledgers.get(`${size} ${layout}`)!, seconds, connections));
    const keys = [...new Set([...byLayout.values()].flatMap((figures) => [...figures.keys()]))];
    console.log(
      `\n${size.toLocaleString('en-US')} transactions — layouts ${layouts.join(', ')}; ${keys.length} requests, ${seconds} s × ${connections} connections each`,
    );
    console.log(
      "CPU = server + PostgreSQL CPU ms per request (the bench database's own backends); × /blocks = that CPU over the same layout's /blocks first page",
    );
    const endpointWidth = Math.max(...keys.map((k) => k.split('\t')[0]!.length)) + 2;
    const kindWidth = Math.max(...keys.map((k) => k.split('\t')[1]!.length)) + 2;
    const columns = layouts
      .map(
        (layout) =>
          `${`${layout} p50`.padStart(9)}${'p95'.padStart(7)}${'req/s'.padStart(7)}${'CPU'.padStart(7)}${'×/blk'.padStart(7)}`,
      )
      .join(' |');
    const ratioColumn = layouts.length > 1 ? `${`CPU ${layouts.at(-1)}/${layouts[0]}`.padStart(14)}` : '';
    console.log(`${pad('endpoint', endpointWidth)}${pad('request', kindWidth)}${columns}${ratioColumn}`);
    const slower: string[] = [];
    for (const key of keys) {
      const [endpoint, kind] = key.split('\t') as [string, string];
      const cells = layouts.map((layout) => {
        const f = byLayout.get(layout)!.get(key);
        if (!f) return `${'-'.padStart(9)}${'-'.padStart(7)}${'-'.padStart(7)}${'-'.padStart(7)}${'-'.padStart(7)}`;
        const baseline = byLayout.get(layout)!.get(`/blocks\t${BASELINE_KIND}`)?.cpu ?? NaN;
        const ratio = f.cpu / baseline;
        if (ratio > 1) slower.push(`${layout} ${endpoint} ${kind} (${ratio.toFixed(2)}×)`);
        return `${num(f.p50, 9)}${num(f.p95, 7)}${f.requestsPerSecond.toFixed(0).padStart(7)}${num(f.cpu, 7, 2)}${num(ratio, 7, 2)}${f.non2xx ? '!' : ''}`;
      });
      const first = byLayout.get(layouts[0]!)!.get(key)?.cpu ?? NaN;
      const last = byLayout.get(layouts.at(-1)!)!.get(key)?.cpu ?? NaN;
      console.log(
        `${pad(endpoint, endpointWidth)}${pad(kind, kindWidth)}${cells.join(' |')}${layouts.length > 1 ? num(last / first, 14, 2) : ''}`,
      );
    }
    console.log(
      `more CPU per request than /blocks: ${slower.length ? slower.join('; ') : 'none'} (! = some non-2xx answers)`,
    );
    for (const layout of layouts) {
      const call = byLayout.get(layout)!.get(`POST /contracts/call\t${CALL_KIND}`);
      const blocks = byLayout.get(layout)!.get(`/blocks\t${BASELINE_KIND}`);
      if (call && blocks)
        console.log(
          `${layout}: ${callVerdict(call, blocks.cpu)}${call.non2xx ? ` (${call.non2xx} non-2xx answers)` : ''}`,
        );
    }
  }
  if (sizes.length > 1) for (const layout of layouts) printAcrossSizes(layout, sizes, bySize);
}

/**
 * Each request's CPU per request at every ledger size, side by side, and the largest size's over the one before
 * it: whether an endpoint's cost stays flat as the ledger grows (the issue asks within 1.2× from 1M to 10M).
 */
function printAcrossSizes(
  layout: BenchLayout,
  sizes: number[],
  bySize: Map<number, Map<BenchLayout, Map<string, EndpointFigures>>>,
): void {
  const figures = sizes.map((size) => bySize.get(size)!.get(layout)!);
  const keys = [...new Set(figures.flatMap((f) => [...f.keys()]))];
  const label = (size: number) => (size >= 1_000_000 ? `${size / 1_000_000}M` : `${size / 1000}k`);
  const [previous, largest] = sizes.slice(-2).map(label) as [string, string];
  console.log(
    `\nCPU ms per request by ledger size — layout ${layout}; ${largest}/${previous} = the largest size's CPU over the one before`,
  );
  const width = Math.max(...keys.map((k) => k.replace('\t', ' ').length)) + 2;
  console.log(
    `${pad('request', width)}${sizes.map((size) => label(size).padStart(9)).join('')}${`${largest}/${previous}`.padStart(10)}`,
  );
  const grown: string[] = [];
  for (const key of keys) {
    const cpu = figures.map((f) => f.get(key)?.cpu ?? NaN);
    const ratio = cpu.at(-1)! / cpu.at(-2)!;
    if (ratio > 1.2) grown.push(`${key.replace('\t', ' ')} (${ratio.toFixed(2)}×)`);
    console.log(`${pad(key.replace('\t', ' '), width)}${cpu.map((c) => num(c, 9, 2)).join('')}${num(ratio, 10, 2)}`);
  }
  console.log(`more than 1.2× from ${previous} to ${largest}: ${grown.length ? grown.join('; ') : 'none'}`);
}

async function sideBySide(harness: string): Promise<void> {
  const order = (process.env.BENCH_ORDER ?? 'reference,ours').split(',');
  if (order.some((name) => name !== 'ours' && name !== 'reference'))
    throw new Error(`BENCH_ORDER must list ours and/or reference, got "${process.env.BENCH_ORDER}"`);
  const layout = (process.env.BENCH_REFERENCE_LAYOUT ?? 'v1') as ReferenceLayout;
  if (!REFERENCE_LAYOUTS.includes(layout))
    throw new Error(`BENCH_REFERENCE_LAYOUT must be ${REFERENCE_LAYOUTS.join(' or ')}, got "${layout}"`);
  await runSideBySide({
    harness,
    transactions: Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000),
    layout,
    seconds: Number(process.env.BENCH_SECONDS ?? 30),
    warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 5),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
    ourPort: port,
    referencePort: Number(process.env.BENCH_REFERENCE_PORT ?? 5551),
    order: order as ('ours' | 'reference')[],
    profileDir: process.env.BENCH_PROFILE === '1' ? path.resolve('.bench/profiles') : undefined,
  });
}

buildIfMissing();
const harness = referenceHarness();
if (mode === 'reference' && !harness) {
  console.error(
    'bench: no reference harness (set REFHARNESS, or run ../shared/tools/reference-harness/setup.sh first)',
  );
  process.exit(2);
}
if (mode !== 'endpoints' && harness) await sideBySide(harness);
else await perEndpoint();
process.exit(0);
