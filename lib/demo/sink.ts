import type { LedgerSchema } from '../db/ledger-schema';
import type { Queryable } from '../db/types';
import { TABLES, type ColumnKind, type RowOf, type TableName, type Value } from './tables';

const NATIVE: Record<string, string> = {
  int8: 'bigint',
  int4: 'integer',
  int2: 'smallint',
  bool: 'boolean',
  text: 'text',
};

/** How a column travels: the array type it is bound as, and the SQL that turns the element into the column. */
function binding(kind: ColumnKind, ref: string): { param: string; expr: string } {
  const native = NATIVE[kind];
  if (native) return { param: `${native}[]`, expr: ref };
  if (kind === 'bytea') return { param: 'text[]', expr: `decode(${ref}, 'hex')` };
  if (kind === 'int8[]') return { param: 'text[]', expr: `${ref}::bigint[]` };
  return { param: 'text[]', expr: `${ref}::${kind}` };
}

function encode(kind: ColumnKind, value: Value): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'int8':
      return typeof value === 'string' ? value : String(value as bigint | number);
    case 'int4':
    case 'int2':
      return Number(value);
    case 'bool':
    case 'text':
      return value;
    case 'bytea':
      return Buffer.from(value as Uint8Array).toString('hex');
    case 'jsonb':
      return JSON.stringify(value);
    case 'int8[]':
    case 'int2[]':
      return `{${(value as (number | bigint)[]).join(',')}}`;
    default:
      return String(value as string);
  }
}

const UNQUOTED = new Set(['int8', 'int4', 'int2', 'bool']);

/**
 * One column's values as a PostgreSQL array literal, bound as a single text parameter: the driver would otherwise
 * build the same literal from a JavaScript array, escaping every element, which was a tenth of a large ledger's
 * generation time. Numbers and booleans go as they are; every other value is quoted (so an empty string or the
 * text NULL stays a value) with its backslashes and double quotes escaped.
 */
export function arrayLiteral(kind: ColumnKind, values: unknown[]): string {
  const bare = UNQUOTED.has(kind);
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null) parts[i] = 'NULL';
    else if (bare) parts[i] = String(v);
    else {
      const text = String(v);
      parts[i] = `"${/["\\]/.test(text) ? text.replace(/["\\]/g, '\\$&') : text}"`;
    }
  }
  return `{${parts.join(',')}}`;
}

/** `[lower, upper)`; no upper = still current. */
export function range(lower: bigint | number, upper?: bigint | number | null): string {
  return `[${lower},${upper ?? ''})`;
}

/** The target's columns: an operator's Mirror Node schema may predate columns our own layout has. */
export type TargetColumns = Pick<LedgerSchema, 'has'>;

/**
 * Buffers rows per table and writes them with one set-based INSERT per table
 * (`INSERT ... SELECT FROM unnest($1::bigint[], ...)`): every value is a bound parameter.
 * With `target`, columns the target database lacks are left out of the INSERT rather than failing it.
 */
export class RowSink {
  private readonly buffers = new Map<TableName, RowOf<TableName>[]>();
  private buffered = 0;
  readonly counts = new Map<TableName, number>();

  constructor(
    private readonly flushAt = 20_000,
    private readonly target?: TargetColumns,
  ) {}

  add<T extends TableName>(table: T, row: RowOf<T>): void {
    let rows = this.buffers.get(table);
    if (!rows) this.buffers.set(table, (rows = []));
    rows.push(row as RowOf<TableName>);
    this.buffered++;
    this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
  }

  get full(): boolean {
    return this.buffered >= this.flushAt;
  }

  get size(): number {
    return this.buffered;
  }

  /** Writes everything buffered, in a fixed table order, and empties the buffers. */
  async flush(q: Queryable): Promise<void> {
    await this.take()(q);
  }

  /**
   * Empties the buffers now and returns what writes their rows (in the same fixed table order as `flush`) later:
   * the generator builds the next rows while these are written.
   */
  take(): (q: Queryable) => Promise<void> {
    const buffers = new Map(this.buffers);
    const target = this.target;
    this.buffers.clear();
    this.buffered = 0;
    return async (q) => {
      for (const table of [...buffers.keys()].sort()) {
        const rows = buffers.get(table)!;
        if (rows.length > 0) await insertRows(q, table, rows, target);
      }
    };
  }
}

/** The columns of `table` the INSERT names: those some row sets and the target has (all, without a target). */
export function insertedColumns<T extends TableName>(table: T, rows: RowOf<T>[], target?: TargetColumns): string[] {
  return Object.keys(TABLES[table]).filter(
    (c) => (!target || target.has(table, c)) && rows.some((r) => (r as Record<string, Value>)[c] !== undefined),
  );
}

export async function insertRows<T extends TableName>(
  q: Queryable,
  table: T,
  rows: RowOf<T>[],
  target?: TargetColumns,
): Promise<void> {
  const spec = TABLES[table] as Record<string, ColumnKind>;
  const columns = insertedColumns(table, rows, target);
  // A table the target's (older) schema does not have at all, such as registered_node before 0.153.
  if (!columns.length) return;
  const params = columns.map((c) => {
    const kind = spec[c] ?? 'text';
    return arrayLiteral(
      kind,
      rows.map((r) => encode(kind, (r as Record<string, Value>)[c])),
    );
  });
  const bindings = columns.map((c, i) => binding(spec[c] ?? 'text', `u."${c}"`));
  const sql =
    `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) ` +
    `SELECT ${bindings.map((b) => b.expr).join(', ')} ` +
    `FROM unnest(${bindings.map((b, i) => `$${i + 1}::${b.param}`).join(', ')}) AS u(${columns.map((c) => `"${c}"`).join(', ')})`;
  await q.query(sql, params);
}
