/**
 * An NFT's history (`/api/v1/tokens/{id}/nfts/{serial}/transactions`): the consensus times at which its versions
 * began (nft, nft_history: both keyed by token and serial) and its token's deletion, then those transactions with
 * the NFT's own transfer picked out of each one's nft_transfer list.
 */
import { formatEntityId } from '../core/entity-id';
import type { Filter, Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import type { Queryable } from '../db/types';
import type { NftTransaction } from '../schemas/v1/nft';
import { transactionTypeName } from './names';
import { SqlParams, sortDirection } from './sql';
import { transactionIdOf } from './transaction-details';

const TOKEN_DELETION = 35;

export interface NftHistoryQuery {
  tokenId: bigint;
  serialNumber: bigint;
  timestamps: Filter<bigint>[];
  limit: number;
  order: Order;
}

interface NftEventRow {
  consensus_timestamp: bigint;
  nonce: number;
  payer_account_id: bigint;
  type: number;
  valid_start_ns: bigint;
  is_approval: boolean | null;
  receiver_account_id: bigint | null;
  sender_account_id: bigint | null;
  [key: string]: unknown;
}

async function eventTimestamps(db: Queryable, q: NftHistoryQuery): Promise<bigint[]> {
  const params = new SqlParams();
  const token = params.bind(q.tokenId);
  const serial = params.bind(q.serialNumber);
  const since = (column: string) => q.timestamps.map((f) => `AND ${params.condition(column, f)}`).join(' ');
  const nftWhere = `token_id = ${token} AND serial_number = ${serial} ${since('lower(timestamp_range)')}`;
  const direction = sortDirection(q.order);
  const limit = params.bind(q.limit);
  const rows = await db.query<{ timestamp: bigint }>(
    `SELECT timestamp FROM (
       (SELECT lower(timestamp_range) AS timestamp FROM nft WHERE ${nftWhere})
       UNION ALL
       (SELECT lower(timestamp_range) AS timestamp FROM nft_history WHERE ${nftWhere}
        ORDER BY lower(timestamp_range) ${direction} LIMIT ${limit})
       UNION ALL
       (SELECT lower(timestamp_range) AS timestamp FROM entity WHERE id = ${token} AND deleted IS TRUE ${since('lower(timestamp_range)')})
     ) events ORDER BY timestamp ${direction} LIMIT ${limit}`,
    params.values,
  );
  return rows.map((r) => r.timestamp);
}

/** The NFT's events, newest or oldest first; an empty list when it has none in the window. */
export async function listNftTransactions(db: Queryable, q: NftHistoryQuery): Promise<NftTransaction[]> {
  const timestamps = await eventTimestamps(db, q);
  if (!timestamps.length) return [];
  // The first and last of them bound the read too: a plan made without the values (a prepared statement's) then
  // still reads only those months of a table partitioned by month (v2), which it cannot tell from the list.
  const first = timestamps.reduce((a, b) => (b < a ? b : a));
  const last = timestamps.reduce((a, b) => (b > a ? b : a));
  // A transaction may list the NFT more than once (older records did for chained hand-overs): the first counts.
  const rows = await db.query<NftEventRow>(
    `SELECT consensus_timestamp, nonce, payer_account_id, type, valid_start_ns,
        (transfer ->> 'is_approval')::boolean AS is_approval,
        (transfer ->> 'receiver_account_id')::bigint AS receiver_account_id,
        (transfer ->> 'sender_account_id')::bigint AS sender_account_id
     FROM (
       SELECT t.consensus_timestamp, t.nonce, t.payer_account_id, t.type, t.valid_start_ns,
         CASE WHEN t.type = ${TOKEN_DELETION} THEN NULL
           ELSE jsonb_path_query_first(t.nft_transfer, '$[*] ? (@.token_id == $token_id && @.serial_number == $serial_number)',
             jsonb_build_object('token_id', $1::bigint, 'serial_number', $2::bigint)) END AS transfer
       FROM transaction t WHERE t.consensus_timestamp = ANY($3::bigint[]) AND t.consensus_timestamp BETWEEN $4 AND $5
     ) events ORDER BY consensus_timestamp ${sortDirection(q.order)}`,
    [q.tokenId, q.serialNumber, timestamps, first, last],
  );
  return rows.map((row) => ({
    consensus_timestamp: formatTimestamp(row.consensus_timestamp)!,
    nonce: Number(row.nonce),
    transaction_id: transactionIdOf(row.payer_account_id, row.valid_start_ns),
    type: transactionTypeName(Number(row.type)),
    is_approval: row.is_approval ?? false,
    receiver_account_id: formatEntityId(row.receiver_account_id),
    sender_account_id: formatEntityId(row.sender_account_id),
  }));
}
