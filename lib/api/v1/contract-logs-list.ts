/**
 * One page of a log list, as the reference's contract controller reads it: the (timestamp, index) bounds in query
 * order, the timestamp a transaction hash names or the bound window of the all-contracts list, the page in
 * index-friendly parts, its blocks, and `links.next`.
 */
import type { Filter, Order } from '../../core/filter';
import { formatTimestamp, parseTimestamp } from '../../core/timestamp';
import {
  findLogTransactionTimestamp,
  listContractLogs,
  toContractLogWire,
  type ContractLogQuery,
} from '../../ledger/contract-logs';
import type { ContractLogsResponse } from '../../schemas/v1/contract-log';
import { invalidArgument } from '../errors';
import { integerValue, nextLink, type LastValue } from '../links';
import type { QueryParams } from '../query';
import type { ApiContext } from './context';
import {
  addToBound,
  checkTopicTimestamps,
  collapseEqualRange,
  emptyBound,
  hasRange,
  inclusiveRange,
  isEmptyBound,
  keyRangeParts,
  validateLogBounds,
  type KeyBound,
} from './contract-logs-params';
import { bindWindow } from './transactions-list';

export interface LogFilters {
  index: Filter<bigint>[];
  timestamp: Filter<bigint>[];
  topic0: Filter<Uint8Array>[];
  topic1: Filter<Uint8Array>[];
  topic2: Filter<Uint8Array>[];
  topic3: Filter<Uint8Array>[];
  'transaction.hash'?: Filter<Uint8Array>[];
}

export interface LogsRequest {
  ctx: ApiContext;
  path: string;
  query: QueryParams;
  filters: LogFilters;
  limit: number;
  order: Order;
}

export const EMPTY_LOGS: ContractLogsResponse = { logs: [], links: { next: null } };

const topicsOf = (f: LogFilters) => [f.topic0, f.topic1, f.topic2, f.topic3].map((t) => t.map((x) => x.value));

/** Topic searches scan a timestamp range (topics have no index), so the range must be bounded first. */
export function checkTopicSearch(ctx: ApiContext, filters: LogFilters): void {
  if (topicsOf(filters).some((t) => t.length))
    checkTopicTimestamps(collapseEqualRange(filters.timestamp), ctx.config.API_MAX_TIMESTAMP_RANGE_NS);
}

/** The page key bounds as given, read in query order (the first broken rule is the one reported), then validated. */
function readBounds(query: QueryParams, filters: LogFilters): { timestamp: KeyBound; index: KeyBound } {
  const timestamp = emptyBound('timestamp');
  const index = emptyBound('index');
  const collapsed = collapseEqualRange(filters.timestamp);
  for (const key of query.keys()) {
    if (key === 'index') filters.index.forEach((f) => addToBound(index, f));
    if (key === 'timestamp' && collapsed === filters.timestamp) collapsed.forEach((f) => addToBound(timestamp, f));
    if (key === 'transaction.hash' && filters['transaction.hash']!.length > 1)
      throw invalidArgument('Only one transaction.hash filter is allowed');
  }
  // A collapsed range reads as one eq filter given last, as the reference rewrites it.
  if (collapsed !== filters.timestamp) collapsed.forEach((f) => addToBound(timestamp, f));
  validateLogBounds(timestamp, index);
  return { timestamp, index };
}

interface ResolvedTimestamps {
  equal: bigint | null;
  lower: bigint | null;
  upper: bigint | null;
  /** Where query.bindTimestampRange cut an open range: the next page starts there. */
  next: bigint | null;
}

/**
 * The timestamps the page reads: the transaction a hash names; else the filters as inclusive bounds, which the
 * all-contracts list closes (query.bindTimestampRange) when the reference would. null = nothing can match.
 */
async function resolveTimestamps(
  r: LogsRequest,
  timestamp: KeyBound,
  byContract: boolean,
): Promise<ResolvedTimestamps | null> {
  const hash = r.filters['transaction.hash']?.[0]?.value;
  if (hash) {
    const given = [timestamp.equal, timestamp.lower, timestamp.upper].filter((f): f is Filter<bigint> => f !== null);
    const found = await findLogTransactionTimestamp(r.ctx.db, hash, given, r.order, r.ctx.config.API_LIMIT_DEFAULT);
    return found === null ? null : { equal: found, lower: null, upper: null, next: null };
  }
  const { lower, upper } = inclusiveRange(timestamp);
  if (lower !== null && upper !== null && lower > upper) return null;
  if (timestamp.equal) return { equal: timestamp.equal.value, lower: null, upper: null, next: null };
  if (byContract) return { equal: null, lower, upper, next: null };
  const bound = await bindWindow(r.ctx, { lower, upper, eq: [], ne: [] }, r.order);
  return { equal: null, lower: bound.window.lower, upper: bound.window.upper, next: bound.next };
}

/**
 * The reference's pagination for a (timestamp, index) key: none once a page is short (unless the range was cut)
 * or both are pinned by eq; else each bounded or absent key continues from the last row — timestamp inclusively
 * unless index is pinned, index exclusively.
 */
function logsNextLink(
  r: LogsRequest,
  logs: ContractLogsResponse['logs'],
  bounds: { timestamp: KeyBound; index: KeyBound },
  next: bigint | null,
): string | null {
  const { timestamp, index } = bounds;
  const isEnd = logs.length < r.limit;
  if (next === null && (isEnd || (timestamp.equal && index.equal))) return null;
  const last = logs.at(-1);
  const values: Record<string, LastValue> = {};
  if (hasRange(timestamp) || isEmptyBound(timestamp)) {
    values.timestamp = { value: isEnd ? formatTimestamp(next)! : last!.timestamp, inclusive: !index.equal };
  }
  if (last && (hasRange(index) || isEmptyBound(index))) values.index = { value: String(last.index) };
  return nextLink(r.path, r.query, r.order, values, values.timestamp ? parseTimestamp : integerValue);
}

export async function logsPage(r: LogsRequest, contractId: bigint | null): Promise<ContractLogsResponse> {
  const bounds = readBounds(r.query, r.filters);
  const timestamps = await resolveTimestamps(r, bounds.timestamp, contractId !== null);
  if (!timestamps) return EMPTY_LOGS;
  const query: ContractLogQuery = {
    contractId,
    topics: topicsOf(r.filters),
    parts: keyRangeParts(timestamps, bounds.index),
    order: r.order,
    limit: r.limit,
  };
  const rows = await listContractLogs(r.ctx.db, query);
  const logs = rows.map((row) => toContractLogWire(row, row.block));
  return { logs, links: { next: logsNextLink(r, logs, bounds, timestamps.next) } };
}
