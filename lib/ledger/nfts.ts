/**
 * NFTs owned by an account (`/api/v1/accounts/{id}/nfts`), walked along (account_id, token_id, serial_number), and
 * the NFT row → wire mapping every NFT answer shares.
 */
import { formatEntityId } from '../core/entity-id';
import type { Operator, Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import type { Int8Range, Queryable } from '../db/types';
import type { Nft } from '../schemas/v1/nft';
import { SqlParams, sortDirection } from './sql';

export interface NftCondition {
  column: 'token_id' | 'serial_number' | 'spender';
  operator: Operator;
  value: bigint;
}

export interface NftQuery {
  accountId: bigint;
  /**
   * Each part is one keyset slice of (token_id, serial_number) — e.g. "token = a and serial > s", then
   * "token > a" — fetched separately so every slice is an index range, then merged. Empty: no slicing.
   */
  parts: NftCondition[][];
  /** spender.id eq values, OR-ed; applied to every part. */
  spenderIn: bigint[];
  /** spender.id range conditions; applied to every part. */
  spenderRanges: NftCondition[];
  limit: number;
  order: Order;
}

/**
 * The columns of an NFT row, from `nft n LEFT JOIN entity e ON e.id = n.token_id`: an NFT of a deleted token reads
 * as deleted, as in the reference.
 */
export const NFT_COLUMNS = `n.account_id, n.created_timestamp, n.delegating_spender,
  n.deleted OR coalesce(e.deleted, false) AS deleted, n.metadata, n.serial_number, n.spender, n.timestamp_range, n.token_id`;

export interface NftRow {
  account_id: bigint | null;
  created_timestamp: bigint | null;
  delegating_spender: bigint | null;
  deleted: boolean | null;
  metadata: Uint8Array | null;
  serial_number: bigint;
  spender: bigint | null;
  timestamp_range: Int8Range;
  token_id: bigint;
  [key: string]: unknown;
}

export async function listAccountNfts(db: Queryable, q: NftQuery): Promise<Nft[]> {
  const params = new SqlParams();
  const account = params.bind(q.accountId);
  const limit = params.bind(q.limit);
  const direction = sortDirection(q.order);
  const orderBy = `ORDER BY token_id ${direction}, serial_number ${direction}`;
  const part = (conditions: NftCondition[]) => {
    const keyConditions = [...conditions, ...q.spenderRanges].map((c) => params.condition(`n.${c.column}`, c));
    const where = [`n.account_id = ${account}`, ...keyConditions];
    if (q.spenderIn.length) where.push(params.anyOf('n.spender', q.spenderIn));
    return `SELECT ${NFT_COLUMNS}
            FROM nft n LEFT JOIN entity e ON e.id = n.token_id
            WHERE ${where.join(' AND ')} ${orderBy} LIMIT ${limit}`;
  };
  const parts = q.parts.length ? q.parts : [[]];
  const sql =
    parts.length === 1
      ? part(parts[0]!)
      : `${parts.map((p) => `(${part(p)})`).join(' UNION ALL ')} ${orderBy} LIMIT ${limit}`;
  const rows = await db.query<NftRow>(sql, params.values);
  return rows.map(toNft);
}

export function toNft(row: NftRow): Nft {
  return {
    account_id: formatEntityId(row.account_id),
    created_timestamp: formatTimestamp(row.created_timestamp),
    delegating_spender: formatEntityId(row.delegating_spender),
    deleted: row.deleted ?? false,
    metadata: row.metadata === null ? null : Buffer.from(row.metadata).toString('base64'),
    modified_timestamp: formatTimestamp(row.timestamp_range.lower),
    serial_number: row.serial_number,
    spender: formatEntityId(row.spender),
    token_id: formatEntityId(row.token_id)!,
  };
}
