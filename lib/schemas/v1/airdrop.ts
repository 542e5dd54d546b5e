import { z } from 'zod';
import { entityId, int64, links, nullableTimestamp, timestamp } from './common';

export const TokenAirdrop = z.object({
  amount: int64.nullable(),
  receiver_id: entityId,
  sender_id: entityId,
  /** Null for fungible airdrops (stored with serial number 0). */
  serial_number: int64.nullable(),
  timestamp: z.object({ from: timestamp, to: nullableTimestamp }),
  token_id: entityId,
});
export type TokenAirdrop = z.infer<typeof TokenAirdrop>;

export const TokenAirdropsResponse = z.object({ airdrops: z.array(TokenAirdrop), links });
export type TokenAirdropsResponse = z.infer<typeof TokenAirdropsResponse>;
