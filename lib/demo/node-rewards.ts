import { Account, NODE_COUNT, TINYBARS_PER_HBAR, TxType } from './constants';
import type { Ledger } from './ledger';

/** What each node is paid a day when 0.0.801 holds enough (HIP-1064's minimum daily node reward, scaled down). */
export const NODE_DAILY_REWARD = 25n * TINYBARS_PER_HBAR;

/**
 * The daily node reward (HIP-1064): in the first block of a UTC day, the node reward account 0.0.801 pays every
 * node account its share, in one transfer. What it cannot pay (it fills from a tenth of every fee) it skips.
 */
export function payNodeRewards(l: Ledger): void {
  const perNode = [NODE_DAILY_REWARD, l.balanceOf(Account.NODE_REWARD) / BigInt(NODE_COUNT)].reduce((a, b) =>
    a < b ? a : b,
  );
  if (perNode <= 0n) return;
  const nodes = Array.from({ length: NODE_COUNT }, (_, n) => n + 3); // node n's account is 0.0.(n+3)
  const ctx = l.topLevel(Account.TREASURY);
  l.emit(ctx, {
    type: TxType.CRYPTOTRANSFER,
    fee: 0n,
    transfers: [
      [Account.NODE_REWARD, -perNode * BigInt(NODE_COUNT)],
      ...nodes.map((n): [number, bigint] => [n, perNode]),
    ],
  });
}
