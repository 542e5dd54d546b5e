/** `/network/stake`: the staking parameters of the newest staking period (`network_stake`, one row per day). */
import { formatTimestamp } from '../core/timestamp';
import type { Queryable } from '../db/types';
import type { NetworkStakeResponse } from '../schemas/v1/network';

const NS_PER_DAY = 86_400_000_000_000n;

interface NetworkStakeRow {
  [column: string]: unknown;
  max_stake_rewarded: bigint;
  max_staking_reward_rate_per_hbar: bigint;
  max_total_reward: bigint;
  node_reward_fee_denominator: bigint;
  node_reward_fee_numerator: bigint;
  reserved_staking_rewards: bigint;
  reward_balance_threshold: bigint;
  stake_total: bigint;
  staking_period: bigint;
  staking_period_duration: bigint;
  staking_periods_stored: bigint;
  staking_reward_fee_denominator: bigint;
  staking_reward_fee_numerator: bigint;
  staking_reward_rate: bigint;
  staking_start_threshold: bigint;
  unreserved_staking_reward_balance: bigint;
}

/**
 * numerator / denominator rounded half-up to nine decimals, then printed as the shortest decimal that reads back as
 * the same 32-bit float (the reference returns a Java float); 0 when the denominator is 0.
 */
export function fraction(numerator: bigint, denominator: bigint): number {
  if (denominator === 0n) return 0;
  const scaled = (numerator * 10n ** 10n) / denominator;
  const rounded = Number((scaled + (scaled >= 0n ? 5n : -5n)) / 10n) / 1e9;
  const single = Math.fround(rounded);
  for (let digits = 1; digits <= 9; digits++) {
    const candidate = Number(single.toPrecision(digits));
    if (Math.fround(candidate) === single) return candidate;
  }
  return single;
}

export async function latestNetworkStake(db: Queryable): Promise<NetworkStakeResponse | null> {
  const [row] = await db.query<NetworkStakeRow>(
    `SELECT max_stake_rewarded, max_staking_reward_rate_per_hbar, max_total_reward, node_reward_fee_denominator,
            node_reward_fee_numerator, reserved_staking_rewards, reward_balance_threshold, stake_total, staking_period,
            staking_period_duration, staking_periods_stored, staking_reward_fee_denominator, staking_reward_fee_numerator,
            staking_reward_rate, staking_start_threshold, unreserved_staking_reward_balance
     FROM network_stake ORDER BY consensus_timestamp DESC LIMIT 1`,
  );
  if (!row) return null;
  // staking_period is the last nanosecond of the period before; the period runs one day from the next one.
  const from = row.staking_period + 1n;
  return {
    max_stake_rewarded: row.max_stake_rewarded,
    max_staking_reward_rate_per_hbar: row.max_staking_reward_rate_per_hbar,
    max_total_reward: row.max_total_reward,
    node_reward_fee_fraction: fraction(row.node_reward_fee_numerator, row.node_reward_fee_denominator),
    reserved_staking_rewards: row.reserved_staking_rewards,
    reward_balance_threshold: row.reward_balance_threshold,
    stake_total: row.stake_total,
    staking_period: { from: formatTimestamp(from)!, to: formatTimestamp(from + NS_PER_DAY) },
    staking_period_duration: row.staking_period_duration,
    staking_periods_stored: row.staking_periods_stored,
    staking_reward_fee_fraction: fraction(row.staking_reward_fee_numerator, row.staking_reward_fee_denominator),
    staking_reward_rate: row.staking_reward_rate,
    staking_start_threshold: row.staking_start_threshold,
    unreserved_staking_reward_balance: row.unreserved_staking_reward_balance,
  };
}
