import { z } from 'zod';
import { entityId, int64, links, nullableEntityId, nullableTimestamp } from './common';

/** One NFT owned by the account (`/api/v1/accounts/{id}/nfts`); metadata is base64. */
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
