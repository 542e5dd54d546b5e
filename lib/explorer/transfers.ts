/**
 * hbar transfers as a from → to view: debits on the left, credits on the right, with the fee rows split off and
 * labelled (the submitting node, 0.0.98 network fee, 0.0.800 staking reward account, 0.0.801 node reward account),
 * and the staking rewards paid by 0.0.800 shown apart.
 *
 * The record nets every account into one number, so 0.0.800 both paying a staking reward and receiving its fee share
 * shows up as one debit, and a rewarded account's credit includes its reward. The view undoes that netting:
 *   1. each staking reward is taken out of the rewarded account's amount and given back to 0.0.800 (it is shown in
 *      `rewards`, 0.0.800 → account);
 *   2. what is left credited to a fee collector is a fee row;
 *   3. when `charged_tx_fee` is known and the collectors were credited more than it, the surplus is a plain payload
 *      credit (taken off 0.0.800, then 0.0.801, 0.0.98, the node), so the fee rows add up to the charged fee;
 *   4. the fee payer's debit is shown net of the fee rows (it paid them). That is the payer, except when a
 *      transaction fails the submitting node's checks (INVALID_SIGNATURE, INSUFFICIENT_PAYER_BALANCE …): then the
 *      node is charged and the payer not at all, which the record shows as a node debit equal to the fee rows
 *      (its own node fee netted away) and no payer debit.
 * Every tinybar stays accounted for: per account, to − from + fee − (feePayer ? feeTotal) + reward − (0.0.800 ?
 * rewardTotal) equals the record's amount. Without staking rewards (and with fee credits matching the charged fee) steps 1 and 3
 * change nothing.
 */
export interface Leg {
  account: string;
  amount: bigint;
}

export interface FeeLeg extends Leg {
  label: string;
}

/** A staking reward: `from` (0.0.800) paid `amount` to `account`. */
export interface RewardLeg extends Leg {
  from: string;
}

export interface TransferView {
  from: Leg[];
  to: Leg[];
  fees: FeeLeg[];
  /** Total of the fee rows (what the fee payer was charged). */
  feeTotal: bigint;
  /** Who paid the fee rows: the payer, or the submitting node when the transaction failed its checks. */
  feePayer: string;
  nodePaidFee: boolean;
  /** Staking rewards paid out by 0.0.800, apart from the payload and the fees. */
  rewards: RewardLeg[];
  rewardTotal: bigint;
}

export interface TransferViewExtras {
  /** The record's `staking_reward_transfers` (amounts received as reward). */
  stakingRewards?: readonly { account: string; amount: bigint | number }[];
  /** The record's `charged_tx_fee`; null or absent when unknown. */
  chargedFee?: bigint | number | null;
}

const STAKING_REWARD_ACCOUNT = '800';

const FEE_ACCOUNTS: Record<string, string> = {
  '98': 'Network fee',
  [STAKING_REWARD_ACCOUNT]: 'Staking reward account',
  '801': 'Node reward account',
};

/** Which fee rows give up a surplus over the charged fee first (the node fee is the most certain). */
const SURPLUS_ORDER = [STAKING_REWARD_ACCOUNT, '801', '98'];

const num = (entityId: string) => entityId.split('.').at(-1) ?? '';
const shardRealm = (entityId: string) => entityId.split('.').slice(0, -1).join('.') || '0.0';

/** The label of a fee collector, or null when the account is not one. */
export function feeLabel(account: string, node: string | null): string | null {
  if (node && account === node) return 'Node fee';
  return FEE_ACCOUNTS[num(account)] ?? null;
}

export function payerOf(transactionId: string): string {
  return transactionId.split(/[-@]/)[0] ?? transactionId;
}

export function transferView(
  transfers: readonly { account: string; amount: bigint | number }[],
  payer: string,
  node: string | null,
  { stakingRewards = [], chargedFee = null }: TransferViewExtras = {},
): TransferView {
  // Net amount per account, in the record's order.
  const net = new Map<string, bigint>();
  const add = (account: string, amount: bigint) => net.set(account, (net.get(account) ?? 0n) + amount);
  for (const t of transfers) add(t.account, BigInt(t.amount));

  // 1. Staking rewards: out of the rewarded accounts, back into the account that paid them.
  const rewardAccount =
    transfers.find((t) => num(t.account) === STAKING_REWARD_ACCOUNT)?.account ??
    `${shardRealm(payer)}.${STAKING_REWARD_ACCOUNT}`;
  const rewards: RewardLeg[] = [];
  for (const r of stakingRewards) {
    const amount = BigInt(r.amount);
    if (amount === 0n) continue;
    rewards.push({ from: rewardAccount, account: r.account, amount });
    add(r.account, -amount);
    add(rewardAccount, amount);
  }
  const rewardTotal = rewards.reduce((sum, r) => sum + r.amount, 0n);

  // 2. Fee rows: what is credited to a fee collector.
  const fees: FeeLeg[] = [];
  const rest = new Map<string, bigint>();
  for (const [account, amount] of net) {
    const label = amount > 0n ? feeLabel(account, node) : null;
    if (label) fees.push({ account, amount, label });
    else rest.set(account, amount);
  }

  // 3. Credits to the collectors beyond the charged fee are payload.
  let surplus = chargedFee == null ? 0n : fees.reduce((sum, f) => sum + f.amount, 0n) - BigInt(chargedFee);
  if (surplus > 0n) {
    const rank = (f: FeeLeg) => {
      const i = SURPLUS_ORDER.indexOf(num(f.account));
      return i === -1 || f.account === node ? SURPLUS_ORDER.length : i;
    };
    for (const fee of [...fees].sort((a, b) => rank(a) - rank(b))) {
      const moved = fee.amount < surplus ? fee.amount : surplus;
      fee.amount -= moved;
      rest.set(fee.account, (rest.get(fee.account) ?? 0n) + moved);
      surplus -= moved;
      if (surplus === 0n) break;
    }
  }
  const shownFees = fees.filter((f) => f.amount !== 0n);
  const feeTotal = shownFees.reduce((sum, f) => sum + f.amount, 0n);

  // 4. The fee payer's debit pays the fees as well; show only the part that went elsewhere.
  const nodeDebit = node && node !== payer ? -(rest.get(node) ?? 0n) : 0n;
  const nodePaidFee = feeTotal > 0n && nodeDebit === feeTotal && (rest.get(payer) ?? 0n) >= 0n;
  const feePayer = nodePaidFee && node ? node : payer;
  if (rest.has(feePayer)) rest.set(feePayer, rest.get(feePayer)! + feeTotal);
  const legs = [...rest].map(([account, amount]) => ({ account, amount })).filter((l) => l.amount !== 0n);
  return {
    from: legs.filter((l) => l.amount < 0n).map((l) => ({ account: l.account, amount: -l.amount })),
    to: legs.filter((l) => l.amount > 0n),
    fees: shownFees,
    feeTotal,
    feePayer,
    nodePaidFee,
    rewards,
    rewardTotal,
  };
}
