import { formatEntityId } from '../core/entity-id';
import type { Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import type { Int8Range, Queryable } from '../db/types';
import type { TokenAirdrop } from '../schemas/v1/airdrop';
import { keysetConditions, type Keyset } from './keyset';
import { SqlParams, andConditions, sortDirection } from './sql';

/** Outstanding: airdrops the account sent (keyed by receiver); pending: airdrops it received (keyed by sender). */
export type AirdropDirection = 'outstanding' | 'pending';

const COLUMNS: Record<AirdropDirection, { self: string; other: string }> = {
  outstanding: { self: 'sender_account_id', other: 'receiver_account_id' },
  pending: { self: 'receiver_account_id', other: 'sender_account_id' },
};

interface AirdropRow {
  amount: bigint | null;
  receiver_account_id: bigint;
  sender_account_id: bigint;
  serial_number: bigint;
  timestamp_range: Int8Range;
  token_id: bigint;
  [column: string]: unknown;
}

function toAirdrop(row: AirdropRow): TokenAirdrop {
  return {
    amount: row.amount,
    receiver_id: formatEntityId(row.receiver_account_id)!,
    sender_id: formatEntityId(row.sender_account_id)!,
    // Fungible airdrops are stored with serial number 0.
    serial_number: row.serial_number === 0n ? null : row.serial_number,
    timestamp: { from: formatTimestamp(row.timestamp_range.lower)!, to: formatTimestamp(row.timestamp_range.upper) },
    token_id: formatEntityId(row.token_id)!,
  };
}

/** Still-pending airdrops of an account, paged by (other account, token, serial number). */
export async function listAirdrops(
  db: Queryable,
  account: bigint,
  kind: AirdropDirection,
  keyset: Keyset,
  order: Order,
  limit: number,
): Promise<TokenAirdrop[]> {
  const { self, other } = COLUMNS[kind];
  const params = new SqlParams();
  const dir = sortDirection(order);
  const rows = await db.query<AirdropRow>(
    `SELECT amount, receiver_account_id, sender_account_id, serial_number, timestamp_range, token_id FROM token_airdrop
     WHERE ${self} = ${params.bind(account)} AND state = 'PENDING'
       ${andConditions(keysetConditions([other, 'token_id', 'serial_number'], keyset, params))}
     ORDER BY ${other} ${dir}, token_id ${dir}, serial_number ${dir} LIMIT ${params.bind(limit)}`,
    params.values,
  );
  return rows.map(toAirdrop);
}
