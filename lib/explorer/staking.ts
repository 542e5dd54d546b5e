/**
 * The staking page (/staking): the current staking period, each node's stake and reward rate, and what an amount
 * staked to a node would earn at that node's last rate. Read from /api/v1/network/stake and /api/v1/network/nodes.
 */
import { followPages } from '../client/fetch-parsed';
import { NetworkStakeResponse } from '../schemas/v1/network';
import { NetworkNodesResponse, type NetworkNode } from '../schemas/v1/network-node';
import { StakingRewardsResponse, type StakingReward } from '../schemas/v1/reward';
import { load, loadOptional } from './load';
import type { Network } from './networks';

const TINYBARS_PER_HBAR = 100_000_000n;
/** A network has a few dozen nodes; 25 a page. */
const MAX_NODE_PAGES = 20;

export interface StakingOverview {
  /** null when the ledger has recorded no staking period yet. */
  stake: NetworkStakeResponse | null;
  nodes: NetworkNode[];
}

export async function loadStakingOverview(network: Network): Promise<StakingOverview> {
  const nodes: NetworkNode[] = [];
  const [stake] = await Promise.all([
    loadOptional(network, '/api/v1/network/stake', NetworkStakeResponse),
    (async () => {
      for await (const page of followPages(
        '/api/v1/network/nodes?limit=25',
        (path) => load(network, path, NetworkNodesResponse),
        MAX_NODE_PAGES,
      ))
        nodes.push(...page.nodes);
    })(),
  ]);
  return { stake, nodes };
}

/** The rewards of staking `amount` at `ratePerHbarPerDay` (tinybars per whole hbar per day), in tinybars. */
export interface RewardEstimate {
  /** The rate counted: the node's, or the network's cap when the node's is above it. */
  rate: bigint;
  day: bigint;
  month: bigint;
  year: bigint;
}

/**
 * Rewards are paid on whole hbar staked at the start of a full period, at the node's rate for that period, which the
 * network caps at `max_staking_reward_rate_per_hbar`. A month is counted as 30 periods, a year as 365.
 */
export function estimateRewards(
  amountTinybars: bigint,
  ratePerHbarPerDay: bigint,
  maxRatePerHbar: bigint | null,
): RewardEstimate {
  const rate =
    maxRatePerHbar !== null && maxRatePerHbar > 0n && ratePerHbarPerDay > maxRatePerHbar
      ? maxRatePerHbar
      : ratePerHbarPerDay;
  const wholeHbar = amountTinybars > 0n ? amountTinybars / TINYBARS_PER_HBAR : 0n;
  const day = rate > 0n ? wholeHbar * rate : 0n;
  return { rate, day, month: day * 30n, year: day * 365n };
}

/** A node's rate as a yearly percentage: the API gives tinybars per hbar per day. */
export function yearlyPercent(ratePerHbarPerDay: bigint | number | null): string {
  if (ratePerHbarPerDay === null) return '—';
  return `${((Number(ratePerHbarPerDay) / 1e8) * 365 * 100).toFixed(2)} %`;
}

const HBAR_TEXT = /^(\d{1,12})(?:\.(\d{1,8}))?$/;

/** An amount of hbar as typed (`1,000.5`, `250`) in tinybars; null when it is not a positive amount the form accepts. */
export function parseHbarAmount(text: string): bigint | null {
  const match = HBAR_TEXT.exec(text.trim().replace(/[,_\s]/g, ''));
  if (!match) return null;
  const tinybars = BigInt(match[1]!) * TINYBARS_PER_HBAR + BigInt((match[2] ?? '').padEnd(8, '0'));
  return tinybars > 0n ? tinybars : null;
}

export interface StakeTotals {
  stake: bigint;
  rewarded: bigint;
  notRewarded: bigint;
}

/** The network's stake summed over its nodes (the figures the period's update gave each node). */
export function stakeTotals(nodes: readonly NetworkNode[]): StakeTotals {
  const sum = (pick: (n: NetworkNode) => bigint | number | null) =>
    nodes.reduce((total, n) => total + BigInt(pick(n) ?? 0), 0n);
  return {
    stake: sum((n) => n.stake),
    rewarded: sum((n) => n.stake_rewarded),
    notRewarded: sum((n) => n.stake_not_rewarded),
  };
}

/** The rewards of one UTC month. */
export interface MonthOfRewards {
  /** `2026-11`. */
  month: string;
  total: bigint;
  count: number;
}

/** Rewards summed by UTC month, newest month first. */
export function rewardsByMonth(rewards: readonly { amount: bigint | number; timestamp: string }[]): MonthOfRewards[] {
  const months = new Map<string, MonthOfRewards>();
  for (const reward of rewards) {
    const month = new Date(Number(reward.timestamp.split('.')[0]) * 1000).toISOString().slice(0, 7);
    const entry = months.get(month) ?? { month, total: 0n, count: 0 };
    entry.total += BigInt(reward.amount);
    entry.count += 1;
    months.set(month, entry);
  }
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}

/** At most this many of an account's rewards are summed (10 pages of 100): years of daily rewards. */
const MAX_REWARD_PAGES = 10;

/** An account's rewards by month, newest first, and whether older ones were left out. */
export async function loadRewardsByMonth(
  network: Network,
  account: string,
): Promise<{ months: MonthOfRewards[]; complete: boolean }> {
  const rewards: StakingReward[] = [];
  let complete = true;
  let pages = 0;
  for await (const page of followPages(
    `/api/v1/accounts/${account}/rewards?limit=100`,
    (path) => load(network, path, StakingRewardsResponse),
    MAX_REWARD_PAGES,
  )) {
    rewards.push(...page.rewards);
    pages++;
    if (pages === MAX_REWARD_PAGES && page.links.next) complete = false;
  }
  return { months: rewardsByMonth(rewards), complete };
}
