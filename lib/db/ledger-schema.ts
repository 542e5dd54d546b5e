/**
 * The columns an operator's ledger database actually has. A Mirror Node database carries the schema of the
 * importer version that migrated it, which may predate columns of the interface we answer as (0.154 added
 * `transaction.high_volume`, for one). The columns are read once per database (information_schema) and the
 * queries are built for them: a missing column is answered with the interface's documented default, never with
 * "column does not exist".
 */
import type { Queryable } from './types';

/** Tables without which a database is not a Mirror Node ledger at all. */
const REQUIRED_TABLES = ['record_file', 'transaction', 'entity', 'crypto_transfer'] as const;

export class NotALedgerError extends Error {
  constructor(missing: readonly string[]) {
    super(`The ledger database is not a Mirror Node database: it has no ${missing.join(', ')} table${missing.length > 1 ? 's' : ''} in schema public.`);
  }
}

/** How PostgreSQL partitions a table: by a LIST of values, by RANGE, or by HASH (pg_partitioned_table.partstrat). */
export type PartitionStrategy = 'list' | 'range' | 'hash';

const STRATEGIES: Record<string, PartitionStrategy> = { l: 'list', r: 'range', h: 'hash' };

export class LedgerSchema {
  constructor(
    private readonly columns: ReadonlySet<string>,
    private readonly partitioned: ReadonlyMap<string, PartitionStrategy> = new Map(),
  ) {}

  /**
   * How a table is partitioned, or null when it is not. The operators' layouts differ here: v1 splits
   * `transaction_hash` into a LIST by the hash's first byte, v2 (Citus) into RANGEs by month, and a statement
   * reads only the partitions it needs when it names that layout's partition key.
   */
  partitioning(table: string): PartitionStrategy | null {
    return this.partitioned.get(table) ?? null;
  }

  has(table: string, column: string): boolean {
    return this.columns.has(`${table}.${column}`);
  }

  /**
   * `alias.column` when the table has the column, else `fallback AS column`, so a row has the same keys on
   * every schema. The fallback is SQL text written by us (a typed literal such as `NULL::boolean`).
   */
  select(table: string, alias: string, column: string, fallback: string): string {
    return this.has(table, column) ? `${alias}.${column}` : `${fallback} AS ${column}`;
  }
}

const schemas = new WeakMap<Queryable, Promise<LedgerSchema>>();

async function readSchema(db: Queryable): Promise<LedgerSchema> {
  const rows = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`,
  );
  const columns = new Set(rows.map((r) => `${r.table_name}.${r.column_name}`));
  const tables = new Set(rows.map((r) => r.table_name));
  const missing = REQUIRED_TABLES.filter((t) => !tables.has(t));
  if (missing.length) throw new NotALedgerError(missing);
  const partitioned = await db.query<{ table_name: string; strategy: string }>(
    `SELECT c.relname AS table_name, p.partstrat::text AS strategy FROM pg_partitioned_table p
     JOIN pg_class c ON c.oid = p.partrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'`,
  );
  return new LedgerSchema(columns, new Map(partitioned.map((r) => [r.table_name, STRATEGIES[r.strategy]!])));
}

/** The ledger database's schema, read on first use and kept for the handle's life (a failed read is retried). */
export function ledgerSchema(db: Queryable): Promise<LedgerSchema> {
  let schema = schemas.get(db);
  if (!schema) {
    schema = readSchema(db).catch((error: unknown) => {
      schemas.delete(db);
      throw error;
    });
    schemas.set(db, schema);
  }
  return schema;
}
