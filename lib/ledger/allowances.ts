import { formatEntityId } from '../core/entity-id';
import type { Filter, Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import type { Int8Range, Queryable } from '../db/types';
import type { CryptoAllowance, NftAllowance, TokenAllowance } from '../schemas/v1/allowance';
import { keysetConditions, type Keyset } from './keyset';
import { SqlParams, andConditions, sortDirection, splitEqual } from './sql';

interface AllowanceRow {
  amount: bigint;
  amount_granted: bigint;
  owner: bigint;
  spender: bigint;
  timestamp_range: Int8Range;
  [column: string]: unknown;
}

const range = (r: Int8Range) => ({ from: formatTimestamp(r.lower)!, to: formatTimestamp(r.upper) });
const id = (v: bigint) => formatEntityId(v)!;

function toCrypto(row: AllowanceRow): CryptoAllowance {
  return {
    amount: row.amount,
    amount_granted: row.amount_granted,
    owner: id(row.owner),
    spender: id(row.spender),
    timestamp: range(row.timestamp_range),
  };
}

/**
 * Hbar allowances an owner granted that still have something left to spend, by spender. Several eq spenders
 * read as "any of them"; ranges narrow it.
 */
export async function listCryptoAllowances(
  db: Queryable,
  owner: bigint,
  spender: Filter<bigint>[],
  order: Order,
  limit: number,
): Promise<CryptoAllowance[]> {
  const params = new SqlParams();
  const rows = await db.query<AllowanceRow>(
    `SELECT amount, amount_granted, owner, spender, timestamp_range FROM crypto_allowance
     WHERE owner = ${params.bind(owner)} AND amount > 0
       ${andConditions(params.equalOrRanges('spender', splitEqual(spender)))}
     ORDER BY spender ${sortDirection(order)} LIMIT ${params.bind(limit)}`,
    params.values,
  );
  return rows.map(toCrypto);
}

/** Fungible token allowances an owner granted with something left, by (spender, token). */
export async function listTokenAllowances(
  db: Queryable,
  owner: bigint,
  keyset: Keyset,
  order: Order,
  limit: number,
): Promise<TokenAllowance[]> {
  const params = new SqlParams();
  const dir = sortDirection(order);
  const rows = await db.query<AllowanceRow & { token_id: bigint }>(
    `SELECT amount, amount_granted, owner, spender, timestamp_range, token_id FROM token_allowance
     WHERE owner = ${params.bind(owner)} AND amount > 0
       ${andConditions(keysetConditions(['spender', 'token_id'], keyset, params))}
     ORDER BY spender ${dir}, token_id ${dir} LIMIT ${params.bind(limit)}`,
    params.values,
  );
  return rows.map((row) => ({ ...toCrypto(row), token_id: id(row.token_id) }));
}

interface NftAllowanceRow {
  approved_for_all: boolean;
  owner: bigint;
  spender: bigint;
  timestamp_range: Int8Range;
  token_id: bigint;
  [column: string]: unknown;
}

/**
 * Approved-for-all NFT allowances of an account: granted by it (`byOwner`, keyed by spender, token) or granted
 * to it (keyed by owner, token).
 */
export async function listNftAllowances(
  db: Queryable,
  account: bigint,
  byOwner: boolean,
  keyset: Keyset,
  order: Order,
  limit: number,
): Promise<NftAllowance[]> {
  const [self, other] = byOwner ? ['owner', 'spender'] : ['spender', 'owner'];
  const params = new SqlParams();
  const dir = sortDirection(order);
  const rows = await db.query<NftAllowanceRow>(
    `SELECT approved_for_all, owner, spender, timestamp_range, token_id FROM nft_allowance
     WHERE ${self} = ${params.bind(account)} AND approved_for_all
       ${andConditions(keysetConditions([other, 'token_id'], keyset, params))}
     ORDER BY ${other} ${dir}, token_id ${dir} LIMIT ${params.bind(limit)}`,
    params.values,
  );
  return rows.map((row) => ({
    approved_for_all: row.approved_for_all,
    owner: id(row.owner),
    spender: id(row.spender),
    timestamp: range(row.timestamp_range),
    token_id: id(row.token_id),
  }));
}
