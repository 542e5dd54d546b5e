import { nowNs } from '../../core/clock';
import {
  firstTransactionTimestamp,
  listTransactions,
  type TimestampWindow,
  type TransactionListQuery,
  type TransactionWire,
} from '../../ledger/transactions';
import { transactionTypeId } from '../../ledger/names';
import { invalidArgument } from '../errors';
import { nextLink } from '../links';
import { ALL_OPERATORS, entityIdParam, timestampParam, type FilterParam, type ParamDoc } from '../params';
import { type Filter, type Order } from '../../core/filter';
import { QueryParams } from '../query';
import { formatTimestamp, parseTimestamp } from '../../core/timestamp';
import type { ApiContext } from './context';
import { entityIdDoc, timestampDoc, transactionTypeDoc } from './openapi/parameters';

/** A word parameter that takes any operator (the reference ignores it) and compares case-insensitively. */
const wordParam = <T extends string>(parse: (v: string) => T | null, doc: ParamDoc): FilterParam<T> => ({
  operators: ALL_OPERATORS,
  parse,
  doc,
});

/** The filters `/transactions` accepts; `/accounts/{id}` accepts some of them beside its own. */
export const transactionFilterSpecs = {
  'account.id': {
    ...entityIdParam(ALL_OPERATORS, true),
    doc: {
      ...entityIdDoc('Only transactions that moved value for, or were paid by, this account', 'gte:0.0.2'),
      schema: {
        type: 'string',
        pattern: '^((eq|ne|gt|gte|lt|lte):)?((\\d{1,10}\\.\\d{1,10}\\.)?\\d{1,10}|(0x)?[A-Fa-f0-9]{40})$',
      },
    },
  },
  timestamp: { ...timestampParam(ALL_OPERATORS), doc: timestampDoc },
  transactiontype: wordParam((v) => (transactionTypeId(v) === null ? null : v.toUpperCase()), transactionTypeDoc),
  result: wordParam(
    (v) => (['success', 'fail'].includes(v.toLowerCase()) ? (v.toLowerCase() as 'success' | 'fail') : null),
    {
      description: 'The transaction success type',
      schema: { type: 'string', enum: ['success', 'fail'] },
      example: 'success',
    },
  ),
  type: wordParam(
    (v) => (['credit', 'debit'].includes(v.toLowerCase()) ? (v.toLowerCase() as 'credit' | 'debit') : null),
    {
      description: 'The account balance modification type (with account.id)',
      schema: { type: 'string', enum: ['credit', 'debit'] },
      example: 'credit',
    },
  ),
};

/**
 * The reference's timestamp rules for transaction lists (parseTimestampFilters with ne and open ranges allowed,
 * strict checks on): one lower and one upper bound at most, eq not mixed with anything else. gt/lt become
 * inclusive bounds; `empty` when the bounds cross.
 */
export function timestampWindow(filters: Filter<bigint>[]): { window: TimestampWindow; empty: boolean } {
  const eq = new Set<bigint>();
  const ne = new Set<bigint>();
  let lower: bigint | null = null;
  let upper: bigint | null = null;
  let lowerCount = 0;
  let upperCount = 0;
  for (const { operator, value } of filters) {
    if (operator === 'eq') eq.add(value);
    else if (operator === 'ne') ne.add(value);
    else if (operator === 'gt' || operator === 'gte') {
      const v = operator === 'gt' ? value + 1n : value;
      lower = lower === null || v > lower ? v : lower;
      lowerCount++;
    } else {
      const v = operator === 'lt' ? value - 1n : value;
      upper = upper === null || v < upper ? v : upper;
      upperCount++;
    }
  }
  if (lowerCount > 1) throw invalidArgument('Multiple gt or gte operators not permitted for timestamp param');
  if (upperCount > 1) throw invalidArgument('Multiple lt or lte operators not permitted for timestamp param');
  if (eq.size > 0 && (lowerCount > 0 || upperCount > 0 || ne.size > 0)) {
    throw invalidArgument('Cannot combine eq with ne, gt, gte, lt, or lte for timestamp param');
  }
  const empty = lower !== null && upper !== null && upper < lower;
  return { window: { lower, upper, eq: [...eq], ne: [...ne] }, empty };
}

/**
 * query.bindTimestampRange: an open window is closed with the first transaction and "now", and cut to
 * maxTransactionsTimestampRange from the end the order starts at; `next` is where the cut fell.
 */
export async function bindWindow(
  ctx: ApiContext,
  window: TimestampWindow,
  order: Order,
): Promise<{ window: TimestampWindow; next: bigint | null }> {
  if (!ctx.config.API_BIND_TIMESTAMP_RANGE || window.eq.length) return { window, next: null };
  const max = ctx.config.API_MAX_TRANSACTIONS_TIMESTAMP_RANGE_NS;
  const lower = window.lower ?? (await firstTransactionTimestamp(ctx.db));
  const upper = window.upper ?? nowNs(ctx.clock);
  if (upper - lower + 1n <= max) return { window: { ...window, lower, upper }, next: null };
  if (order === 'desc') {
    const begin = upper - max + 1n;
    return { window: { ...window, lower: begin, upper }, next: begin };
  }
  const end = lower + max - 1n;
  return { window: { ...window, lower, upper: end }, next: end };
}

/** Parsed `/transactions`-style filters, before the timestamp window is bound. */
export interface TransactionListFilters {
  accountIds: Filter<bigint>[];
  timestamp: Filter<bigint>[];
  transactionTypes: string[];
  result: 'success' | 'fail' | null;
  creditTypes: ('credit' | 'debit')[];
  limit: number;
  order: Order;
}

/**
 * One page of transactions with its `links.next`, exactly as the reference's doGetTransactions: used by
 * `/transactions` and by `/accounts/{id}` (which passes its account as an eq `accountIds` filter).
 */
export async function transactionsPage(
  ctx: ApiContext,
  path: string,
  query: QueryParams,
  filters: TransactionListFilters,
): Promise<{ transactions: TransactionWire[]; links: { next: string | null } }> {
  const { window, empty } = timestampWindow(filters.timestamp);
  const credit = new Set(filters.creditTypes);
  if (window.eq.length > 1 || empty || credit.size > 1) return { transactions: [], links: { next: null } };
  const bound = await bindWindow(ctx, window, filters.order);
  const q: TransactionListQuery = {
    accountIds: filters.accountIds,
    timestamp: bound.window,
    transactionTypes: filters.transactionTypes.map((t) => transactionTypeId(t)!),
    result: filters.result ?? undefined,
    creditType: [...credit][0],
    limit: filters.limit,
    order: filters.order,
  };
  const transactions =
    bound.window.lower !== null && bound.window.upper !== null && bound.window.lower > bound.window.upper
      ? []
      : await listTransactions(ctx.db, q);
  const isEnd = transactions.length !== filters.limit;
  if (isEnd && bound.next === null) return { transactions, links: { next: null } };
  const last = isEnd ? formatTimestamp(bound.next)! : transactions.at(-1)!.consensus_timestamp;
  return { transactions, links: { next: nextLink(path, query, filters.order, { timestamp: last }, parseTimestamp) } };
}

const lastValue = <T>(filters: Filter<T>[]): T | null => filters.at(-1)?.value ?? null;

/** Reads the list filters out of `parseQuery` results (shared by the accounts route). */
export function toListFilters(parsed: {
  filters: {
    'account.id'?: Filter<bigint>[];
    timestamp: Filter<bigint>[];
    transactiontype: Filter<string>[];
    result: Filter<'success' | 'fail'>[];
    type: Filter<'credit' | 'debit'>[];
  };
  limit: number;
  order: Order;
}): TransactionListFilters {
  const f = parsed.filters;
  return {
    accountIds: f['account.id'] ?? [],
    timestamp: f.timestamp,
    transactionTypes: f.transactiontype.map((x) => x.value),
    result: lastValue(f.result),
    creditTypes: f.type.map((x) => x.value),
    limit: parsed.limit,
    order: parsed.order,
  };
}
