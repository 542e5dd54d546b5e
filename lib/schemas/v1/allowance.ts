import { z } from 'zod';
import { entityId, int64, links, nullableTimestamp, timestamp } from './common';

export const TimestampRange = z.object({ from: timestamp, to: nullableTimestamp });

export const CryptoAllowance = z.object({
  amount: int64,
  amount_granted: int64,
  owner: entityId,
  spender: entityId,
  timestamp: TimestampRange,
});
export type CryptoAllowance = z.infer<typeof CryptoAllowance>;

export const TokenAllowance = CryptoAllowance.extend({ token_id: entityId });
export type TokenAllowance = z.infer<typeof TokenAllowance>;

export const NftAllowance = z.object({
  approved_for_all: z.boolean(),
  owner: entityId,
  spender: entityId,
  timestamp: TimestampRange,
  token_id: entityId,
});
export type NftAllowance = z.infer<typeof NftAllowance>;

export const CryptoAllowancesResponse = z.object({ allowances: z.array(CryptoAllowance), links });
export type CryptoAllowancesResponse = z.infer<typeof CryptoAllowancesResponse>;
export const TokenAllowancesResponse = z.object({ allowances: z.array(TokenAllowance), links });
export type TokenAllowancesResponse = z.infer<typeof TokenAllowancesResponse>;
export const NftAllowancesResponse = z.object({ allowances: z.array(NftAllowance), links });
export type NftAllowancesResponse = z.infer<typeof NftAllowancesResponse>;
