/** An account's token associations (`/api/v1/accounts/{id}/tokens`), walked along (account_id, token_id). */
import { formatEntityId } from '../core/entity-id';
import type { Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import type { Queryable } from '../db/types';
import type { TokenRelationship } from '../schemas/v1/token-relationship';
import { SqlParams, sortDirection, type EqualOrRanges } from './sql';

const FREEZE_STATUS = ['NOT_APPLICABLE', 'FROZEN', 'UNFROZEN'] as const;
const KYC_STATUS = ['NOT_APPLICABLE', 'GRANTED', 'REVOKED'] as const;

const statusName = <T extends string>(names: readonly T[], value: number | null): T | null =>
  value === null ? null : (names[value] ?? null);

/** Whether any entity has this id (the reference's existence check before listing an account's tokens). */
export async function entityExists(db: Queryable, id: bigint): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM entity WHERE id = $1', [id]);
  return rows.length > 0;
}

/** An account's token associations; `equal` and `ranges` filter the token id. */
export interface TokenRelationshipQuery extends EqualOrRanges {
  accountId: bigint;
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
  const params = new SqlParams();
  const conditions = [
    `ta.account_id = ${params.bind(q.accountId)}`,
    'ta.associated IS TRUE',
    ...params.equalOrRanges('ta.token_id', q),
  ];
  const direction = sortDirection(q.order);
  const rows = await db.query<TokenAccountRow>(
    `SELECT ta.automatic_association, ta.balance, ta.created_timestamp, ta.freeze_status, ta.kyc_status,
            ta.token_id, t.decimals, t.freeze_status AS token_freeze_status, t.kyc_status AS token_kyc_status
     FROM (SELECT * FROM token_account ta WHERE ${conditions.join(' AND ')}
           ORDER BY ta.token_id ${direction} LIMIT ${params.bind(q.limit)}) ta
     LEFT JOIN token t ON t.token_id = ta.token_id
     ORDER BY ta.token_id ${direction}`,
    params.values,
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
