/**
 * Every query the /api/v1 handlers issue is served by an index, and no handler runs a query per row.
 * A recording proxy collects the SQL of typical requests on a demo ledger; each statement is then EXPLAINed with
 * sequential scans disabled, so a Seq Scan that remains means no index can serve it (on tiny tables the planner
 * would otherwise prefer seq scans even where an index exists).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../db';
import type { ApiContext } from './context';
import { demoContext, demoSamples, getJson, openDemoLedger } from './demo-ledger.test-helpers';
import { isPaged } from './route';
import { routes } from './routes';
import type { SampleValues } from './samples';

/** Tables on the hot paths: a sequential scan of any of them fails the test. */
const INDEXED_TABLES = new Set([
  'transaction', 'crypto_transfer', 'token_transfer', 'contract_action', 'entity', 'record_file',
  'transaction_hash', 'nft', 'token_account', 'schedule', 'staking_reward_transfer',
]);

interface Recorded {
  sql: string;
  params: readonly unknown[];
}

function recording(db: Db, log: Recorded[]): Db {
  const wrap = <T extends Queryable>(target: T): T =>
    new Proxy(target, {
      get(obj, key, receiver) {
        if (key === 'query') {
          return (sql: string, params: readonly unknown[] = []) => {
            log.push({ sql, params });
            return obj.query(sql, params);
          };
        }
        if (key === 'transaction') {
          return <R>(fn: (tx: Queryable) => Promise<R>) => (obj as unknown as Db).transaction((tx) => fn(wrap(tx)));
        }
        const value: unknown = Reflect.get(obj, key, receiver);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(obj) : value;
      },
    });
  return wrap(db);
}

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode, out: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) out.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScans(child, out);
  return out;
}

let db: Db;
let ctx: ApiContext;
let samples: SampleValues;
const log: Recorded[] = [];

beforeAll(async () => {
  db = await openDemoLedger();
  ctx = { ...demoContext(db), db: recording(db, log) };
  samples = await demoSamples(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

/** Serves `url` and returns the SQL it issued. */
async function serve(url: string): Promise<{ status: number; body: unknown; queries: Recorded[] }> {
  const start = log.length;
  const { status, body } = await getJson(ctx, url);
  return { status, body, queries: log.slice(start) };
}

describe('query plans of typical /api/v1 requests', () => {
  it('never sequentially scans a ledger table on the hot paths', async () => {
    const byEndpoint = new Map<string, Recorded[]>();
    // Each route's sample requests: first page, filters, single items by id and by hash.
    for (const { pattern, samples: samplesOf } of routes) {
      const queries: Recorded[] = [];
      for (const first of samplesOf(samples)) {
        let url: string | null = first;
        // The first page, then two deep pages via links.next.
        for (let page = 0; url && page < 3; page++) {
          const answer = await serve(url);
          expect(answer.status, url).toBe(200);
          queries.push(...answer.queries);
          url = (answer.body as { links?: { next?: string | null } }).links?.next ?? null;
        }
      }
      byEndpoint.set(pattern, queries);
    }
    const failures: string[] = [];
    const otherScans = new Set<string>();
    let explained = 0;
    await db.exec('SET enable_seqscan = off');
    try {
      for (const [pattern, queries] of byEndpoint) {
        const seen = new Set<string>();
        for (const { sql, params } of queries) {
          const key = sql + JSON.stringify(params, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
          if (seen.has(key)) continue;
          seen.add(key);
          explained++;
          const [row] = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
          for (const table of seqScans(row!['QUERY PLAN'][0].Plan)) {
            if (INDEXED_TABLES.has(table)) failures.push(`${pattern}: Seq Scan on ${table}\n  ${sql.replace(/\s+/g, ' ')}`);
            else otherScans.add(table);
            if (process.env.QUERY_PLANS_VERBOSE) console.info(`${pattern}: Seq Scan on ${table}: ${sql.replace(/\s+/g, ' ')}`);
          }
        }
      }
    } finally {
      await db.exec('SET enable_seqscan = on');
    }
    expect(explained).toBeGreaterThan(byEndpoint.size);
    if (otherScans.size) console.info(`sequential scans on other (small) tables: ${[...otherScans].sort().join(', ')}`);
    expect(failures).toEqual([]);
  }, 120_000);

  it('runs as many queries for limit=50 as for limit=5 (no query per row)', async () => {
    const counts: Record<string, [number, number]> = {};
    for (const route of routes.filter(isPaged)) {
      const { pattern } = route;
      const url = route.samples(samples)[0];
      const sep = url.includes('?') ? '&' : '?';
      await serve(`${url}${sep}limit=25`); // warms any per-process lookups so both counts see the same state
      const five = await serve(`${url}${sep}limit=5`);
      const fifty = await serve(`${url}${sep}limit=50`);
      expect(five.status, url).toBe(200);
      expect(fifty.status, url).toBe(200);
      counts[pattern] = [five.queries.length, fifty.queries.length];
    }
    for (const [pattern, [five, fifty]] of Object.entries(counts)) expect(fifty, pattern).toBe(five);
  }, 120_000);
});
