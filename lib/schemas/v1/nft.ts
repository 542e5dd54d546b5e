import { z } from 'zod';
import { entityId, int64, links, nullableEntityId, nullableTimestamp, timestamp } from './common';

/** One NFT (`/api/v1/accounts/{id}/nfts`, `/api/v1/tokens/{id}/nfts[/{serial}]`); metadata is base64. */
export const Nft = z.object({
  account_id: nullableEntityId,
  created_timestamp: nullableTimestamp,
  delegating_spender: nullableEntityId,
  deleted: z.boolean(),
  metadata: z.string().nullable(),
  modified_timestamp: nullableTimestamp,
  serial_number: int64,
  spender: nullableEntityId,
  token_id: entityId,
});
export type Nft = z.infer<typeof Nft>;

export const NftsResponse = z.object({ nfts: z.array(Nft), links });
export type NftsResponse = z.infer<typeof NftsResponse>;

/**
 * One event in an NFT's life (`/api/v1/tokens/{id}/nfts/{serial}/transactions`): the transaction and the NFT's
 * own transfer in it (mint: no sender; burn and wipe: no receiver; token deletion and allowances: neither).
 */
export const NftTransaction = z.object({
  consensus_timestamp: timestamp,
  nonce: z.number().int().nonnegative(),
  transaction_id: z.string(),
  type: z.string(),
  is_approval: z.boolean(),
  receiver_account_id: nullableEntityId,
  sender_account_id: nullableEntityId,
});
export type NftTransaction = z.infer<typeof NftTransaction>;

export const NftTransactionsResponse = z.object({ transactions: z.array(NftTransaction), links });
export type NftTransactionsResponse = z.infer<typeof NftTransactionsResponse>;
