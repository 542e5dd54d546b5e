/** The network-wide answers: hbar supply, EVM gas fees, the exchange rate and the staking parameters. */
import { z } from 'zod';
import { int64, timestamp } from './common';
import { TimestampRange } from './network-node';

/** `/api/v1/network/supply`: tinybar amounts as decimal strings (they may exceed 2^53). */
export const NetworkSupplyResponse = z.object({
  released_supply: z.string().regex(/^-?\d+$/),
  timestamp,
  total_supply: z.string().regex(/^\d+$/),
});
export type NetworkSupplyResponse = z.infer<typeof NetworkSupplyResponse>;

export const NetworkFee = z.object({
  /** Gas price in tinybars. */
  gas: int64,
  transaction_type: z.enum(['ContractCall', 'ContractCreate', 'EthereumTransaction']),
});
export type NetworkFee = z.infer<typeof NetworkFee>;

/** `/api/v1/network/fees`: the fee schedule's gas prices at its exchange rate; `timestamp` is the fee schedule's. */
export const NetworkFeesResponse = z.object({ fees: z.array(NetworkFee), timestamp });
export type NetworkFeesResponse = z.infer<typeof NetworkFeesResponse>;

export const ExchangeRate = z.object({
  cent_equivalent: z.number().int(),
  /** Seconds since the epoch. */
  expiration_time: int64,
  hbar_equivalent: z.number().int(),
});
export type ExchangeRate = z.infer<typeof ExchangeRate>;

/** `/api/v1/network/exchangerate`: file 0.0.112 as of `timestamp`. */
export const NetworkExchangeRateSetResponse = z.object({
  current_rate: ExchangeRate,
  next_rate: ExchangeRate,
  timestamp,
});
export type NetworkExchangeRateSetResponse = z.infer<typeof NetworkExchangeRateSetResponse>;

/** `/api/v1/network/stake`: the staking parameters of the newest staking period. */
export const NetworkStakeResponse = z.object({
  max_stake_rewarded: int64,
  max_staking_reward_rate_per_hbar: int64,
  max_total_reward: int64,
  node_reward_fee_fraction: z.number(),
  reserved_staking_rewards: int64,
  reward_balance_threshold: int64,
  stake_total: int64,
  staking_period: TimestampRange,
  staking_period_duration: int64,
  staking_periods_stored: int64,
  staking_reward_fee_fraction: z.number(),
  staking_reward_rate: int64,
  staking_start_threshold: int64,
  unreserved_staking_reward_balance: int64,
});
export type NetworkStakeResponse = z.infer<typeof NetworkStakeResponse>;
