/**
 * Lists keep their API query in the page URL: `/transactions?limit=25&timestamp=lt:1700000000.000000001` reads
 * `/api/v1/transactions?limit=25&timestamp=lt:…`. The next page is the API's `links.next` moved onto the page path,
 * so Back and reload keep the place, and only parameters the page knows are passed on.
 */
import { parseLocalDateTime } from '../core/format';

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
/** The reference's `response.limit.max`: the most rows one request may ask for. */
export const MAX_PAGE_SIZE = 100;

export type Order = 'asc' | 'desc';

/** A page size as the URL gives it: a whole number from 1 to the maximum, else null. */
export function parseLimit(value: string | null): number | null {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  const limit = Number(value);
  return limit >= 1 && limit <= MAX_PAGE_SIZE ? limit : null;
}

/**
 * Picks the allowed parameters (in order, repeats kept) from a page URL; a valid page size is always set, and
 * `defaults` fill parameters the URL leaves out (a list shown in another order than the API's default).
 */
export function pickParams(
  params: URLSearchParams,
  allowed: readonly string[],
  defaults: Record<string, string> = {},
): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of params) if (allowed.includes(key) && value !== '') out.append(key, value);
  if (parseLimit(out.get('limit')) === null) out.set('limit', String(DEFAULT_PAGE_SIZE));
  for (const [key, value] of Object.entries(defaults)) if (!out.has(key)) out.set(key, value);
  return out;
}

/** The order a list is shown in: the URL's (any case, as the API reads it), else the list's default. */
export function listOrder(params: URLSearchParams, defaultOrder: Order): Order {
  const order = params.get('order')?.toLowerCase();
  return order === 'asc' || order === 'desc' ? order : defaultOrder;
}

export function apiListPath(
  endpoint: string,
  params: URLSearchParams,
  allowed: readonly string[],
  defaults: Record<string, string> = {},
): string {
  return `${endpoint}?${pickParams(params, allowed, defaults).toString()}`;
}

/** The page parameters every explorer link carries on: the network (and a tab). */
export function keptParams(current: URLSearchParams): URLSearchParams {
  const keep = new URLSearchParams();
  for (const key of ['network', 'tab']) {
    const value = current.get(key);
    if (value) keep.set(key, value);
  }
  return keep;
}

/** `links.next` (an /api/v1 path with its query) → the page URL of the next page, keeping `keep` params (network, tab). */
export function nextPageHref(
  next: string | null | undefined,
  pagePath: string,
  allowed: readonly string[],
  keep: URLSearchParams = new URLSearchParams(),
): string | null {
  if (!next) return null;
  const query = next.includes('?') ? next.slice(next.indexOf('?') + 1) : '';
  const params = pickParams(new URLSearchParams(query), allowed);
  for (const [key, value] of keep) params.set(key, value);
  return `${pagePath}?${params.toString()}`;
}

/** The same list from the start with one parameter changed (filters, order and size reset the cursor). */
export function restartHref(
  pagePath: string,
  current: URLSearchParams,
  allowed: readonly string[],
  change: Record<string, string | null>,
  keep: readonly string[] = ['network', 'tab'],
): string {
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
  return (
    /^(timestamp|block\.number|account\.id|schedule\.id|node\.id|token\.id|serialnumber|spender\.id|receiver\.id|sender\.id)$/.test(
      key,
    ) && /^(lt|gt|lte|gte):/.test(value)
  );
}

export function isFirstPage(current: URLSearchParams): boolean {
  for (const [key, value] of current) if (isCursor(key, value)) return false;
  return true;
}

/** A range operator and its value (`lt:1700000000.000000000`). */
const RANGE = /^(lt|gt|lte|gte):(.*)$/is;

/**
 * A list's keyset: one column (`timestamp`) or several paged as one tuple (`token.id` then `serialnumber`), and a
 * row's values in them, in the same order.
 */
export type KeyColumns = string | readonly string[];
export type KeyValues = string | readonly string[];

const asList = (value: string | readonly string[]): readonly string[] => (typeof value === 'string' ? [value] : value);

/** The key columns a cursor moves: those the URL does not pin to one value (`token.id=0.0.5` leaves the serial). */
function openColumns(params: URLSearchParams, key: KeyColumns): { columns: readonly string[]; open: number[] } {
  const columns = asList(key);
  const open = columns.flatMap((column, i) => (params.getAll(column).some((v) => !RANGE.test(v)) ? [] : [i]));
  return { columns, open };
}

/**
 * "Previous page" for a keyset list, without browser history: the API is asked for the rows just before this
 * page's first row, in the opposite order (`key=gt:first&order=asc` for a newest-first list; over several columns
 * the tuple bound the API's own links use, `token.id=gte:t&serialnumber=gt:s`). The answer says where the previous
 * page starts (see {@link previousPageHref}). One row more than a page is asked for, so an answer that fits in a
 * page means the previous page is the first one. Null on the first page.
 */
export function previousProbePath(
  apiPath: string,
  key: KeyColumns,
  first: KeyValues | undefined,
  defaultOrder: Order,
): string | null {
  const at = apiPath.indexOf('?');
  const endpoint = at === -1 ? apiPath : apiPath.slice(0, at);
  const params = new URLSearchParams(at === -1 ? '' : apiPath.slice(at + 1));
  if (isFirstPage(params)) return null;
  const { columns, open } = openColumns(params, key);
  const order = listOrder(params, defaultOrder);
  const bounds =
    first === undefined ? beyondCursor(params, columns, open, order) : beforeRow(columns, open, asList(first), order);
  if (!bounds) return null;
  const limit = parseLimit(params.get('limit')) ?? DEFAULT_PAGE_SIZE;
  const probe = new URLSearchParams();
  for (const [k, v] of params)
    if (k !== 'limit' && k !== 'order' && !(columns.includes(k) && RANGE.test(v))) probe.append(k, v);
  probe.set('limit', String(Math.min(limit + 1, MAX_PAGE_SIZE)));
  probe.set('order', order === 'desc' ? 'asc' : 'desc');
  for (const [column, bound] of bounds) probe.append(column, bound);
  return `${endpoint}?${probe.toString()}`;
}

/** Rows before `first` in the list's order: `gt:` (newest first) over the tuple, inclusive on all but the last column. */
function beforeRow(
  columns: readonly string[],
  open: number[],
  values: readonly string[],
  order: Order,
): [string, string][] {
  return open.map((i, n) => [
    columns[i]!,
    `${order === 'desc' ? 'gt' : 'lt'}${n === open.length - 1 ? '' : 'e'}:${values[i]}`,
  ]);
}

/**
 * An empty page (the one after a full last page, which links.next still points to) has no first row: the rows
 * before it are the other side of its own cursor, `lt:v` becoming `gte:v` and `lte:v` becoming `gt:v`.
 */
function beyondCursor(
  params: URLSearchParams,
  columns: readonly string[],
  open: number[],
  order: Order,
): [string, string][] | null {
  const bounds: [string, string][] = [];
  for (const [n, i] of open.entries()) {
    const column = columns[i]!;
    const cursor = params
      .getAll(column)
      .map((v) => RANGE.exec(v))
      .find((m) => m && m[1]!.toLowerCase().startsWith(order === 'desc' ? 'l' : 'g'));
    if (!cursor) return null;
    const strict = cursor[1]!.length === 2;
    const last = n === open.length - 1;
    bounds.push([column, `${order === 'desc' ? 'gt' : 'lt'}${!last || strict ? 'e' : ''}:${cursor[2]}`]);
  }
  return bounds.length ? bounds : null;
}

/**
 * The page URL of the previous page from the probe's answer (`before`: the key of each row, nearest first). The
 * previous page ends at the row next to this page and begins `limit` rows further, so its cursor includes that
 * row (`lte:` newest first, `gte:` oldest first, on every open column). Fewer rows than that: the previous page is
 * the first page.
 */
export function previousPageHref(
  pagePath: string,
  current: URLSearchParams,
  allowed: readonly string[],
  key: KeyColumns,
  defaultOrder: Order,
  before: readonly KeyValues[],
): string | null {
  if (before.length === 0) return null;
  const limit = parseLimit(current.get('limit')) ?? DEFAULT_PAGE_SIZE;
  const probed = Math.min(limit + 1, MAX_PAGE_SIZE);
  const top = before[limit - 1];
  if (top === undefined || (before.length <= limit && probed > limit))
    return restartHref(pagePath, current, allowed, {});
  const { columns, open } = openColumns(current, key);
  const values = asList(top);
  const params = new URLSearchParams();
  for (const [k, v] of pickParams(current, allowed)) if (!(columns.includes(k) && RANGE.test(v))) params.append(k, v);
  const operator = listOrder(current, defaultOrder) === 'desc' ? 'lte' : 'gte';
  for (const i of open) params.append(columns[i]!, `${operator}:${values[i]}`);
  for (const [k, v] of keptParams(current)) params.set(k, v);
  return `${pagePath}?${params.toString()}`;
}

/**
 * "Jump to a date" on a transaction list: the filter form sends the date and time as typed (`at`) and, from the
 * browser, the zone it was meant in (`tz`, minutes east of UTC; UTC without JavaScript or in UTC mode).
 */
export const JUMP_PARAMS = ['at', 'tz'] as const;

function jumpSeconds(current: URLSearchParams): number | null {
  const tz = current.get('tz') ?? '';
  return /^[+-]?\d{1,4}$/.test(tz) || tz === '' ? parseLocalDateTime(current.get('at') ?? '', Number(tz)) : null;
}

/**
 * The list URL a jump asks for, with the date as the list's timestamp cursor: newest first, the transactions at or
 * before it; oldest first, at or after it. An empty date just drops the fields. Null when no jump was asked, or
 * when its date cannot be read (paramProblems names it).
 */
export function jumpHref(pagePath: string, current: URLSearchParams, defaultOrder: Order): string | null {
  if (!JUMP_PARAMS.some((p) => current.has(p))) return null;
  const at = current.get('at') ?? '';
  const seconds = at === '' ? null : jumpSeconds(current);
  if (at !== '' && seconds === null) return null;
  const params = new URLSearchParams();
  for (const [k, v] of current)
    if (!(JUMP_PARAMS as readonly string[]).includes(k) && !(k === 'timestamp' && RANGE.test(v) && seconds !== null))
      params.append(k, v);
  if (seconds !== null)
    params.append(
      'timestamp',
      listOrder(current, defaultOrder) === 'desc' ? `lte:${seconds}.999999999` : `gte:${seconds}.000000000`,
    );
  const query = params.toString();
  return query ? `${pagePath}?${query}` : pagePath;
}

/** A parameter of a list URL that the page or the API refused, with the values the URL gave it. */
export interface ParamProblem {
  /** '' when the message names no parameter. */
  param: string;
  values: string[];
  message: string;
  /** The API's words (shown as such), or the page's own check. */
  fromApi: boolean;
}

/**
 * The page's own check (a page size the API never sees, since an unreadable one is replaced by the default) and
 * the API's 400 messages ("Invalid parameter: order", "Unknown query parameter: x"), each tied to its parameter.
 */
export function paramProblems(current: URLSearchParams, apiMessages: readonly string[]): ParamProblem[] {
  const messages = apiMessages.map((message) => ({ message, fromApi: true }));
  if (current.getAll('limit').some((v) => parseLimit(v) === null))
    messages.unshift({ message: 'Invalid parameter: limit', fromApi: false });
  if (current.has('at') && current.get('at') !== '' && jumpSeconds(current) === null)
    messages.unshift({ message: 'Invalid parameter: at', fromApi: false });
  const seen = new Set<string>();
  const out: ParamProblem[] = [];
  for (const { message, fromApi } of messages) {
    const param = /parameters?:?\s+([\w.]+)/i.exec(message)?.[1] ?? '';
    if (seen.has(param || message)) continue;
    seen.add(param || message);
    out.push({ param, values: param ? current.getAll(param) : [], message, fromApi });
  }
  return out;
}
