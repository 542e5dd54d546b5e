/**
 * A range over an ordered tuple of columns (e.g. spender, token_id), as several list endpoints page through
 * them: fixed columns (`= v`) plus a lexicographic lower and/or upper bound over the others. Rendered as row
 * comparisons, which PostgreSQL answers from a btree index on the same columns.
 */
import type { SqlParams } from './sql';

export interface TupleBound {
  /** Positions (in the endpoint's column list) the bound covers, in order. */
  columns: number[];
  values: bigint[];
  inclusive: boolean;
}

export interface Keyset {
  equal: { column: number; value: bigint }[];
  lower: TupleBound | null;
  upper: TupleBound | null;
}

export const EMPTY_KEYSET: Keyset = { equal: [], lower: null, upper: null };

function tuple(columns: readonly string[], bound: TupleBound, params: SqlParams, op: '>' | '<'): string {
  const names = bound.columns.map((i) => columns[i]!);
  const placeholders = bound.values.map((v) => params.bind(v));
  const operator = bound.inclusive ? `${op}=` : op;
  return names.length === 1
    ? `${names[0]} ${operator} ${placeholders[0]}`
    : `(${names.join(', ')}) ${operator} (${placeholders.join(', ')})`;
}

/** SQL conditions for `keyset` over `columns` (trusted column names), binding values into `params`. */
export function keysetConditions(columns: readonly string[], keyset: Keyset, params: SqlParams): string[] {
  const conditions = keyset.equal.map(({ column, value }) => `${columns[column]!} = ${params.bind(value)}`);
  if (keyset.lower?.columns.length) conditions.push(tuple(columns, keyset.lower, params, '>'));
  if (keyset.upper?.columns.length) conditions.push(tuple(columns, keyset.upper, params, '<'));
  return conditions;
}
