import { z } from 'zod';
import { entityId, int64, links, nullableTimestamp } from './common';
import { TokenBalance } from './account';

/** One account of `/api/v1/balances`: its hbar balance and up to the configured number of token balances. */
export const BalanceEntry = z.object({
  account: entityId,
  balance: int64,
  tokens: z.array(TokenBalance),
});
export type BalanceEntry = z.infer<typeof BalanceEntry>;

/** `/api/v1/balances`: `timestamp` is the snapshot read (or the newest current balance), null when nothing matched. */
export const BalancesResponse = z.object({
  timestamp: nullableTimestamp,
  balances: z.array(BalanceEntry),
  links,
});
export type BalancesResponse = z.infer<typeof BalancesResponse>;
