import { parseEntityId } from '../core/entity-id';
import type { Order } from '../core/filter';
import type { QueryParams } from './query';

export interface LastValue {
  value: string;
  /** true → gte/lte (the key is not unique on its own and the next page must include it again). */
  inclusive?: boolean;
}

const BOUND = /[gl]t[e]?:/;

/**
 * The reference's `links.next` (rest/utils.js getNextParamQueries/updateReqQuery/isEmptyRange): for each key of
 * the page's last row, same-direction bounds (gt/gte for asc, lt/lte for desc) are replaced by the last value.
 * A key absent from the query is appended; a key given once with a same-direction bound moves to the end; a
 * key whose remaining values include no gt/gte/lt/lte bound (eq, ne) gets NO continuation value (the reference
 * repeats the same query); a repeated key keeps its place. When `parse` is given and the first key's bounds
 * then describe an empty range (e.g. gt:4 & lt:5), there is no next page: null.
 */
export function nextLink(
  path: string,
  query: QueryParams,
  order: Order,
  last: Record<string, LastValue | string>,
  parse?: (value: string) => bigint | null,
): string | null {
  const sameDirection = order === 'asc' ? /gte?:/ : /lte?:/;
  const bound = order === 'asc' ? 'gt' : 'lt';
  const params = new Map(
    query.entries().map(([k, v]) => [k, v.length === 1 ? v[0]! : v] as [string, string | string[]]),
  );
  for (const [key, lastValue] of Object.entries(last)) {
    const { value, inclusive } = typeof lastValue === 'string' ? { value: lastValue, inclusive: false } : lastValue;
    const insert = `${bound}${inclusive ? 'e' : ''}:${value}`;
    const current = params.get(key);
    if (current === undefined) {
      params.set(key, insert);
    } else if (Array.isArray(current)) {
      const kept = current.filter((v) => !sameDirection.test(v));
      params.set(key, current.some((v) => BOUND.test(v)) ? [...kept, insert] : kept);
    } else if (sameDirection.test(current)) {
      params.delete(key);
      params.set(key, insert);
    } else if (BOUND.test(current)) {
      params.set(key, [current, insert]);
    }
  }
  const primary = Object.keys(last)[0];
  if (parse && primary !== undefined && isEmptyRange(params.get(primary), parse)) return null;
  const search = [...params.entries()]
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${k}=${x}`))
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** Whether a key's gt/gte/lt/lte values leave no value between them (the reference's isEmptyRange). */
export function isEmptyRange(values: string | string[] | undefined, parse: (value: string) => bigint | null): boolean {
  let lower: bigint | null = null;
  let upper: bigint | null = null;
  for (const v of values === undefined ? [] : Array.isArray(values) ? values : [values]) {
    const m = /^([gl]te?):(.*)$/.exec(v);
    const parsed = m ? parse(m[2]!) : null;
    if (!m || parsed === null) continue;
    const op = m[1]!;
    if (op.startsWith('g')) {
      const low = op === 'gt' ? parsed + 1n : parsed;
      lower = lower === null || low > lower ? low : lower;
    } else {
      const high = op === 'lt' ? parsed - 1n : parsed;
      upper = upper === null || high < upper ? high : upper;
    }
  }
  return lower !== null && upper !== null && upper < lower;
}

/** Value readers for the empty-range check of `nextLink`. */
export const entityIdValue = (value: string): bigint | null => parseEntityId(value, { allowEvmAddress: true });
export const integerValue = (value: string): bigint | null => (/^\d{1,19}$/.test(value) ? BigInt(value) : null);

/**
 * `links.next` as the reference's Java service builds it (rest-java LinkFactoryImpl): only the parameters the
 * endpoint knows are carried over, in the order they were given; the paging key loses its same-direction bounds
 * and gains `gt:`/`lt:` the last value, unless it is already pinned by an equality (then the query repeats);
 * and there is no next page when the key's bounds then leave nothing between them.
 */
export function javaNextLink(
  path: string,
  query: QueryParams,
  order: Order,
  key: string,
  last: string,
  carried: readonly string[],
): string | null {
  const sameDirection = order === 'asc' ? /^gte?:/i : /^lte?:/i;
  const params = new Map<string, string[]>();
  for (const [name, values] of query.entries()) {
    if (name !== key && !carried.includes(name)) continue;
    const kept = name === key ? values.filter((v) => !sameDirection.test(v)) : values;
    if (kept.length) params.set(name, kept);
  }
  const pinned = (params.get(key) ?? []).some((v) => !/^[gl]te?:/i.test(v));
  if (!pinned) params.set(key, [...(params.get(key) ?? []), `${order === 'asc' ? 'gt' : 'lt'}:${last}`]);
  if (
    isEmptyRange(
      params.get(key)?.map((v) => v.toLowerCase()),
      integerValue,
    )
  )
    return null;
  const search = [...params].flatMap(([name, values]) => values.map((v) => `${name}=${v}`)).join('&');
  return `${path}?${search}`;
}
