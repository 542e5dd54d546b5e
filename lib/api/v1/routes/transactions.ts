/** `/transactions` and `/transactions/{transactionIdOrHash}`. */
import { nowNs } from '../../../core/clock';
import { SUCCESS_RESULTS } from '../../../ledger/names';
import {
  getTransactionsByHash,
  getTransactionsById,
  type TransactionIdFilters,
  type TransactionLookup,
} from '../../../ledger/transaction-by-id';
import { TransactionByIdResponse, TransactionsResponse } from '../../../schemas/v1/transaction';
import { invalidArgument, notFound } from '../../errors';
import { booleanParam, EQ_ONLY, limitParam, orderParam, type FilterParam } from '../../params';
import { route, withMaxAge, type AnyRoute } from '../route';
import { INVALID_TRANSACTION_ID, parseTransactionIdOrHash } from '../transaction-id';
import { toListFilters, transactionFilterSpecs, transactionsPage } from '../transactions-list';

const MAX_SCHEDULED_WINDOW_NS = 89n * 86_400n * 1_000_000_000n;

/** nonce: a non-negative int32, eq only. */
export const nonceParam: FilterParam<number> = {
  operators: EQ_ONLY,
  parse: (v) => (/^\d{1,10}$/.test(v) && Number(v) <= 2147483647 ? Number(v) : null),
  doc: {
    description:
      'Only the transaction with this nonce (0 = the user-submitted one). If repeated, the last value counts.',
    schema: { type: 'integer', format: 'int32', minimum: 0 },
    example: '0',
  },
};

/**
 * The reference caches a transaction id lookup for 5 s instead of 600 s while a successful schedule create found
 * by it may still see its scheduled transaction executed (within 89 days), unless that one is already there.
 */
function shorterMaxAge(rows: TransactionLookup['rows'], now: bigint): number | null {
  let maxAge: number | null = null;
  for (const row of rows) {
    if (row.type === 42 && SUCCESS_RESULTS.includes(row.result)) {
      if (now - row.consensus_timestamp < MAX_SCHEDULED_WINDOW_NS) maxAge = 5;
    } else if (row.scheduled) return null;
  }
  return maxAge;
}

const { 'account.id': accountId, timestamp, transactiontype, result, type } = transactionFilterSpecs;

export const transactionRoutes: AnyRoute[] = [
  route({
    pattern: '/api/v1/transactions',
    operationId: 'listTransactions',
    tag: 'transactions',
    summary: 'List transactions',
    path: {},
    query: {
      'account.id': accountId,
      limit: limitParam(),
      order: orderParam('desc'),
      timestamp,
      transactiontype,
      result,
      type,
    },
    response: { name: 'TransactionsResponse', schema: TransactionsResponse },
    maxAge: 2,
    samples: (s) => [
      '/api/v1/transactions',
      `/api/v1/transactions?account.id=${s.account}`,
      `/api/v1/transactions?account.id=${s.account}&type=credit`,
      `/api/v1/transactions?account.id=${s.account}&type=debit&result=success`,
      `/api/v1/transactions?timestamp=gte:${s.ledgerEndSeconds - 600}&timestamp=lt:${s.ledgerEndSeconds - 100}`,
      '/api/v1/transactions?transactiontype=CRYPTOTRANSFER',
      '/api/v1/transactions?transactiontype=CONTRACTCALL&order=asc',
      '/api/v1/transactions?result=fail',
    ],
    handler: ({ ctx, path, query, parseQuery }) => transactionsPage(ctx, path, query, toListFilters(parseQuery())),
  }),
  route({
    pattern: '/api/v1/transactions/:transactionIdOrHash',
    operationId: 'getTransaction',
    tag: 'transactions',
    summary: 'Get a transaction by id or hash',
    description:
      'Every transaction with this id (the user transaction, its children and scheduled execution), or the one with this hash.',
    path: {
      transactionIdOrHash: {
        description:
          'Transaction id `shard.realm.num-seconds-nanos` or the 48-byte transaction hash (hex, optional 0x, or base64url)',
        schema: { type: 'string' },
      },
    },
    query: {
      nonce: nonceParam,
      scheduled: {
        ...booleanParam(),
        doc: {
          description:
            'true: only the scheduled execution; false: only the non-scheduled one. If repeated, the last value counts.',
          schema: { type: 'boolean' },
          example: 'false',
        },
      },
    },
    response: { name: 'TransactionByIdResponse', schema: TransactionByIdResponse },
    maxAge: 600,
    samples: (s) => [
      `/api/v1/transactions/${s.transactionId}`,
      `/api/v1/transactions/${s.transactionHash}`,
      `/api/v1/transactions/0x${s.transactionHash}`,
      `/api/v1/transactions/${s.transactionId}?nonce=0&scheduled=false`,
    ],
    async handler({ ctx, params, parseQuery }) {
      const parsed = parseQuery();
      const key = parseTransactionIdOrHash(params.transactionIdOrHash);
      if (!key) throw invalidArgument(INVALID_TRANSACTION_ID);
      // When repeated, only the last value of nonce and scheduled counts.
      const filters: TransactionIdFilters = {
        nonce: parsed.filters.nonce.at(-1)?.value,
        scheduled: parsed.filters.scheduled.at(-1)?.value,
      };
      const found =
        key.kind === 'hash'
          ? await getTransactionsByHash(ctx.db, key.hash, filters)
          : await getTransactionsById(ctx.db, key.payer, key.validStartNs, filters);
      if (!found.transactions.length) throw notFound();
      const body = { transactions: found.transactions };
      const maxAge =
        key.kind === 'id' && filters.scheduled === undefined ? shorterMaxAge(found.rows, nowNs(ctx.clock)) : null;
      return maxAge === null ? body : withMaxAge(body, maxAge);
    },
  }),
];
