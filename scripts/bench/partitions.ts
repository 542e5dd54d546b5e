/**
 * The Mirror Node's balance tables (account_balance, token_balance) are range-partitioned by month of
 * consensus_timestamp, created by its importer from 2019-09 to a little past the migration date. A generated
 * ledger whose timestamps fall outside them cannot be written, so the bench database (never an operator's) gets a
 * DEFAULT partition when the generation window is not covered.
 */
import type { Queryable } from '../../lib/db/types';

export const BALANCE_TABLES = ['account_balance', 'token_balance'] as const;

export interface RangeBound {
  from: bigint;
  to: bigint;
}

/** Parses `pg_get_expr(relpartbound)`: a range `FOR VALUES FROM ('a') TO ('b')`, or null for DEFAULT and others. */
export function parseRangeBound(expression: string): RangeBound | null {
  const match = /^FOR VALUES FROM \('?(-?\d+)'?\) TO \('?(-?\d+)'?\)$/.exec(expression.trim());
  return match ? { from: BigInt(match[1]!), to: BigInt(match[2]!) } : null;
}

/** True when the partitions' ranges (upper bound exclusive) cover every instant of [fromNs, toNs] without gaps. */
export function rangesCover(bounds: readonly RangeBound[], fromNs: bigint, toNs: bigint): boolean {
  const sorted = [...bounds].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  let covered = fromNs; // every instant before `covered` (from fromNs on) is known to be covered
  for (const b of sorted) {
    if (b.from > covered) break;
    if (b.to > covered) covered = b.to;
    if (covered > toNs) return true;
  }
  return covered > toNs;
}

/**
 * Adds `<table>_default` to each balance table whose partitions do not cover [fromNs, toNs] and that has no
 * default partition yet. Returns the tables that got one (the bench reports them: an operator's database has none).
 */
export async function ensureBalancePartitions(db: Queryable, fromNs: bigint, toNs: bigint): Promise<string[]> {
  const added: string[] = [];
  for (const table of BALANCE_TABLES) {
    const rows = await db.query<{ bound: string }>(
      `SELECT pg_get_expr(c.relpartbound, c.oid) AS bound
         FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
        WHERE p.relname = $1 AND p.relnamespace = 'public'::regnamespace`,
      [table],
    );
    if (rows.length === 0) continue; // not partitioned (our own layout)
    if (rows.some((r) => r.bound === 'DEFAULT')) continue;
    const bounds = rows.map((r) => parseRangeBound(r.bound)).filter((b): b is RangeBound => b !== null);
    if (rangesCover(bounds, fromNs, toNs)) continue;
    await db.exec(`CREATE TABLE ${table}_default PARTITION OF ${table} DEFAULT`);
    added.push(table);
  }
  return added;
}
