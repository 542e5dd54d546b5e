/**
 * Lists keep their API query in the page URL: `/transactions?limit=25&timestamp=lt:1700000000.000000001` reads
 * `/api/v1/transactions?limit=25&timestamp=lt:…`. The next page is the API's `links.next` moved onto the page path,
 * so Back and reload keep the place, and only parameters the page knows are passed on.
 */
export type SearchParamsRecord = Record<string, string | string[] | undefined>;

export function toSearchParams(record: SearchParamsRecord | URLSearchParams): URLSearchParams {
  if (record instanceof URLSearchParams) return new URLSearchParams(record);
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) out.append(key, v);
  }
  return out;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** Picks the allowed parameters (in order, repeats kept) from a page URL; a valid page size is always set. */
export function pickParams(params: URLSearchParams, allowed: readonly string[]): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of params) if (allowed.includes(key) && value !== '') out.append(key, value);
  const limit = Number(out.get('limit'));
  if (!PAGE_SIZES.includes(limit as (typeof PAGE_SIZES)[number])) out.set('limit', String(DEFAULT_PAGE_SIZE));
  return out;
}

export function apiListPath(endpoint: string, params: URLSearchParams, allowed: readonly string[]): string {
  return `${endpoint}?${pickParams(params, allowed).toString()}`;
}

/** `links.next` (an /api/v1 path with its query) → the page URL of the next page, keeping `keep` params (network, tab). */
export function nextPageHref(next: string | null | undefined, pagePath: string, allowed: readonly string[], keep: URLSearchParams = new URLSearchParams()): string | null {
  if (!next) return null;
  const query = next.includes('?') ? next.slice(next.indexOf('?') + 1) : '';
  const params = pickParams(new URLSearchParams(query), allowed);
  for (const [key, value] of keep) params.set(key, value);
  return `${pagePath}?${params.toString()}`;
}

/** The same list from the start with one parameter changed (filters, order and size reset the cursor). */
export function restartHref(pagePath: string, current: URLSearchParams, allowed: readonly string[], change: Record<string, string | null>, keep: readonly string[] = ['network', 'tab']): string {
  const params = new URLSearchParams();
  for (const [key, value] of current) {
    if (keep.includes(key) || (allowed.includes(key) && !isCursor(key, value))) params.append(key, value);
  }
  for (const [key, value] of Object.entries(change)) {
    params.delete(key);
    if (value !== null && value !== '') params.set(key, value);
  }
  const query = params.toString();
  return query ? `${pagePath}?${query}` : pagePath;
}

/** Keyset cursors the API puts in `links.next` (`timestamp=lt:…`, `block.number=lt:…`, `account.id=gt:…`). */
function isCursor(key: string, value: string): boolean {
  return /^(timestamp|block\.number|account\.id|schedule\.id|node\.id|token\.id|serialnumber|spender\.id|receiver\.id|sender\.id)$/.test(key) && /^(lt|gt|lte|gte):/.test(value);
}

export function isFirstPage(current: URLSearchParams): boolean {
  for (const [key, value] of current) if (isCursor(key, value)) return false;
  return true;
}
