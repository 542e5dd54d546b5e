/**
 * The SQL of typical /api/v1 requests, and what its plans say: recorded on a demo ledger by serving every route's
 * sample requests (first page and two deep pages via links.next), then EXPLAINed with sequential scans disabled on
 * any database of the same layout — ours, or an operator's Mirror Node schema with its own indexes and partitions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db, Queryable } from '../../db';
import type { ApiContext } from './context';
import { demoContext, getJson } from './demo-ledger.test-helpers';
import { routes } from './routes';
import type { SampleValues } from './samples';
import { parseEntityId } from '../../core/entity-id';
import { hexToBytes } from '../../core/hex';
import { findTransactionByHash } from '../../ledger/contract-actions';
import { ledgerViewAt, ledgerViewBefore, recordedCall, type BlockSelector } from '../../ledger/evm-state';
import { longZeroAddress } from '../../evm/address';

export interface Recorded {
  sql: string;
  params: readonly unknown[];
}

/** A handle that logs every statement it is asked to run (in transactions too) before running it. */
export function recording(db: Db, log: Recorded[]): Db {
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

/** Serves requests on `db` and hands back the SQL each one issued. */
export function sqlRecorder(db: Db): {
  ctx: ApiContext;
  serve(url: string): Promise<{ status: number; body: unknown; queries: Recorded[] }>;
} {
  const log: Recorded[] = [];
  const ctx = { ...demoContext(db), db: recording(db, log) };
  return {
    ctx,
    async serve(url) {
      const start = log.length;
      const { status, body } = await getJson(ctx, url);
      return { status, body, queries: log.slice(start) };
    },
  };
}

/** Every route's sample requests and two deep pages each, with the distinct statements they issued, by route. */
export async function typicalStatements(
  db: Db,
  samples: SampleValues,
): Promise<{ statements: Map<string, Recorded[]>; failedRequests: string[] }> {
  const { serve } = sqlRecorder(db);
  const statements = new Map<string, Recorded[]>();
  const failedRequests: string[] = [];
  for (const { pattern, samples: samplesOf } of routes) {
    const distinct = new Map<string, Recorded>();
    for (const first of samplesOf(samples)) {
      let url: string | null = first;
      for (let page = 0; url && page < 3; page++) {
        const answer = await serve(url);
        if (answer.status !== 200) failedRequests.push(`${url}: ${answer.status}`);
        for (const q of answer.queries)
          distinct.set(
            q.sql + JSON.stringify(q.params, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
            q,
          );
        url = (answer.body as { links?: { next?: string | null } }).links?.next ?? null;
      }
    }
    statements.set(pattern, [...distinct.values()]);
  }
  statements.set('POST /api/v1/contracts/call', await executionStatements(db, samples));
  return { statements, failedRequests };
}

/**
 * Every kind of read the EVM makes of the ledger (lib/ledger/evm-state.ts), at the newest block and at an older
 * one, on the samples' entities: what POST /contracts/call issues, whichever code a call runs.
 */
async function executionStatements(db: Db, samples: SampleValues): Promise<Recorded[]> {
  const log: Recorded[] = [];
  const recorded = recording(db, log);
  const idOf = (text: string) => parseEntityId(text)!;
  const contract = idOf(samples.contractId);
  const account = idOf(samples.account);
  const slot = new Uint8Array(32);
  slot[31] = 1;
  const selectors: BlockSelector[] = [
    { tag: 'latest' },
    { number: BigInt(samples.blockNumber) },
    { hash: samples.blockHash.replace(/^0x/, '').slice(0, 64) },
    { tag: 'earliest' },
  ];
  for (const selector of selectors) {
    const view = await ledgerViewAt(recorded, selector);
    if (!view) throw new Error(`no block for ${JSON.stringify(selector)}`);
    await view.entityAt(longZeroAddress(account));
    await view.entityAt(hexToBytes(samples.contractEvmAddress.replace(/^0x/, '').padStart(40, '0').slice(-40)));
    await view.runtimeCode(contract);
    await view.storage(contract, slot);
    await view.addressOf(account);
  }
  const latest = (await ledgerViewAt(recorded, { tag: 'latest' }))!;
  const fungible = idOf(samples.fungibleTokenId);
  const nftToken = idOf(samples.nftTokenId);
  await latest.token(fungible);
  await latest.tokenInfo(fungible);
  await latest.tokenAccount(fungible, account);
  await latest.tokenAllowance(fungible, idOf(samples.tokenAllowanceOwner), account);
  await latest.nft(nftToken, BigInt(samples.nftSerial));
  await latest.approvedForAll(nftToken, idOf(samples.nftAllowanceOwner), idOf(samples.nftAllowanceSpender));
  await latest.exchangeRate();
  // The opcode trace: the recorded call and the ledger just before it.
  const found = await findTransactionByHash(recorded, hexToBytes(samples.contractHash.replace(/^0x/, '')));
  if (
    !found ||
    !(await recordedCall(recorded, found.timestamp, found.payer)) ||
    !(await ledgerViewBefore(recorded, found.timestamp))
  ) {
    throw new Error(`no recorded call for ${samples.contractHash}`);
  }
  const distinct = new Map(
    log.map((q) => [
      q.sql +
        JSON.stringify(q.params, (_k, v: unknown) =>
          typeof v === 'bigint' ? v.toString() : v instanceof Uint8Array ? Buffer.from(v).toString('hex') : v,
        ),
      q,
    ]),
  );
  return [...distinct.values()];
}

export interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  'Hash Cond'?: string;
  'Merge Cond'?: string;
  'Join Filter'?: string;
  'Plan Rows'?: number;
  Filter?: string;
  Plans?: PlanNode[];
}

interface Scan {
  /** The planner's estimate of the rows the scan returns. */
  rows: number;
  type: string;
  relation: string;
  indexCond?: string;
  filter?: string;
}

function scans(node: PlanNode, out: Scan[] = []): Scan[] {
  if (node['Relation Name'] && node['Node Type']) {
    out.push({
      type: node['Node Type'],
      relation: node['Relation Name'],
      indexCond: node['Index Cond'],
      filter: node.Filter,
      rows: node['Plan Rows'] ?? 0,
    });
  }
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

/** An equality on an entity column (`contract_id = …`, `sender_id = ANY (…)`): what a lookup by id filters on. */
const ENTITY_EQUALITY =
  /\b(?:contract_id|sender_id|account_id|entity_id|token_id|topic_id|payer_account_id|owner|spender|owner_id|receiver_account_id|sender_account_id) = /;

/**
 * With sequential scans off, a table no index serves is read whole through its primary key instead: an index scan
 * with no index condition that filters rows by an entity id. (A first page in key order, with no filter on an id,
 * legitimately reads an index from one end and stops at the limit.)
 */
const isWholeIndexLookup = (scan: Scan) =>
  (scan.type === 'Index Scan' || scan.type === 'Index Only Scan') &&
  !scan.indexCond &&
  ENTITY_EQUALITY.test(scan.filter ?? '');

/**
 * Whether reading the index whole is harmless here: the relation is empty (the v2 layout's months to come — a
 * generic plan, which knows no values, may pick any index for them), or the id owns at least a twentieth of its
 * rows (as the planner estimates), so a page is found within twenty pages' worth of the key-ordered index, and
 * walking it to the limit is the planner's right choice on a small partition, not a missing index. The demo ledger's
 * treasury (0.0.2) pays for 43% of its one month and takes part in 8% of its transfers; on a ledger of 100,000
 * transactions the same statements use the id's own index.
 */
async function harmlessWholeRead(tx: Queryable, scan: Scan): Promise<boolean> {
  const [row] = await tx.query<{ tuples: number }>(
    `SELECT reltuples::float8 AS tuples FROM pg_class WHERE oid = to_regclass($1)`,
    [scan.relation],
  );
  if (!row) return false;
  return row.tuples <= 0 || scan.rows >= row.tuples / 20;
}

/**
 * `transaction_hash_05` (v1) or `transaction_p2026_01` (v2) → the table: the operator's partitions are named after
 * it. Non-greedy, or `record_file_p2026_01` would read as `record_file_p2026` plus a two-digit suffix.
 */
export function tableOf(relation: string): string {
  const partition = /^(.*?)_(?:p\d{4}_\d{2}|\d{2}|default)$/.exec(relation);
  return partition ? partition[1]! : relation;
}

export interface PlanReport {
  explained: number;
  /**
   * A table read sequentially (any table: with sequential scans off, one that remains means no index can serve the
   * statement), an index read whole to find one entity, or every one of a partitioned table's partitions read for
   * one lookup.
   */
  failures: string[];
  /** Every table the plans read (partitions counted as their table). */
  tablesRead: Set<string>;
}

/** `value` as an SQL literal, as a client would send it in text form (for EXECUTE's arguments, which take no `$n`). */
export function sqlLiteral(value: unknown): string {
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) {
    const element = (v: unknown): string => {
      if (v === null || v === undefined) return 'NULL';
      if (typeof v === 'bigint' || typeof v === 'number' || typeof v === 'boolean') return String(v);
      const text = v instanceof Uint8Array ? `\\x${Buffer.from(v).toString('hex')}` : String(v);
      return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    };
    return quote(`{${value.map(element).join(',')}}`);
  }
  if (value instanceof Uint8Array) return quote(`\\x${Buffer.from(value).toString('hex')}`);
  return quote(String(value));
}

export interface ExplainedPlan {
  Plan: PlanNode;
}

/**
 * The plan of one statement: as planned for its values, or (generic) the plan PostgreSQL may keep for a named
 * prepared statement after a few executions, which does not know the values (DB_PREPARED_STATEMENTS).
 */
export async function explain(
  tx: Queryable,
  sql: string,
  params: readonly unknown[],
  generic: boolean,
): Promise<ExplainedPlan> {
  if (!generic || !params.length) {
    const [row] = await tx.query<{ 'QUERY PLAN': [ExplainedPlan] }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    return row!['QUERY PLAN'][0];
  }
  await tx.query(`PREPARE lqs_plan_probe AS ${sql}`);
  try {
    const [row] = await tx.query<{ 'QUERY PLAN': [ExplainedPlan] }>(
      `EXPLAIN (FORMAT JSON) EXECUTE lqs_plan_probe(${params.map(sqlLiteral).join(', ')})`,
    );
    return row!['QUERY PLAN'][0];
  } finally {
    await tx.query('DEALLOCATE lqs_plan_probe');
  }
}

/**
 * Tables read once per process, with the ledger's schema at start-up, never per request: the importer's Flyway
 * history (a few hundred rows, no index but its primary key) says which unit Ethereum amounts are stored in.
 */
const READ_ONCE_AT_START = new Set(['flyway_schema_history']);

/**
 * EXPLAINs every statement on `db` (one connection, sequential scans off) and reports what no index serves; with
 * `generic`, their generic plans too (plan_cache_mode = force_generic_plan). A statement that plans more than four
 * partitions of a table fails unless `allowWide` names it (the v2 layout's recorded reasons, citus-plans).
 */
export async function checkPlans(
  db: Db,
  statements: Map<string, Recorded[]>,
  {
    generic = false,
    allowWide = () => false,
  }: { generic?: boolean; allowWide?: (pattern: string, table: string) => boolean } = {},
): Promise<PlanReport> {
  const report: PlanReport = { explained: 0, failures: [], tablesRead: new Set() };
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    if (generic) await tx.query('SET LOCAL plan_cache_mode = force_generic_plan');
    const kind = generic ? ' (generic plan)' : '';
    for (const [pattern, recorded] of statements) {
      for (const { sql, params } of recorded) {
        report.explained++;
        const plan = await explain(tx, sql, params, generic);
        const found = scans(plan.Plan);
        const oneLine = sql.replace(/\s+/g, ' ');
        for (const scan of found) {
          report.tablesRead.add(tableOf(scan.relation));
          if (isWholeIndexLookup(scan) && !(await harmlessWholeRead(tx, scan)))
            report.failures.push(
              `${pattern}: whole index of ${scan.relation} read for ${scan.filter}${kind}\n  ${oneLine}`,
            );
          if (scan.type === 'Seq Scan' && !READ_ONCE_AT_START.has(tableOf(scan.relation)))
            report.failures.push(`${pattern}: Seq Scan on ${scan.relation}${kind}\n  ${oneLine}`);
        }
        const partitionsRead = new Map<string, Set<string>>();
        for (const { relation } of found) {
          const table = tableOf(relation);
          if (table !== relation) partitionsRead.set(table, (partitionsRead.get(table) ?? new Set()).add(relation));
        }
        for (const [table, partitions] of partitionsRead) {
          if (partitions.size > 4 && !allowWide(pattern, table))
            report.failures.push(`${pattern}: ${partitions.size} partitions of ${table} read${kind}\n  ${oneLine}`);
        }
      }
    }
  });
  return report;
}

/** Where the /api/v1 handlers' SQL lives: the ledger modules and the API's own list readers. */
const HANDLER_SQL_DIRS = ['lib/ledger', 'lib/api/v1'];

/**
 * The tables of `db` the handlers' SQL names after FROM or JOIN (common table expressions and functions are not
 * tables of the database, so they drop out), for checking that the typical requests read every one of them.
 */
export async function tablesNamedByHandlers(db: Queryable, root = process.cwd()): Promise<string[]> {
  const named = new Set<string>();
  for (const dir of HANDLER_SQL_DIRS) {
    for (const file of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (
        !file.endsWith('.ts') ||
        file.endsWith('.test.ts') ||
        file.includes('test-helpers') ||
        file.includes('.testing')
      )
        continue;
      const source = readFileSync(path.join(root, dir, file), 'utf8');
      for (const match of source.matchAll(/\b(?:FROM|JOIN)\s+(?:public\.)?([a-z_][a-z0-9_]*)\b/g)) named.add(match[1]!);
    }
  }
  const tables = await db.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
  return tables
    .map((t) => t.tablename)
    .filter((table) => named.has(table))
    .sort();
}
