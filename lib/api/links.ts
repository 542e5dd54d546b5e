import type { Order } from './params';
import type { QueryParams } from './query';

export interface LastValue {
  value: string;
  /** true → gte/lte (the key is not unique on its own and the next page must include it again). */
  inclusive?: boolean;
}

/**
 * The reference's `links.next`: the request's own query with, for each key of the page's last row, the
 * same-direction bounds (gt/gte for asc, lt/lte for desc) replaced by the last value. A key given once is
 * moved to the end; a repeated key keeps its place; a missing key is appended.
 */
export function nextLink(path: string, query: QueryParams, order: Order, last: Record<string, LastValue | string>): string {
  const sameDirection = order === 'asc' ? /gte?:/ : /lte?:/;
  const bound = order === 'asc' ? 'gt' : 'lt';
  const params = new Map(query.entries().map(([k, v]) => [k, v.length === 1 ? v[0]! : v] as [string, string | string[]]));
  for (const [key, lastValue] of Object.entries(last)) {
    const { value, inclusive } = typeof lastValue === 'string' ? { value: lastValue, inclusive: false } : lastValue;
    const insert = `${bound}${inclusive ? 'e' : ''}:${value}`;
    const current = params.get(key);
    if (current === undefined) {
      params.set(key, insert);
    } else if (Array.isArray(current)) {
      params.set(key, [...current.filter((v) => !sameDirection.test(v)), insert]);
    } else if (sameDirection.test(current)) {
      params.delete(key);
      params.set(key, insert);
    } else {
      params.set(key, [current, insert]);
    }
  }
  const search = [...params.entries()]
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${k}=${x}`))
    .join('&');
  return search ? `${path}?${search}` : path;
}
