/**
 * How each /api/v1 statement would run on the operators' v2 layout (Citus): which monthly partitions PostgreSQL
 * plans, and whether each distributed table it reads is pinned to one shard by an equality on its distribution
 * column (a value, or the colocated column of a row already pinned) or fans out to every shard. Plain PostgreSQL
 * with the v2 schema shows the partitions; the shards are read off the plan's conditions against the distribution
 * columns the importer's v2 migrations set (../shared/conformance/mirror-node-schema-v2/DIFF.md).
 * Every fan-out and every statement that plans more than four months of a table is listed, with the reason it must,
 * in citus-routing.json; a new one fails the test, and so does a listed one no statement needs any more.
 */
import type { Db } from '../../db';
import { explain, tableOf, type PlanNode, type Recorded } from './query-plans.test-helpers';

/** Distribution column of each hash-distributed table the service reads (DIFF.md, final state of the v2 migrations). */
export const DISTRIBUTION_COLUMN: Readonly<Record<string, string>> = {
  assessed_custom_fee: 'payer_account_id',
  contract: 'id',
  contract_action: 'payer_account_id',
  contract_log: 'contract_id',
  contract_result: 'contract_id',
  contract_state: 'contract_id',
  contract_state_change: 'contract_id',
  contract_transaction: 'entity_id',
  contract_transaction_hash: 'hash',
  crypto_allowance: 'owner',
  crypto_allowance_history: 'owner',
  crypto_transfer: 'payer_account_id',
  custom_fee: 'entity_id',
  custom_fee_history: 'entity_id',
  entity: 'id',
  entity_history: 'id',
  entity_stake: 'id',
  entity_stake_history: 'id',
  entity_transaction: 'entity_id',
  ethereum_transaction: 'payer_account_id',
  file_data: 'entity_id',
  hook: 'owner_id',
  hook_history: 'owner_id',
  hook_storage: 'owner_id',
  hook_storage_change: 'owner_id',
  network_freeze: 'payer_account_id',
  nft: 'token_id',
  nft_allowance: 'owner',
  nft_allowance_history: 'owner',
  nft_history: 'token_id',
  prng: 'payer_account_id',
  schedule: 'schedule_id',
  staking_reward_transfer: 'account_id',
  token: 'token_id',
  token_account: 'account_id',
  token_account_history: 'account_id',
  token_airdrop: 'receiver_account_id',
  token_airdrop_history: 'receiver_account_id',
  token_allowance: 'owner',
  token_allowance_history: 'owner',
  token_history: 'token_id',
  token_transfer: 'payer_account_id',
  topic: 'id',
  topic_history: 'id',
  topic_message: 'topic_id',
  topic_message_lookup: 'topic_id',
  transaction: 'payer_account_id',
  transaction_hash: 'hash',
  transaction_signature: 'entity_id',
};

/** One table read by one statement, as Citus would route it. */
export interface Routing {
  pattern: string;
  table: string;
  /** Monthly partitions the plan holds (0 for a table that is not partitioned). */
  partitions: number;
  /** Distributed, and a scan of it is neither pinned by its distribution column nor joined on it. */
  fansOut: boolean;
  /** Distributed and pinned by its distribution column (a value, or a row of a pinned table): one shard. */
  pinned: boolean;
  /** Distributed, read through a join on its distribution column: runs on each shard beside its partner's rows. */
  colocated: boolean;
  sql: string;
}

/** `key` of a routing in citus-routing.json: the route, the table, and what is recorded about it. */
export const routingKey = (r: Pick<Routing, 'pattern' | 'table'>, what: 'fan-out' | 'months') =>
  `${r.pattern} ${r.table} ${what}`;

interface TableScan {
  relation: string;
  conditions: string;
}

const BITMAP_NODES = new Set(['Bitmap Index Scan', 'BitmapAnd', 'BitmapOr']);

/** The index conditions of a bitmap heap scan: they sit on its Bitmap Index Scan children, which name no table. */
function bitmapConditions(node: PlanNode): string[] {
  return (node.Plans ?? [])
    .filter((child) => BITMAP_NODES.has(child['Node Type'] ?? ''))
    .flatMap((child) => [child['Index Cond'] ?? '', ...bitmapConditions(child)]);
}

/** Each scanned relation with every condition that bounds it. */
function tableScans(node: PlanNode, out: TableScan[] = []): TableScan[] {
  if (node['Relation Name']) {
    const conditions = [node['Index Cond'], node['Recheck Cond'], node.Filter, ...bitmapConditions(node)].filter(
      Boolean,
    );
    out.push({ relation: node['Relation Name'], conditions: conditions.join(' AND ') });
  }
  for (const child of node.Plans ?? []) tableScans(child, out);
  return out;
}

/**
 * An equality on the column: `payer_account_id = $1`, `(c.payer_account_id = t.payer_account_id)`,
 * `id = ANY ('{…}')`. Not `entity_id = …` for the column `id`.
 */
export function constrainsEquality(conditions: string, column: string): boolean {
  const name = `(?<![\\w.])(?:\\w+\\.)?${column}`;
  return (
    new RegExp(`${name}\\)?\\s*=\\s`).test(conditions) ||
    new RegExp(`=\\s*(?:\\w+\\.)?${column}(?![\\w])`).test(conditions)
  );
}

/** Every join condition of the plan (hash, merge, nested loop): a join on the distribution column is colocated. */
function joinConditions(node: PlanNode, out: string[] = []): string[] {
  for (const key of ['Hash Cond', 'Merge Cond', 'Join Filter'] as const) if (node[key]) out.push(node[key]);
  for (const child of node.Plans ?? []) joinConditions(child, out);
  return out;
}

/** How every statement's tables would be routed on Citus; EXPLAINed (custom plans) on a database of the v2 layout. */
export async function citusRouting(db: Db, statements: Map<string, Recorded[]>): Promise<Routing[]> {
  const routings: Routing[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    for (const [pattern, recorded] of statements) {
      for (const { sql, params } of recorded) {
        const plan = await explain(tx, sql, params, false);
        const joins = joinConditions(plan.Plan).join(' AND ');
        const byTable = new Map<string, { partitions: Set<string>; unpinned: boolean; joined: boolean }>();
        for (const scan of tableScans(plan.Plan)) {
          const table = tableOf(scan.relation);
          const entry = byTable.get(table) ?? { partitions: new Set(), unpinned: false, joined: false };
          if (table !== scan.relation) entry.partitions.add(scan.relation);
          const column = DISTRIBUTION_COLUMN[table];
          if (column && !constrainsEquality(scan.conditions, column)) {
            if (constrainsEquality(joins, column)) entry.joined = true;
            else entry.unpinned = true;
          }
          byTable.set(table, entry);
        }
        // A join on the distribution column stays on one shard when the other side is pinned to one; when nothing in
        // the statement is pinned, the colocated join runs on every shard.
        const pinnedByValue = (e: { unpinned: boolean; joined: boolean }, table: string) =>
          DISTRIBUTION_COLUMN[table] !== undefined && !e.unpinned && !e.joined;
        const anyPinned = [...byTable].some(([table, e]) => pinnedByValue(e, table));
        for (const [table, entry] of byTable) {
          const distributed = DISTRIBUTION_COLUMN[table] !== undefined;
          routings.push({
            pattern,
            table,
            partitions: entry.partitions.size,
            fansOut: distributed && (entry.unpinned || (entry.joined && !anyPinned)),
            pinned: pinnedByValue(entry, table),
            colocated: distributed && !entry.unpinned && entry.joined && anyPinned,
            sql: sql.replace(/\s+/g, ' '),
          });
        }
      }
    }
  });
  return routings;
}
