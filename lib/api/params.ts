import { parseEntityId } from '../core/entity-id';
import { OPERATORS, type Filter, type Operator, type Order } from '../core/filter';
import { invalidParameter, InvalidArgumentError, unknownParameter } from './errors';
import type { QueryParams } from './query';
import { parseTimestamp } from '../core/timestamp';

/** How one query parameter is read: which operators it takes and how its value parses (null = invalid). */
export interface ParamSpec<T> {
  operators: readonly Operator[];
  parse(value: string): T | null;
}

const OPERATOR_PREFIX = /^([a-z]+):(.*)$/s;

/** Splits `op:value` (no prefix = eq); null when the operator is unknown or not allowed. */
export function splitOperator(raw: string, allowed: readonly Operator[]): { operator: Operator; value: string } | null {
  const match = OPERATOR_PREFIX.exec(raw);
  if (!match) return allowed.includes('eq') ? { operator: 'eq', value: raw } : null;
  const operator = match[1] as Operator;
  if (!(OPERATORS as readonly string[]).includes(operator) || !allowed.includes(operator)) return null;
  return { operator, value: match[2]! };
}

export const ALL_OPERATORS = OPERATORS;
export const RANGE_OPERATORS: readonly Operator[] = ['eq', 'gt', 'gte', 'lt', 'lte'];
export const EQ_ONLY: readonly Operator[] = ['eq'];

export const entityIdParam = (operators: readonly Operator[] = RANGE_OPERATORS, allowEvmAddress = false) =>
  ({ operators, parse: (v: string) => parseEntityId(v, { allowEvmAddress }) }) satisfies ParamSpec<bigint>;

export const timestampParam = (operators: readonly Operator[] = ALL_OPERATORS) =>
  ({ operators, parse: parseTimestamp }) satisfies ParamSpec<bigint>;

/** Unsigned integer of at most `digits` digits (and within int64). */
export const integerParam = (operators: readonly Operator[] = RANGE_OPERATORS, digits = 19) =>
  ({
    operators,
    parse: (v: string) => {
      if (!new RegExp(`^\\d{1,${digits}}$`).test(v)) return null;
      const n = BigInt(v);
      return n <= 9223372036854775807n ? n : null;
    },
  }) satisfies ParamSpec<bigint>;

export const booleanParam = () =>
  ({
    operators: EQ_ONLY,
    parse: (v: string) => (v.toLowerCase() === 'true' ? true : v.toLowerCase() === 'false' ? false : null),
  }) satisfies ParamSpec<boolean>;

export const enumParam = <T extends string>(values: readonly T[], operators: readonly Operator[] = EQ_ONLY) =>
  ({
    operators,
    parse: (v: string) => (values.find((x) => x.toLowerCase() === v.toLowerCase()) as T | undefined) ?? null,
  }) satisfies ParamSpec<T>;

export type Specs = Record<string, ParamSpec<unknown>>;
export type Parsed<S extends Specs> = { [K in keyof S]: Filter<NonNullable<ReturnType<S[K]['parse']>>>[] };

export interface ListOptions {
  limit: number;
  order: Order;
}

export interface ParseOptions {
  /** Default order when `order` is absent (most lists: asc; blocks and transactions: desc). */
  defaultOrder?: Order;
  /** Whether `limit` and `order` are accepted at all (single-item routes take neither). */
  paging?: boolean;
  defaultLimit: number;
  maxLimit: number;
}

/**
 * Validates the whole query string against the route's parameters. Messages come in query order, one per
 * bad value ("Invalid parameter: x") or unknown key ("Unknown query parameter: x"), as the reference does.
 */
export function parseQuery<S extends Specs>(
  query: QueryParams,
  specs: S,
  options: ParseOptions,
): { filters: Parsed<S> } & ListOptions {
  const errors: string[] = [];
  const filters = Object.fromEntries(Object.keys(specs).map((k) => [k, []])) as unknown as Parsed<S>;
  let limit = options.defaultLimit;
  let order: Order = options.defaultOrder ?? 'asc';
  const paging = options.paging ?? true;
  for (const key of query.keys()) {
    const values = query.all(key);
    if (paging && key === 'limit') {
      // Every value must be valid (one message per bad one); the last one counts.
      const bad = values.filter((value) => !/^\d{1,19}$/.test(value) || BigInt(value) < 1n || BigInt(value) > 9223372036854775807n);
      if (bad.length) errors.push(...bad.map(() => invalidParameter(key)));
      else limit = Math.min(Number(values.at(-1)!), options.maxLimit);
      continue;
    }
    if (paging && key === 'order') {
      const bad = values.filter((value) => value !== 'asc' && value !== 'desc');
      if (bad.length) errors.push(...bad.map(() => invalidParameter(key)));
      else order = values.at(-1) as Order;
      continue;
    }
    const spec = specs[key];
    if (!spec) {
      errors.push(unknownParameter(key));
      continue;
    }
    for (const raw of values) {
      const split = splitOperator(raw, spec.operators);
      const value = split ? spec.parse(split.value) : null;
      if (split && value !== null) (filters[key] as Filter<unknown>[]).push({ operator: split.operator, value });
      else errors.push(invalidParameter(key));
    }
  }
  if (errors.length) throw new InvalidArgumentError(errors);
  return { filters, limit, order };
}
