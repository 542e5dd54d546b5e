import { TxType } from './constants';
import type { Ledger } from './ledger';

/** Typical charged fees in tinybars (at ~$0.10 per hbar), before a ±10% spread. */
const BASE_FEE: Record<number, bigint> = {
  [TxType.CRYPTOTRANSFER]: 100_000n,
  [TxType.CRYPTOCREATEACCOUNT]: 50_000_000n,
  [TxType.CRYPTOUPDATEACCOUNT]: 2_000_000n,
  [TxType.CRYPTOAPPROVEALLOWANCE]: 50_000_000n,
  [TxType.CONSENSUSCREATETOPIC]: 100_000_000n,
  [TxType.CONSENSUSSUBMITMESSAGE]: 80_000n,
  [TxType.TOKENCREATION]: 10_000_000_000n,
  [TxType.TOKENASSOCIATE]: 500_000_000n,
  [TxType.TOKENMINT]: 200_000_000n,
  [TxType.TOKENBURN]: 200_000_000n,
  [TxType.TOKENWIPE]: 200_000_000n,
  [TxType.SCHEDULECREATE]: 100_000_000n,
  [TxType.SCHEDULESIGN]: 10_000_000n,
  [TxType.TOKENAIRDROP]: 10_000_000n,
  [TxType.TOKENCLAIMAIRDROP]: 10_000_000n,
  [TxType.TOKENCANCELAIRDROP]: 10_000_000n,
};

/** Tinybars per unit of gas (the fee schedule's 852 tinycents at 30,000 : 285,000). */
export const TINYBARS_PER_GAS = 90n;

export function feeFor(l: Ledger, type: number): bigint {
  const base = BASE_FEE[type] ?? 1_000_000n;
  return (base * BigInt(90 + l.prng.int(21))) / 100n;
}

export function gasFee(gasUsed: bigint): bigint {
  return gasUsed * TINYBARS_PER_GAS + 100_000n;
}

/** A random payer among user accounts that can afford `needed`, or undefined. */
export function pickPayer(l: Ledger, needed: bigint, exclude?: number): number | undefined {
  const users = l.state.users;
  if (users.length === 0) return undefined;
  for (let attempt = 0; attempt < 8; attempt++) {
    const id = l.prng.pick(users);
    if (id !== exclude && l.balanceOf(id) >= needed) return id;
  }
  return undefined;
}

export function pickOther(l: Ledger, not: number): number | undefined {
  const users = l.state.users;
  for (let attempt = 0; attempt < 8 && users.length > 1; attempt++) {
    const id = l.prng.pick(users);
    if (id !== not) return id;
  }
  return undefined;
}
