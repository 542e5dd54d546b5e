import { Account, Result, TINYBARS_PER_HBAR, TxType } from './constants';
import { archiveEntity } from './entities';
import { feeFor, pickOther, pickPayer } from './fees';
import { ecdsaKey, ed25519Key, type DemoKey } from './keys';
import type { Ledger, TxContext } from './ledger';
import { stakingReward, epochDay } from './staking';
import { newEntity } from './state';

const MEMOS = [
  '',
  '',
  '',
  'savings',
  'payroll',
  'hot wallet',
  'cold storage',
  'dex router',
  'game rewards',
  'treasury ops',
];

type AliasKind = 'none' | 'evm' | 'key';

/** CRYPTOCREATEACCOUNT funded by `payer`; some accounts get ECDSA keys with EVM addresses, some stake. */
export function createAccount(l: Ledger, payer: number = Account.TREASURY, alias?: AliasKind): number | undefined {
  const initial = BigInt(l.prng.between(100, 50_000)) * TINYBARS_PER_HBAR;
  const fee = feeFor(l, TxType.CRYPTOCREATEACCOUNT);
  if (l.balanceOf(payer) < initial + fee) return undefined;
  const kind = alias ?? (l.prng.chance(0.35) ? 'evm' : 'none');
  const key = kind === 'evm' || l.prng.chance(0.2) ? ecdsaKey(l.prng) : ed25519Key(l.prng);
  const ctx = l.topLevel(payer);
  const id = addAccount(l, ctx.ts, key, kind);
  l.emit(ctx, {
    type: TxType.CRYPTOCREATEACCOUNT,
    entityId: id,
    fee,
    initialBalance: initial,
    transfers: [
      [payer, -initial],
      [id, initial],
    ],
    memo: l.prng.chance(0.2) ? 'create account' : '',
  });
  return id;
}

function addAccount(l: Ledger, ts: bigint, key: DemoKey, alias: AliasKind): number {
  const id = l.state.allocateId();
  const staked = l.prng.chance(0.3);
  const e = newEntity(id, 'ACCOUNT', ts, {
    key,
    memo: l.prng.pick(MEMOS),
    alias: alias === 'evm' ? key.evmAddress : alias === 'key' ? key.protobuf : null,
    evmAddress: key.evmAddress,
    maxAutoAssociations: l.prng.pick([0, 0, 10, -1]),
    stakedNodeId: staked ? l.prng.int(7) : -1,
    stakePeriodStart: staked ? epochDay(ts) - 1 : -1,
    declineReward: staked && l.prng.chance(0.1),
    expirationTs: ts + 7_776_000_000_000_000n,
  });
  l.state.entities.set(id, e);
  l.state.users.push(id);
  if (key.evmAddress) l.state.evmUsers.push(id);
  return id;
}

/**
 * A transfer to a key alias that has no account yet: the network first creates it in a preceding
 * child record (CRYPTOCREATEACCOUNT, nonce 1, parent = the transfer), then the transfer lands.
 */
export function autoCreateTransfer(l: Ledger): void {
  const payer = pickPayer(l, 200n * TINYBARS_PER_HBAR);
  if (payer === undefined) return;
  const ctx = l.topLevel(payer);
  const key = l.prng.chance(0.5) ? ecdsaKey(l.prng) : ed25519Key(l.prng);
  const child = l.child(ctx, -1);
  const id = addAccount(l, child.ts, key, 'key');
  l.emit(child, { type: TxType.CRYPTOCREATEACCOUNT, entityId: id, memo: 'auto-created account' });
  const amount = BigInt(l.prng.between(1, 100)) * TINYBARS_PER_HBAR;
  l.emit(ctx, {
    type: TxType.CRYPTOTRANSFER,
    fee: feeFor(l, TxType.CRYPTOTRANSFER),
    transfers: [
      [payer, -amount],
      [id, amount],
    ],
  });
}

/** A plain hbar transfer to one to three accounts, sometimes paying a staking reward on the side. */
export function cryptoTransfer(l: Ledger): void {
  const payer = pickPayer(l, 10n * TINYBARS_PER_HBAR);
  if (payer === undefined) return;
  const ctx = l.topLevel(payer);
  const transfers: [number, bigint][] = [];
  let total = 0n;
  const receivers = new Set<number>();
  for (let i = l.prng.between(1, 3); i > 0; i--) {
    const to = pickOther(l, payer);
    if (to === undefined || receivers.has(to)) continue;
    receivers.add(to);
    const amount = ((l.balanceOf(payer) / 1000n) * BigInt(l.prng.between(1, 10))) / 10n + 1n;
    transfers.push([to, amount]);
    total += amount;
  }
  transfers.push([payer, -total]);
  const rewards = [...receivers, payer].flatMap((a) => stakingReward(l, a)).slice(0, 2);
  l.emit(ctx, {
    type: TxType.CRYPTOTRANSFER,
    fee: feeFor(l, TxType.CRYPTOTRANSFER),
    transfers,
    stakingRewards: rewards,
    memo: l.prng.chance(0.1) ? 'payment' : '',
  });
}

/** CRYPTOUPDATEACCOUNT: new memo, staking choice or auto-association limit; the old version goes to history. */
export function updateAccount(l: Ledger): void {
  const payer = pickPayer(l, TINYBARS_PER_HBAR);
  if (payer === undefined) return;
  const ctx = l.topLevel(payer);
  const e = l.state.entity(payer);
  archiveEntity(l.sink, e, ctx.ts);
  const choice = l.prng.int(3);
  if (choice === 0) e.memo = l.prng.pick(MEMOS);
  if (choice === 1) {
    e.stakedNodeId = l.prng.chance(0.8) ? l.prng.int(7) : -1;
    e.stakePeriodStart = e.stakedNodeId >= 0 ? epochDay(ctx.ts) - 1 : -1;
  }
  if (choice === 2) e.maxAutoAssociations = l.prng.pick([0, 5, 100, -1]);
  l.emit(ctx, { type: TxType.CRYPTOUPDATEACCOUNT, entityId: payer, fee: feeFor(l, TxType.CRYPTOUPDATEACCOUNT) });
}

/** A transaction that fails with a real result code; the fee is still charged. */
export function failedTransfer(l: Ledger): void {
  const payer = pickPayer(l, TINYBARS_PER_HBAR);
  const to = payer === undefined ? undefined : pickOther(l, payer);
  if (payer === undefined || to === undefined) return;
  const ctx: TxContext = l.topLevel(payer);
  const result = l.prng.pick([
    Result.INSUFFICIENT_ACCOUNT_BALANCE,
    Result.INVALID_SIGNATURE,
    Result.INVALID_ACCOUNT_ID,
    Result.INSUFFICIENT_PAYER_BALANCE,
  ]);
  const amount = l.balanceOf(payer) * 2n;
  l.emit(ctx, {
    type: TxType.CRYPTOTRANSFER,
    result,
    fee: feeFor(l, TxType.CRYPTOTRANSFER),
    transfers: [
      [payer, -amount],
      [to, amount],
    ],
  });
}
