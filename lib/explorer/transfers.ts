/**
 * hbar transfers as a from → to view: debits on the left, credits on the right, with the fee rows split off and
 * labelled (the submitting node, 0.0.98 network fee, 0.0.800 staking reward account, 0.0.801 node reward account).
 */
export interface Leg {
  account: string;
  amount: bigint;
}

export interface FeeLeg extends Leg {
  label: string;
}

export interface TransferView {
  from: Leg[];
  to: Leg[];
  fees: FeeLeg[];
  /** Total of the fee rows (what the payer was charged). */
  feeTotal: bigint;
}

const FEE_ACCOUNTS: Record<string, string> = {
  '98': 'Network fee',
  '800': 'Staking reward account',
  '801': 'Node reward account',
};

const num = (entityId: string) => entityId.split('.').at(-1) ?? '';

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
): TransferView {
  const fees: FeeLeg[] = [];
  const rest = new Map<string, bigint>();
  for (const t of transfers) {
    const amount = BigInt(t.amount);
    const label = amount > 0n ? feeLabel(t.account, node) : null;
    if (label) fees.push({ account: t.account, amount, label });
    else rest.set(t.account, (rest.get(t.account) ?? 0n) + amount);
  }
  const feeTotal = fees.reduce((sum, f) => sum + f.amount, 0n);
  // The payer's debit pays the fees as well; show only the part that went elsewhere.
  if (rest.has(payer)) rest.set(payer, rest.get(payer)! + feeTotal);
  const legs = [...rest].map(([account, amount]) => ({ account, amount })).filter((l) => l.amount !== 0n);
  return {
    from: legs.filter((l) => l.amount < 0n).map((l) => ({ account: l.account, amount: -l.amount })),
    to: legs.filter((l) => l.amount > 0n),
    fees,
    feeTotal,
  };
}
