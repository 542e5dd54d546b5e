/**
 * Every query the /api/v1 handlers issue is served by an index, and no handler runs a query per row.
 * A recording proxy collects the SQL of typical requests on a demo ledger; each statement is then EXPLAINed with
 * sequential scans disabled, so a Seq Scan that remains means no index can serve it (on tiny tables the planner
 * would otherwise prefer seq scans even where an index exists).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../db';
import type { ApiContext } from './context';
import { demoContext, demoSamples, getJson, openDemoLedger, sampleUrls, type DemoSamples } from './demo-ledger.test-helpers';

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

/** Typical requests per endpoint: first page, filters, single items by id and by hash (deep pages are followed below). */
function typicalRequests(s: DemoSamples): Record<string, string[]> {
  const urls = sampleUrls(s);
  const lists = Object.fromEntries(Object.entries(urls).map(([pattern, url]) => [pattern, [url]]));
  const add = (pattern: string, ...more: string[]) => lists[pattern]!.push(...more);
  add('/api/v1/transactions',
    `/api/v1/transactions?account.id=${s.account}`,
    `/api/v1/transactions?account.id=${s.account}&type=credit`,
    `/api/v1/transactions?account.id=${s.account}&type=debit&result=success`,
    '/api/v1/transactions?timestamp=gte:1767225000&timestamp=lt:1767225500',
    '/api/v1/transactions?transactiontype=CRYPTOTRANSFER',
    '/api/v1/transactions?transactiontype=CONTRACTCALL&order=asc',
    '/api/v1/transactions?result=fail');
  add('/api/v1/transactions/:transactionIdOrHash',
    `/api/v1/transactions/${s.transactionHash}`,
    `/api/v1/transactions/0x${s.transactionHash}`,
    `/api/v1/transactions/${s.transactionId}?nonce=0&scheduled=false`);
  add('/api/v1/contracts/results/:transactionIdOrHash/actions',
    `/api/v1/contracts/results/${s.contractHash}/actions`,
    `/api/v1/contracts/results/${s.contractTransactionId}/actions?index=gte:1&order=desc`);
  add('/api/v1/blocks', '/api/v1/blocks?block.number=gte:10&order=asc', '/api/v1/blocks?timestamp=lt:1767225500');
  add('/api/v1/blocks/:hashOrNumber', `/api/v1/blocks/${s.blockHash}`, `/api/v1/blocks/0x${s.blockHash.slice(0, 64)}`);
  add('/api/v1/network/nodes', '/api/v1/network/nodes?node.id=gte:2', '/api/v1/network/nodes?file.id=0.0.101');
  add('/api/v1/schedules', `/api/v1/schedules?account.id=${s.account}`, '/api/v1/schedules?schedule.id=gt:0.0.1000&order=desc');
  add('/api/v1/accounts', '/api/v1/accounts?account.id=gte:0.0.1100', '/api/v1/accounts?account.balance=gt:1000&order=desc', '/api/v1/accounts?balance=false');
  add('/api/v1/accounts/:idOrAliasOrEvmAddress',
    `/api/v1/accounts/${s.account}?timestamp=lt:1767225500`,
    `/api/v1/accounts/${s.account}?transactiontype=CRYPTOTRANSFER`,
    `/api/v1/accounts/${s.account}?transactions=false`);
  add('/api/v1/accounts/:idOrAliasOrEvmAddress/nfts', `/api/v1/accounts/${s.nftOwner}/nfts?token.id=gte:0.0.1&order=asc`);
  add('/api/v1/accounts/:id/allowances/nfts', `/api/v1/accounts/${s.nftAllowanceSpender}/allowances/nfts?owner=false`);
  add('/api/v1/accounts/:id/allowances/crypto', `/api/v1/accounts/${s.cryptoAllowanceOwner}/allowances/crypto?spender.id=gte:0.0.1`);
  add('/api/v1/accounts/:id/airdrops/outstanding', `/api/v1/accounts/${s.airdropSender}/airdrops/outstanding?receiver.id=gte:0.0.1&order=desc`);
  add('/api/v1/accounts/:idOrAliasOrEvmAddress/rewards', `/api/v1/accounts/${s.rewardAccount}/rewards?timestamp=gte:1`);
  return lists;
}

const LIMITLESS = new Set(['/api/v1/transactions/:transactionIdOrHash', '/api/v1/blocks/:hashOrNumber', '/api/v1/schedules/:scheduleId', '/api/v1/tokens/:tokenId']);

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
let samples: DemoSamples;
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
    for (const [pattern, urls] of Object.entries(typicalRequests(samples))) {
      const queries: Recorded[] = [];
      for (const first of urls) {
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
    for (const [pattern, url] of Object.entries(sampleUrls(samples))) {
      if (LIMITLESS.has(pattern)) continue;
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
