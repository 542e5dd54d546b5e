/** An account's token associations (`/api/v1/accounts/{id}/tokens`), walked along (account_id, token_id). */
import { formatEntityId } from '../core/entity-id';
import type { Filter, Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import type { Queryable } from '../db/types';
import type { TokenRelationship } from '../schemas/v1/token-relationship';
import { addConditions } from './accounts';

const FREEZE_STATUS = ['NOT_APPLICABLE', 'FROZEN', 'UNFROZEN'] as const;
const KYC_STATUS = ['NOT_APPLICABLE', 'GRANTED', 'REVOKED'] as const;

const statusName = <T extends string>(names: readonly T[], value: number | null): T | null =>
  value === null ? null : (names[value] ?? null);

/** Whether any entity has this id (the reference's existence check before listing an account's tokens). */
export async function entityExists(db: Queryable, id: bigint): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM entity WHERE id = $1', [id]);
  return rows.length > 0;
}

export interface TokenRelationshipQuery {
  accountId: bigint;
  /** token.id range filters. */
  ranges: Filter<bigint>[];
  /** token.id eq values, OR-ed. */
  equal: bigint[];
  limit: number;
  order: Order;
}

interface TokenAccountRow {
  automatic_association: boolean | null;
  balance: bigint;
  created_timestamp: bigint | null;
  freeze_status: number | null;
  kyc_status: number | null;
  token_id: bigint;
  decimals: bigint | null;
  token_freeze_status: number | null;
  token_kyc_status: number | null;
  [key: string]: unknown;
}

/**
 * A page of the account's associated tokens with the token's decimals. A relationship without its own
 * freeze/KYC status shows the token's.
 */
export async function listTokenRelationships(db: Queryable, q: TokenRelationshipQuery): Promise<TokenRelationship[]> {
  const params: unknown[] = [q.accountId];
  const conditions = ['ta.account_id = $1', 'ta.associated IS TRUE'];
  addConditions(conditions, params, 'ta.token_id', q.ranges);
  if (q.equal.length) {
    params.push(q.equal);
    conditions.push(`ta.token_id = ANY($${params.length}::bigint[])`);
  }
  params.push(q.limit);
  const direction = q.order === 'desc' ? 'DESC' : 'ASC';
  const rows = await db.query<TokenAccountRow>(
    `SELECT ta.automatic_association, ta.balance, ta.created_timestamp, ta.freeze_status, ta.kyc_status,
            ta.token_id, t.decimals, t.freeze_status AS token_freeze_status, t.kyc_status AS token_kyc_status
     FROM (SELECT * FROM token_account ta WHERE ${conditions.join(' AND ')}
           ORDER BY ta.token_id ${direction} LIMIT $${params.length}) ta
     LEFT JOIN token t ON t.token_id = ta.token_id
     ORDER BY ta.token_id ${direction}`,
    params,
  );
  return rows.map((row) => ({
    automatic_association: row.automatic_association,
    balance: row.balance,
    created_timestamp: formatTimestamp(row.created_timestamp),
    decimals: row.decimals,
    token_id: formatEntityId(row.token_id)!,
    freeze_status: statusName(FREEZE_STATUS, row.freeze_status ?? row.token_freeze_status),
    kyc_status: statusName(KYC_STATUS, row.kyc_status ?? row.token_kyc_status),
  }));
}
