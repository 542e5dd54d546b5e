import { parseEntityId } from '../core/entity-id';
import { OPERATORS, type Filter, type Operator, type Order } from '../core/filter';
import { HttpError } from '../http/errors';
import { invalidArgument, invalidParameter, unknownParameter } from './errors';
import type { QueryParams } from './query';
import { parseTimestamp } from '../core/timestamp';

/** How one query parameter is read: which operators it takes and how its value parses (null = invalid). */
export interface ParamSpec<T> {
  operators: readonly Operator[];
  parse(value: string): T | null;
}

const MAX_LONG = 9223372036854775807n;

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
      return n <= MAX_LONG ? n : null;
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

/** A JSON Schema fragment (OpenAPI 3.1 uses JSON Schema 2020-12). */
export type JsonSchema = Record<string, unknown>;

/** How a parameter reads in the OpenAPI document; its name and place (path or query) come from the route. */
export interface ParamDoc {
  description: string;
  schema: JsonSchema;
  /** Query parameters that may be repeated (`timestamp=gt:1&timestamp=lt:2`). */
  explode?: boolean;
  /** A value that works on the demo ledger; the interactive page shows it as a hint. */
  example?: string;
  /** Other query parameters this one needs to be accepted (e.g. `serialnumber` needs `token.id`). */
  requires?: string[];
}

/** A query filter of a route: the parser and its documentation side by side, so the two are read together. */
export interface FilterParam<T> extends ParamSpec<T> {
  doc: ParamDoc;
}

/** `limit`: a page size from 1 up to the maximum; the last value counts. */
export interface LimitParam {
  kind: 'limit';
  /** A route's own page sizes instead of the configured ones (the configured maximum still caps them). */
  fixed?: { default: number; max: number };
}

/** `order`: `asc` or `desc` (lower-cased by QueryParams); the last value counts. */
export interface OrderParam {
  kind: 'order';
  default: Order;
}

export const limitParam = (fixed?: LimitParam['fixed']): LimitParam => ({ kind: 'limit', fixed });
export const orderParam = (defaultOrder: Order): OrderParam => ({ kind: 'order', default: defaultOrder });

/** Query parameters as the parser reads them. */
export type QuerySpecs = Record<string, ParamSpec<unknown> | LimitParam | OrderParam>;

/** A route's query parameters, each documented, in the order its documentation lists them. */
export type DocumentedQuerySpecs = Record<string, FilterParam<unknown> | LimitParam | OrderParam>;

type FilterKeys<S extends QuerySpecs> = { [K in keyof S]: S[K] extends ParamSpec<unknown> ? K : never }[keyof S];
export type Parsed<S extends QuerySpecs> = {
  [K in FilterKeys<S>]: S[K] extends ParamSpec<infer T> ? Filter<NonNullable<T>>[] : never;
};

export interface ListOptions {
  limit: number;
  order: Order;
}

/** What a route's query string reads as: its filters, plus the page size and order when it is a list. */
export type ParsedQuery<S extends QuerySpecs> = { filters: Parsed<S> } & (S extends {
  limit: LimitParam;
  order: OrderParam;
}
  ? ListOptions
  : unknown);

/** What a query key no parameter declares gets: a 400 naming it, or nothing. */
export type UnknownKeys = 'reject' | 'ignore';

/** The configured page sizes (API_LIMIT_DEFAULT / API_LIMIT_MAX). */
export interface ConfiguredLimits {
  defaultLimit: number;
  maxLimit: number;
}

/**
 * Validates the whole query string against the route's parameters. Messages come in query order, one per
 * bad value ("Invalid parameter: x") or unknown key ("Unknown query parameter: x"), as the reference does.
 * `limit` and `order` are parameters only of routes that list them. With `unknownKeys: 'ignore'` an unknown key is
 * skipped instead, as the reference's Java service (Spring) skips every parameter its handler does not declare.
 */
export function parseQuery<S extends QuerySpecs>(
  query: QueryParams,
  specs: S,
  limits: ConfiguredLimits,
  unknownKeys: UnknownKeys = 'reject',
): ParsedQuery<S> {
  const errors: string[] = [];
  const filters: Record<string, Filter<unknown>[]> = {};
  let limit = limits.defaultLimit;
  let maxLimit = limits.maxLimit;
  let order: Order = 'asc';
  for (const [key, spec] of Object.entries(specs)) {
    if ('parse' in spec) filters[key] = [];
    else if (spec.kind === 'order') order = spec.default;
    else if (spec.fixed) [limit, maxLimit] = [spec.fixed.default, Math.min(spec.fixed.max, limits.maxLimit)];
  }
  for (const key of query.keys()) {
    const values = query.all(key);
    const spec = Object.hasOwn(specs, key) ? specs[key] : undefined;
    if (!spec) {
      if (unknownKeys === 'reject') errors.push(unknownParameter(key));
    } else if (!('parse' in spec)) {
      // Every value must be valid (one message per bad one); the last one counts.
      const valid = spec.kind === 'limit' ? isPageSize : isOrder;
      const bad = values.filter((value) => !valid(value));
      if (bad.length) errors.push(...bad.map(() => invalidParameter(key)));
      else if (spec.kind === 'limit') limit = Math.min(Number(values.at(-1)!), maxLimit);
      else order = values.at(-1) === 'desc' ? 'desc' : 'asc';
    } else {
      for (const raw of values) {
        const split = splitOperator(raw, spec.operators);
        const value = split ? spec.parse(split.value) : null;
        if (split && value !== null) filters[key]!.push({ operator: split.operator, value });
        else errors.push(invalidParameter(key));
      }
    }
  }
  if (errors.length) throw invalidArgument(errors);
  return { filters, limit, order } as unknown as ParsedQuery<S>;
}

const isPageSize = (value: string) => /^\d{1,19}$/.test(value) && BigInt(value) >= 1n && BigInt(value) <= MAX_LONG;
const isOrder = (value: string) => value === 'asc' || value === 'desc';

/**
 * Runs a query parse the way the reference's buildAndValidateFilters reports: every bad value first, then every
 * unknown key (the token routes; other routes name them in query order).
 */
export function unknownKeysLast<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
    const unknown = error.messages.filter((m) => m.startsWith('Unknown query parameter: '));
    throw invalidArgument([...error.messages.filter((m) => !unknown.includes(m)), ...unknown]);
  }
}
