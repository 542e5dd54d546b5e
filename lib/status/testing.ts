import { parseConfig, type Config } from '../config';
import type { Db } from '../db';
import { openMigratedPglite } from '../db/testing';
import type { StatusContext } from './context';
import { ensureFresh } from './freshness';
import { manageApiRoute } from './http/manage/router';
import { manageOperation } from './http/manage/routes';
import { v2Route } from './http/routes';

/**
 * Test helpers: an in-memory store with a movable clock, and a few ledger rows written the way the Mirror Node
 * importer writes them. Only tests import this file.
 */
export const T0 = Date.parse('2026-03-10T12:00:00.000Z');
export const ADMIN_TOKEN = 'test-admin-token-0123456789';
export const NODE_ACCOUNT = (nodeId: number) => BigInt(nodeId + 3);

export interface TestContext extends StatusContext {
  setNow(ms: number): void;
  advance(ms: number): void;
  close(): Promise<void>;
}

// Opening a migrated PGlite costs about two seconds, so each test file shares one and empties it per test.
let shared: Promise<Db> | undefined;
const TABLES = `status.page, status.component, status.incident, status.incident_component, status.incident_update,
  status.status_interval, status.ledger_scan, status.node_activity, status.subscriber, status.subscriber_component,
  status.subscriber_token, status.outbox, status.incident_template, status.system_metric_minute, status.network_period,
  status.network_period_account, status.node_day, status.network_rollup, record_file, transaction, crypto_transfer,
  address_book_entry`;

/** A fresh context on emptied tables. Call `closeTestDb` in afterAll. */
export async function openTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  shared ??= openMigratedPglite();
  const base = await shared;
  await base.exec(`TRUNCATE ${TABLES}`);
  // A new object per test, so the per-store caches (page id, health refresh) start empty too.
  const db: Db = { ...base, close: async () => {} };
  let now = T0;
  const config: Config = parseConfig({ STATUS_ADMIN_TOKEN: ADMIN_TOKEN, NETWORK_NAME: 'Testnet', ...env });
  return {
    db,
    ledger: db,
    config,
    clock: { nowMs: () => now },
    baseUrl: 'http://status.test',
    setNow: (ms) => (now = ms),
    advance: (ms) => (now += ms),
    close: () => db.close(),
  };
}

export async function closeTestDb(): Promise<void> {
  const db = await shared;
  shared = undefined;
  await db?.close();
}

/** The same context with another configuration (e.g. authoring disabled). */
export function withEnv(ctx: TestContext, env: Record<string, string>): TestContext {
  return { ...ctx, config: parseConfig({ NETWORK_NAME: 'Testnet', ...env }) };
}

const ns = (ms: number) => BigInt(ms) * 1_000_000n;

/** Blocks of `intervalMs` covering [fromMs, toMs), numbered from `firstIndex`. */
export async function insertBlocks(db: Db, fromMs: number, toMs: number, intervalMs = 2_000, firstIndex = 0) {
  const count = Math.floor((toMs - fromMs) / intervalMs);
  if (count <= 0) return;
  await db.query(
    `INSERT INTO record_file (name, load_start, load_end, hash, prev_hash, consensus_start, consensus_end, count,
                              digest_algorithm, version, file_hash, index, node_id)
     SELECT 'rf' || ($4::bigint + i), 0, 0, 'h' || ($4::bigint + i), 'h' || ($4::bigint + i - 1),
            $1::bigint + i * $2::bigint, $1::bigint + (i + 1) * $2::bigint - 1, 1, 0, 6, 'fh' || ($4::bigint + i),
            $4::bigint + i, 0
       FROM generate_series(0::bigint, $3::bigint - 1) AS i`,
    [ns(fromMs), ns(intervalMs), count, firstIndex],
  );
}

/**
 * One transaction per `everyMs` in [fromMs, toMs), submitted through the nodes in turn, except while a node is
 * listed as silent.
 */
export async function insertTransactions(
  db: Db,
  fromMs: number,
  toMs: number,
  nodeIds: number[],
  everyMs = 1_000,
  silent: { nodeId: number; fromMs: number; toMs: number }[] = [],
) {
  const rows: [bigint, bigint][] = [];
  let k = 0;
  for (let t = fromMs; t < toMs; t += everyMs) {
    const candidates = nodeIds.filter((n) => !silent.some((s) => s.nodeId === n && t >= s.fromMs && t < s.toMs));
    const node = candidates[k++ % Math.max(1, candidates.length)];
    if (node !== undefined) rows.push([ns(t), NODE_ACCOUNT(node)]);
  }
  for (let i = 0; i < rows.length; i += 5_000) {
    const chunk = rows.slice(i, i + 5_000);
    await db.query(
      `INSERT INTO transaction (consensus_timestamp, type, result, payer_account_id, valid_start_ns, node_account_id)
       SELECT ts, 14, 22, 2, ts - 1000, node FROM unnest($1::bigint[], $2::bigint[]) AS u(ts, node)`,
      [chunk.map((r) => r[0]), chunk.map((r) => r[1])],
    );
  }
}

/** A daily node reward (HIP-1064) as the ledger records it: one transfer debiting 0.0.801 and crediting each node. */
export async function insertRewardPayout(db: Db, atMs: number, nodeIds: number[], perNode = 100_000_000n) {
  const transfers: [bigint, bigint][] = [
    [801n, -perNode * BigInt(nodeIds.length)],
    ...nodeIds.map((id): [bigint, bigint] => [NODE_ACCOUNT(id), perNode]),
  ];
  for (const [account, amount] of transfers) {
    await db.query(
      'INSERT INTO crypto_transfer (entity_id, consensus_timestamp, amount, payer_account_id) VALUES ($1, $2, $3, 2)',
      [account, ns(atMs), amount],
    );
  }
}

export async function insertAddressBook(db: Db, nodeIds: number[], atMs = T0 - 86_400_000) {
  for (const id of nodeIds) {
    await db.query(
      `INSERT INTO address_book_entry (consensus_timestamp, node_id, node_account_id, description)
       VALUES ($1, $2, $3, $4)`,
      [ns(atMs), id, NODE_ACCOUNT(id), `Hosted by Test ${id} | City ${id}`],
    );
  }
}

/** A read as the handlers make it: the store brought up to date first (reads alone never write). */
export async function fresh<T>(ctx: StatusContext, read: (ctx: StatusContext) => Promise<T>): Promise<T> {
  await ensureFresh(ctx);
  return read(ctx);
}

/** Route-level calls exactly as Next makes them, on the test context. */
export function callV2(
  ctx: StatusContext,
  fn: (ctx: StatusContext, params: Record<string, string>) => Promise<unknown>,
) {
  const route = v2Route(fn, async () => ctx);
  return (path: string, init: RequestInit = {}, params: Record<string, string> = {}) =>
    route(new Request(`http://status.test${path}`, init), { params: Promise.resolve(params) });
}

/**
 * Calls one Manage API endpoint, named by its operationId (lib/status/http/manage/routes.ts), through the router as
 * mounted under /api/manage/v1: the path is the record's pattern with `params` filled in.
 */
export function callManage(ctx: StatusContext, operationId: string) {
  const route = manageApiRoute(async () => ctx);
  const { pattern } = manageOperation(operationId);
  return (
    method: string,
    params: Record<string, string>,
    body?: unknown,
    token: string | null = ADMIN_TOKEN,
    query = '',
  ) => {
    const path = pattern.replace(/:([a-z_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
    return route(
      new Request(`http://status.test/api/manage/v1${path}${query}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(token === null ? {} : { Authorization: `OAuth ${token}` }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      { params: Promise.resolve({ path: path.split('/').slice(1).map(decodeURIComponent) }) },
    );
  };
}

/**
 * A Manage API call as a Statuspage client sends it: a path below /api/manage/v1 (with its query), `Authorization:
 * OAuth <key>`, a JSON body; answers the status, headers and parsed body.
 */
export function statuspageClient(ctx: StatusContext) {
  const route = manageApiRoute(async () => ctx);
  return async (method: string, path: string, body?: unknown) => {
    const response = await route(
      new Request(`http://status.test/api/manage/v1${path}`, {
        method,
        headers: { Authorization: `OAuth ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      { params: Promise.resolve({ path: path.split('?')[0]!.split('/').slice(1) }) },
    );
    return { status: response.status, headers: response.headers, body: (await response.json()) as any };
  };
}
