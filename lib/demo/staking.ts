import { Account, NODE_COUNT, NS_PER_SECOND, TINYBARS_PER_HBAR, TxType } from './constants';
import type { Ledger } from './ledger';
import { range, type RowSink } from './sink';
import type { LedgerState } from './state';

const NS_PER_DAY = 86_400n * NS_PER_SECOND;

export function epochDay(ts: bigint): number {
  return Number(ts / NS_PER_DAY);
}

/**
 * The daily NodeStakeUpdate: one node_stake row per node and a network_stake row for the staking period that just
 * ended, the day before the one that `opensAt` falls in. The Mirror Node stores that period's last nanosecond and its
 * API shows the period from the next one, so the rows must name the day before the one opening: the update is the
 * first transaction of a block whose slots can start before midnight, so the day comes from the block's close time
 * (`opensAt`), not from the update's own timestamp (which gave the period before, already over: "next staking period
 * in 364 days" in an explorer counting down to it).
 */
export function nodeStakeUpdate(l: Ledger, opensAt?: bigint): void {
  const ctx = l.topLevel(Account.TREASURY);
  l.emit(ctx, { type: TxType.NODESTAKEUPDATE, fee: 0n });
  const opening = epochDay(opensAt !== undefined && opensAt > ctx.ts ? opensAt : ctx.ts);
  l.state.stakingDay = opening;
  const day = opening - 1;
  const periodEnd = BigInt(opening) * NS_PER_DAY - 1n;
  let total = 0n;
  for (let n = 0; n < NODE_COUNT; n++) {
    // 0.5–2 billion hbar per node keeps the network total (7 nodes) well inside int64 tinybars.
    const stake = l.prng.bigBetween(500_000n, 2_000_000n) * 1_000n * TINYBARS_PER_HBAR;
    const rewarded = (stake * BigInt(80 + l.prng.int(20))) / 100n;
    total += stake;
    l.sink.add('node_stake', {
      consensus_timestamp: ctx.ts,
      epoch_day: day,
      node_id: n,
      reward_rate: l.prng.between(1_000, 27_000),
      stake,
      stake_rewarded: rewarded,
      staking_period: periodEnd,
      max_stake: (45_000_000_000n * TINYBARS_PER_HBAR) / 7n,
      min_stake: 0n,
      stake_not_rewarded: stake - rewarded,
    });
  }
  l.sink.add('network_stake', {
    consensus_timestamp: ctx.ts,
    epoch_day: day,
    max_staking_reward_rate_per_hbar: 17_808n,
    node_reward_fee_denominator: 0n,
    node_reward_fee_numerator: 0n,
    stake_total: total,
    staking_period: periodEnd,
    staking_period_duration: 1440n,
    staking_periods_stored: 365n,
    staking_reward_fee_denominator: 10n,
    staking_reward_fee_numerator: 1n,
    staking_reward_rate: 100_000_000_000n,
    staking_start_threshold: 25_000_000_000_000_000n,
    max_stake_rewarded: total / 2n,
    max_total_reward: 2_000_000_000_000n,
    reserved_staking_rewards: 1_000_000_000_000n,
    reward_balance_threshold: 8_500_000_000_000_000n,
    unreserved_staking_reward_balance: 500_000_000_000n,
  });
}

/**
 * Whether a block closing at `closeNs` is the first of a new staking period (UTC day). Decided by the period last
 * opened rather than by the previous block's last transaction: that can still fall before midnight when the block
 * before closed after it, and the day would then open twice.
 */
export function stakingPeriodDue(l: Ledger, closeNs: bigint): boolean {
  return l.state.stakingDay === null || epochDay(closeNs) > l.state.stakingDay;
}

/** A staking reward for `account` if it stakes and 0.0.800 can pay it, else nothing. */
export function stakingReward(l: Ledger, account: number): [number, bigint][] {
  const e = l.state.entities.get(account);
  if (!e || e.stakedNodeId < 0 || e.declineReward || !l.prng.chance(0.15)) return [];
  const amount = BigInt(l.prng.between(10_000, 5_000_000));
  return l.balanceOf(Account.STAKING_REWARD) > amount * 10n ? [[account, amount]] : [];
}

/** entity_stake rows for every staking account (batch mode, at the end). */
export function writeEntityStakes(
  sink: RowSink,
  state: LedgerState,
  endTs: bigint,
  prng: { between(a: number, b: number): number },
): void {
  const day = epochDay(endTs) - 1;
  for (const e of state.entities.values()) {
    if (e.type !== 'ACCOUNT' || e.stakedNodeId < 0) continue;
    sink.add('entity_stake', {
      end_stake_period: day,
      id: e.id,
      pending_reward: e.declineReward ? 0 : prng.between(0, 90_000_000),
      staked_node_id_start: e.stakedNodeId,
      staked_to_me: 0,
      stake_total_start: e.balance,
      timestamp_range: range(BigInt(day + 1) * NS_PER_DAY),
    });
  }
}
