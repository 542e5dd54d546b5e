/** `/contracts/results/logs` and `/contracts/{contractIdOrAddress}/results/logs`: contract event logs. */
import type { Filter, Order } from '../../../core/filter';
import { hexToBytes } from '../../../core/hex';
import { formatTimestamp, parseTimestamp } from '../../../core/timestamp';
import {
  blocksOf,
  findLogTransactionTimestamp,
  listContractLogs,
  toContractLogWire,
  type ContractLogQuery,
} from '../../../ledger/contract-logs';
import { ContractLogsResponse } from '../../../schemas/v1/contract-log';
import { invalidArgument } from '../../errors';
import { integerValue, nextLink, type LastValue } from '../../links';
import { ALL_OPERATORS, EQ_ONLY, integerParam, limitParam, orderParam, timestampParam, type FilterParam } from '../../params';
import type { QueryParams } from '../../query';
import type { ApiContext } from '../context';
import { checkContractIdOrAddress, contractIdFromPath } from '../contract-logs-path';
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
} from '../contract-logs-params';
import { timestampDoc } from '../openapi/parameters';
import { route, type AnyRoute } from '../route';
import { bindWindow } from '../transactions-list';

const TOPIC = /^(?:0x)?([0-9A-Fa-f]{1,64})$/;
const TRANSACTION_HASH = /^(?:0x)?([0-9A-Fa-f]{64}|[0-9A-Fa-f]{96})$/;

/** A topic as the importer stores it: no leading zero bytes (so `0x0a`, `a` and `000a` all find topic 0x…0a). */
function parseTopic(text: string): Uint8Array | null {
  const digits = TOPIC.exec(text)?.[1]?.replace(/^0+/, '');
  if (digits === undefined) return null;
  return hexToBytes(digits.length % 2 ? `0${digits}` : digits);
}

const topicParam = (n: number): FilterParam<Uint8Array> => ({
  operators: EQ_ONLY,
  parse: parseTopic,
  doc: {
    description: `The topic${n} of the logs (up to 32 bytes of hex); repeat for any of several values. Needs a timestamp range or eq.`,
    explode: true,
    schema: { type: 'string', pattern: '^(eq:)?(0x)?[0-9A-Fa-f]{1,64}$' },
  },
});

const logFilters = {
  index: {
    ...integerParam(ALL_OPERATORS),
    doc: {
      description: "The log's index within its transaction; needs a timestamp filter",
      explode: true,
      schema: { type: 'string', pattern: '^((eq|gt|gte|lt|lte):)?\\d{1,10}$' },
    },
  },
  limit: limitParam(),
  order: orderParam('desc'),
  timestamp: { ...timestampParam(ALL_OPERATORS), doc: timestampDoc },
  topic0: topicParam(0),
  topic1: topicParam(1),
  topic2: topicParam(2),
  topic3: topicParam(3),
};

const allLogFilters = {
  ...logFilters,
  'transaction.hash': {
    operators: EQ_ONLY,
    parse: (text: string) => {
      const digits = TRANSACTION_HASH.exec(text)?.[1];
      return digits === undefined ? null : hexToBytes(digits);
    },
    doc: {
      description: 'Only the logs of this transaction: a 32-byte Ethereum or Hedera hash prefix, or a 48-byte Hedera hash',
      schema: { type: 'string', pattern: '^(eq:)?(0x)?([0-9A-Fa-f]{64}|[0-9A-Fa-f]{96})$' },
    },
  } satisfies FilterParam<Uint8Array>,
};

interface LogFilters {
  index: Filter<bigint>[];
  timestamp: Filter<bigint>[];
  topic0: Filter<Uint8Array>[];
  topic1: Filter<Uint8Array>[];
  topic2: Filter<Uint8Array>[];
  topic3: Filter<Uint8Array>[];
  'transaction.hash'?: Filter<Uint8Array>[];
}

interface LogsRequest {
  ctx: ApiContext;
  path: string;
  query: QueryParams;
  filters: LogFilters;
  limit: number;
  order: Order;
}

const EMPTY: ContractLogsResponse = { logs: [], links: { next: null } };

const topicsOf = (f: LogFilters) => [f.topic0, f.topic1, f.topic2, f.topic3].map((t) => t.map((x) => x.value));

/** Topic searches scan a timestamp range (topics have no index), so the range must be bounded first. */
function checkTopicSearch(ctx: ApiContext, filters: LogFilters): void {
  if (topicsOf(filters).some((t) => t.length)) checkTopicTimestamps(collapseEqualRange(filters.timestamp), ctx.config.API_MAX_TIMESTAMP_RANGE_NS);
}

/** The page key bounds as given, read in query order (the first broken rule is the one reported), then validated. */
function readBounds(query: QueryParams, filters: LogFilters): { timestamp: KeyBound; index: KeyBound } {
  const timestamp = emptyBound('timestamp');
  const index = emptyBound('index');
  const collapsed = collapseEqualRange(filters.timestamp);
  for (const key of query.keys()) {
    if (key === 'index') filters.index.forEach((f) => addToBound(index, f));
    if (key === 'timestamp' && collapsed === filters.timestamp) collapsed.forEach((f) => addToBound(timestamp, f));
    if (key === 'transaction.hash' && filters['transaction.hash']!.length > 1) throw invalidArgument('Only one transaction.hash filter is allowed');
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
async function resolveTimestamps(r: LogsRequest, timestamp: KeyBound, byContract: boolean): Promise<ResolvedTimestamps | null> {
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
function logsNextLink(r: LogsRequest, logs: ContractLogsResponse['logs'], bounds: { timestamp: KeyBound; index: KeyBound }, next: bigint | null): string | null {
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

async function logsPage(r: LogsRequest, contractId: bigint | null): Promise<ContractLogsResponse> {
  const bounds = readBounds(r.query, r.filters);
  const timestamps = await resolveTimestamps(r, bounds.timestamp, contractId !== null);
  if (!timestamps) return EMPTY;
  const query: ContractLogQuery = {
    contractId,
    topics: topicsOf(r.filters),
    parts: keyRangeParts(timestamps, bounds.index),
    order: r.order,
    limit: r.limit,
  };
  const rows = await listContractLogs(r.ctx.db, query);
  const blocks = await blocksOf(r.ctx.db, rows.map((row) => row.consensus_timestamp));
  const logs = rows.map((row) => toContractLogWire(row, blocks.get(row.consensus_timestamp)));
  return { logs, links: { next: logsNextLink(r, logs, bounds, timestamps.next) } };
}

export const contractLogRoutes: AnyRoute[] = [
  route({
    pattern: '/api/v1/contracts/results/logs',
    operationId: 'listContractLogs',
    tag: 'contracts',
    summary: 'The logs of every contract, by topic, timestamp or transaction',
    description: 'Topic filters need a timestamp eq or a closed range no wider than 7 days.',
    path: {},
    query: allLogFilters,
    response: { name: 'ContractLogsResponse', schema: ContractLogsResponse },
    maxAge: 10,
    samples: (s) => [
      '/api/v1/contracts/results/logs',
      `/api/v1/contracts/results/logs?topic0=${s.logTopic0}&timestamp=gte:${s.logWindowStart}&timestamp=lte:${s.logWindowEnd}`,
      `/api/v1/contracts/results/logs?transaction.hash=${s.logTransactionHash}&limit=1`,
      `/api/v1/contracts/results/logs?timestamp=gte:${s.logWindowStart}&timestamp=lte:${s.logWindowEnd}&index=gte:1&limit=2&order=asc`,
    ],
    async handler({ ctx, path, query, parseQuery }) {
      const { filters, limit, order } = parseQuery();
      checkTopicSearch(ctx, filters);
      return logsPage({ ctx, path, query, filters, limit, order }, null);
    },
  }),
  route({
    pattern: '/api/v1/contracts/:contractIdOrAddress/results/logs',
    operationId: 'listContractLogsByContract',
    tag: 'contracts',
    summary: 'The logs a contract emitted',
    description: 'Topic filters need a timestamp eq or a closed range no wider than 7 days.',
    path: {
      contractIdOrAddress: {
        description: 'Contract id (`0.0.N`, `N` or encoded), or EVM address (long-zero or CREATE2; optional 0x)',
        schema: { type: 'string', pattern: '^((\\d{1,4}\\.)?(\\d{1,5}\\.)?(\\d{1,12}|(0x)?[A-Fa-f0-9]{40})|-?\\d{1,19})$' },
      },
    },
    query: logFilters,
    response: { name: 'ContractLogsResponse', schema: ContractLogsResponse },
    maxAge: 1,
    samples: (s) => [
      `/api/v1/contracts/${s.logContractId}/results/logs`,
      `/api/v1/contracts/${s.logContractId}/results/logs?order=asc&limit=2`,
      `/api/v1/contracts/${s.logContractId}/results/logs?topic0=${s.logTopic0}&timestamp=gte:${s.logWindowStart}&timestamp=lte:${s.logWindowEnd}`,
    ],
    async handler({ ctx, path, params, query, parseQuery }) {
      checkContractIdOrAddress(params.contractIdOrAddress);
      const { filters, limit, order } = parseQuery();
      checkTopicSearch(ctx, filters);
      const contractId = await contractIdFromPath(ctx.db, params.contractIdOrAddress);
      if (contractId === 0n) return EMPTY;
      return logsPage({ ctx, path, query, filters, limit, order }, contractId);
    },
  }),
];
