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
    super(
      `The ledger database is not a Mirror Node database: it has no ${missing.join(', ')} table${missing.length > 1 ? 's' : ''} in schema public.`,
    );
  }
}

/**
 * The unit of `ethereum_transaction.value`, `gas_price`, `max_fee_per_gas` and `max_priority_fee_per_gas`. Importers
 * before 0.151 divided the RLP amounts by 10^10 and stored tinybars; from 0.151 they store the raw weibars and a
 * Java migration (ConvertEthereumTransactionToWeiBarMigration, v1 1.119.0 / v2 2.24.0) rewrites the older rows.
 */
export type EthereumAmountUnit = 'tinybar' | 'weibar';

/**
 * The migration's row in Flyway's history, by its description or its class (the importer renamed its package once
 * already, from com.hedera to org.hiero, so the class is matched without it).
 */
const WEIBAR_MIGRATION_DESCRIPTION =
  'Convert ethereum transaction gas and value fields from tinybar to weibar by re-parsing RLP data';
const WEIBAR_MIGRATION_SCRIPT = '%.ConvertEthereumTransactionToWeiBarMigration';

/** How PostgreSQL partitions a table: by a LIST of values, by RANGE, or by HASH (pg_partitioned_table.partstrat). */
export type PartitionStrategy = 'list' | 'range' | 'hash';

const STRATEGIES: Record<string, PartitionStrategy> = { l: 'list', r: 'range', h: 'hash' };

export class LedgerSchema {
  private readonly tables: ReadonlySet<string>;

  constructor(
    private readonly columns: ReadonlySet<string>,
    /** Read from the importer's own record of its migrations, never assumed (see `readEthereumAmountUnit`). */
    readonly ethereumAmounts: EthereumAmountUnit = 'tinybar',
    private readonly partitioned: ReadonlyMap<string, PartitionStrategy> = new Map(),
  ) {
    this.tables = new Set([...columns].map((c) => c.slice(0, c.indexOf('.'))));
  }

  /** Whether the table exists at all (e.g. `registered_node` only since importer 0.153). */
  hasTable(table: string): boolean {
    return this.tables.has(table);
  }

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
  const ethereumAmounts = tables.has('flyway_schema_history') ? await readEthereumAmountUnit(db) : 'tinybar';
  return new LedgerSchema(
    columns,
    ethereumAmounts,
    new Map(partitioned.map((r) => [r.table_name, STRATEGIES[r.strategy]!])),
  );
}

/**
 * Weibars once the importer ran its weibar migration (it stores raw weibars from then on), tinybars otherwise: a
 * database without Flyway's history, or whose history lacks the migration, was written by an older importer.
 */
async function readEthereumAmountUnit(db: Queryable): Promise<EthereumAmountUnit> {
  const rows = await db.query<{ migrated: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM flyway_schema_history WHERE description = $1 OR script LIKE $2) AS migrated`,
    [WEIBAR_MIGRATION_DESCRIPTION, WEIBAR_MIGRATION_SCRIPT],
  );
  return rows[0]?.migrated ? 'weibar' : 'tinybar';
}

/** The importer's history row that says this ledger stores weibars (the demo ledger writes it, as a 0.151+ importer does). */
export const WEIBAR_MIGRATION_ROW = {
  description: WEIBAR_MIGRATION_DESCRIPTION,
  script: 'org.hiero.mirror.importer.migration.ConvertEthereumTransactionToWeiBarMigration',
  version: '1.119.0',
};

/**
 * Drops the schema read of `db` (and the first timestamps read, `firstConsensusTimestamp`), for a writer that changes the importer's history under an open handle: the demo
 * generator (which records the weibar migration) and the conformance replay (which loads each entry's rows).
 */
export function forgetLedgerSchema(db: Queryable): void {
  schemas.delete(db);
  forgetFirstTimestamps(db);
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

const firstTimestamps = new WeakMap<Queryable, Map<string, Promise<bigint | null>>>();

/**
 * The smallest `column` of a table (null when it has no row), read once per handle: on a layout partitioned by
 * month, where a page with no lower bound starts walking (`walkMonths`) instead of planning the empty years before
 * it. Kept, since a ledger only grows newer (the importer's retention deletes its oldest rows, and an earlier bound
 * stays a bound); an empty table is asked again next time. `table` and `column` are our own SQL text.
 */
export function firstConsensusTimestamp(
  db: Queryable,
  table: string,
  column = 'consensus_timestamp',
): Promise<bigint | null> {
  let byTable = firstTimestamps.get(db);
  if (!byTable) firstTimestamps.set(db, (byTable = new Map()));
  const key = `${table}.${column}`;
  let first = byTable.get(key);
  if (!first) {
    const cache = byTable;
    first = db
      .query<{ first: bigint }>(`SELECT ${column} AS first FROM ${table} ORDER BY ${column} LIMIT 1`)
      .then((rows) => {
        if (!rows.length) cache.delete(key);
        return rows[0]?.first ?? null;
      })
      .catch((error: unknown) => {
        cache.delete(key);
        throw error;
      });
    byTable.set(key, first);
  }
  return first;
}

/**
 * Drops the first timestamps read of `db` (`firstConsensusTimestamp`) and the past months' keys (`pastMonthKeys`),
 * for a writer that loads older rows.
 */
export function forgetFirstTimestamps(db: Queryable): void {
  firstTimestamps.delete(db);
  monthKeys.delete(db);
}

/** One past month of a table partitioned by month: its bounds (ns, end exclusive) and the least and greatest `key` in it. */
export interface MonthKeys {
  lower: bigint;
  end: bigint;
  first: bigint;
  last: bigint;
}

/** A table's past months that hold rows (`MonthKeys`, oldest first) and where the months not read yet start. */
export interface PastMonthKeys {
  months: MonthKeys[];
  /** The first instant of the month current when they were read: later rows are in no month listed. */
  openFrom: bigint;
}

const monthKeys = new WeakMap<Queryable, Map<string, Promise<PastMonthKeys>>>();

const NS_PER_MS = 1_000_000n;
const monthStartNs = (ms: number, add = 0) => {
  const at = new Date(ms);
  return BigInt(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + add, 1)) * NS_PER_MS;
};

/**
 * For a key that grows with `column` (a block's number with its consensus end), the least and greatest key of each
 * past month, read once per handle and month: a past month's rows no longer change, so a number then names its month
 * without probing the index of every month (`monthsOfKeys`). Re-read when the clock has entered a month the read did
 * not cover; the current month stays open. `table`, `key` and `column` are our own SQL text.
 */
export function pastMonthKeys(
  db: Queryable,
  table: string,
  key: string,
  column: string,
  nowMs = Date.now(),
): Promise<PastMonthKeys> {
  let byTable = monthKeys.get(db);
  if (!byTable) monthKeys.set(db, (byTable = new Map()));
  const name = `${table}.${key}.${column}`;
  const openFrom = monthStartNs(nowMs);
  const cached = byTable.get(name);
  if (cached) return cached.then((read) => (read.openFrom === openFrom ? read : forgetAndRead()));
  return forgetAndRead();

  function forgetAndRead(): Promise<PastMonthKeys> {
    const cache = byTable!;
    const read = readPastMonthKeys(db, table, key, column, openFrom).catch((error: unknown) => {
      cache.delete(name);
      throw error;
    });
    cache.set(name, read);
    return read;
  }
}

async function readPastMonthKeys(
  db: Queryable,
  table: string,
  key: string,
  column: string,
  openFrom: bigint,
): Promise<PastMonthKeys> {
  const first = await firstConsensusTimestamp(db, table, column);
  const lowers: bigint[] = [];
  if (first !== null) {
    const start = new Date(Number((first < 0n ? first - NS_PER_MS + 1n : first) / NS_PER_MS));
    for (let i = 0, lower = monthStartNs(start.getTime()); lower < openFrom; lower = monthStartNs(start.getTime(), ++i))
      lowers.push(lower);
  }
  if (!lowers.length) return { months: [], openFrom };
  const ends = lowers.map((lower, i) => lowers[i + 1] ?? openFrom);
  // Each month's least and greatest key (with the key's index, one probe at each end of one partition's index); a
  // month without rows is left out. Least and greatest, not the first and last row by `column`: a ledger whose keys
  // are out of step within a month (the replayed conformance entries) still finds each key in its month.
  const rows = await db.query<{ lower: bigint; end: bigint; first: bigint; last: bigint }>(
    `SELECT m.lower, m.end_ AS end, k.first, k.last
     FROM unnest($1::bigint[], $2::bigint[]) AS m(lower, end_)
     JOIN LATERAL (SELECT min(${key}) AS first, max(${key}) AS last FROM ${table} WHERE ${column} >= m.lower AND ${column} < m.end_) k ON k.first IS NOT NULL
     ORDER BY m.lower`,
    [lowers, ends],
  );
  return { months: rows.map((r) => ({ lower: r.lower, end: r.end, first: r.first, last: r.last })), openFrom };
}
