import { nowNs } from '../../core/clock';
import { SUCCESS_RESULTS } from '../../ledger/names';
import {
  getTransactionsByHash,
  getTransactionsById,
  type TransactionIdFilters,
  type TransactionLookup,
} from '../../ledger/transaction-by-id';
import { parseEntityId } from '../../core/entity-id';
import { InvalidArgumentError, NotFoundError } from '../errors';
import { booleanParam, EQ_ONLY, parseQuery, type ParamSpec } from '../params';
import { withMaxAge, type V1Request, type V1Route } from './route-types';
import { getTransactions } from './transactions-list';

/**
 * A per-answer Cache-Control max-age (seconds) a handler may attach to its body, non-enumerable so it never
 * reaches the JSON. The router should prefer it over the route's rule (the reference does this for schedules).
 */

const MAX_SCHEDULED_WINDOW_NS = 89n * 86_400n * 1_000_000_000n;

export const INVALID_TRANSACTION_ID =
  'Invalid Transaction id. Please use "shard.realm.num-sss-nnn" format where sss are seconds and nnn are nanoseconds';

/** nonce: a non-negative int32, eq only. */
const nonceParam: ParamSpec<number> = {
  operators: EQ_ONLY,
  parse: (v) => (/^\d{1,10}$/.test(v) && Number(v) <= 2147483647 ? Number(v) : null),
};

// The reference's TransactionId pattern: the payer is always shard.realm.num (never an encoded number).
const TRANSACTION_ID = /^(\d+\.\d+\.\d+)-(\d{1,19})-(\d{1,9})$/;
const HEX_HASH = /^(?:0x)?([0-9a-fA-F]{96})$/;
// 48 bytes in base64, either alphabet (the list answers standard base64; URLs often carry base64url).
const BASE64_HASH = /^[A-Za-z0-9+/_-]{64}$/;

export type TransactionKey =
  | { kind: 'hash'; hash: Uint8Array }
  | { kind: 'id'; payer: bigint; validStartNs: bigint };

/**
 * A 48-byte hash (96 hex digits with optional 0x, or 64 base64 / base64url characters) or `shard.realm.num-sss-nnn`.
 * A payer outside the entity id ranges is the reference's `Invalid entity ID "…"` (thrown); other bad text is null.
 */
export function parseTransactionIdOrHash(text: string): TransactionKey | null {
  const hex = HEX_HASH.exec(text);
  if (hex) return { kind: 'hash', hash: Buffer.from(hex[1]!, 'hex') };
  if (BASE64_HASH.test(text)) return { kind: 'hash', hash: Buffer.from(text.replace(/\+/g, '-').replace(/\//g, '_'), 'base64url') };
  const id = TRANSACTION_ID.exec(text);
  if (!id) return null;
  const payer = parseEntityId(id[1]!);
  if (payer === null) throw new InvalidArgumentError(`Invalid entity ID "${id[1]}"`);
  const seconds = BigInt(id[2]!);
  const validStartNs = seconds * 1_000_000_000n + BigInt(id[3]!);
  if (validStartNs > 9223372036854775807n) return null;
  return { kind: 'id', payer, validStartNs };
}

/** GET /api/v1/transactions/{transactionIdOrHash} */
async function getTransaction({ ctx, params, query }: V1Request): Promise<object> {
  const parsed = parseQuery(
    query,
    { nonce: nonceParam, scheduled: booleanParam() },
    { defaultLimit: ctx.config.API_LIMIT_DEFAULT, maxLimit: ctx.config.API_LIMIT_MAX, paging: false },
  );
  const key = parseTransactionIdOrHash(params.transactionIdOrHash ?? '');
  if (!key) throw new InvalidArgumentError(INVALID_TRANSACTION_ID);
  // When repeated, only the last value of nonce and scheduled counts.
  const filters: TransactionIdFilters = {
    nonce: parsed.filters.nonce.at(-1)?.value,
    scheduled: parsed.filters.scheduled.at(-1)?.value,
  };
  const found =
    key.kind === 'hash'
      ? await getTransactionsByHash(ctx.db, key.hash, filters)
      : await getTransactionsById(ctx.db, key.payer, key.validStartNs, filters);
  if (!found.transactions.length) throw new NotFoundError();
  const body = { transactions: found.transactions };
  const maxAge = key.kind === 'id' && filters.scheduled === undefined ? shorterMaxAge(found.rows, nowNs(ctx.clock)) : null;
  if (maxAge !== null) withMaxAge(body, maxAge);
  return body;
}

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

export const transactionRoutes: V1Route[] = [
  { pattern: '/api/v1/transactions', handler: getTransactions },
  { pattern: '/api/v1/transactions/:transactionIdOrHash', handler: getTransaction },
];
