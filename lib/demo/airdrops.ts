import { TINYBARS_PER_HBAR, TxType } from './constants';
import { feeFor, pickOther } from './fees';
import type { Ledger } from './ledger';
import { range, type RowSink } from './sink';
import type { AirdropState, LedgerState } from './state';
import { associateAccount } from './tokens';

function key(a: Pick<AirdropState, 'sender' | 'receiver' | 'tokenId' | 'serial'>): string {
  return `${a.sender}/${a.receiver}/${a.tokenId}/${a.serial}`;
}

/**
 * TOKENAIRDROP of fungible units from a token's treasury. An associated receiver gets them at once;
 * otherwise the airdrop stays PENDING until claimed or cancelled (no units move meanwhile).
 */
export function airdrop(l: Ledger): void {
  const tokens = [...l.state.tokens.values()].filter((t) => t.type === 'FUNGIBLE_COMMON');
  if (tokens.length === 0) return;
  const token = l.prng.pick(tokens);
  const sender = l.state.tokenAccount(token.treasury, token.id);
  const receiver = pickOther(l, token.treasury);
  if (
    !sender ||
    receiver === undefined ||
    sender.balance <= 0n ||
    l.balanceOf(token.treasury) < 10n * TINYBARS_PER_HBAR
  )
    return;
  if (l.state.airdrops.has(key({ sender: token.treasury, receiver, tokenId: token.id, serial: 0 }))) return;
  const ctx = l.topLevel(token.treasury);
  const amount = sender.balance / 10_000n + 1n;
  const target = l.state.tokenAccount(receiver, token.id);
  if (target) {
    sender.balance -= amount;
    target.balance += amount;
    l.emit(ctx, {
      type: TxType.TOKENAIRDROP,
      fee: feeFor(l, TxType.TOKENAIRDROP),
      tokenTransfers: [
        { tokenId: token.id, account: token.treasury, amount: -amount },
        { tokenId: token.id, account: receiver, amount },
      ],
    });
    return;
  }
  const a: AirdropState = {
    sender: token.treasury,
    receiver,
    tokenId: token.id,
    serial: 0,
    amount,
    state: 'PENDING',
    modifiedTs: ctx.ts,
  };
  l.state.airdrops.set(key(a), a);
  l.state.pendingAirdropKeys.push(key(a));
  l.emit(ctx, { type: TxType.TOKENAIRDROP, fee: feeFor(l, TxType.TOKENAIRDROP) });
}

/** Picks a pending airdrop and takes it off the pending list (the caller settles it or puts it back). */
function pendingAirdrop(l: Ledger): AirdropState | undefined {
  const keys = l.state.pendingAirdropKeys;
  if (keys.length === 0) return undefined;
  const i = l.prng.int(keys.length);
  const a = l.state.airdrops.get(keys[i]!);
  keys[i] = keys[keys.length - 1]!;
  keys.pop();
  return a;
}

function putBack(l: Ledger, a: AirdropState | undefined): void {
  if (a) l.state.pendingAirdropKeys.push(key(a));
}

/** TOKENCLAIMAIRDROP by the receiver: it gets associated and the units move. */
export function claimAirdrop(l: Ledger): void {
  const a = pendingAirdrop(l);
  const sender = a && l.state.tokenAccount(a.sender, a.tokenId);
  if (!a || !sender || a.amount === null || sender.balance < a.amount || l.balanceOf(a.receiver) < TINYBARS_PER_HBAR) {
    putBack(l, a);
    return;
  }
  const ctx = l.topLevel(a.receiver);
  const target =
    l.state.tokenAccount(a.receiver, a.tokenId) ?? associateAccount(l, a.receiver, a.tokenId, ctx.ts, true);
  sender.balance -= a.amount;
  target.balance += a.amount;
  settle(l.sink, a, 'CLAIMED', ctx.ts);
  l.emit(ctx, {
    type: TxType.TOKENCLAIMAIRDROP,
    fee: feeFor(l, TxType.TOKENCLAIMAIRDROP),
    tokenTransfers: [
      { tokenId: a.tokenId, account: a.sender, amount: -a.amount },
      { tokenId: a.tokenId, account: a.receiver, amount: a.amount },
    ],
  });
}

/** TOKENCANCELAIRDROP by the sender. */
export function cancelAirdrop(l: Ledger): void {
  const a = pendingAirdrop(l);
  if (!a || l.balanceOf(a.sender) < TINYBARS_PER_HBAR) {
    putBack(l, a);
    return;
  }
  const ctx = l.topLevel(a.sender);
  settle(l.sink, a, 'CANCELLED', ctx.ts);
  l.emit(ctx, { type: TxType.TOKENCANCELAIRDROP, fee: feeFor(l, TxType.TOKENCANCELAIRDROP) });
}

function settle(sink: RowSink, a: AirdropState, state: AirdropState['state'], ts: bigint): void {
  sink.add('token_airdrop_history', airdropRow(a, ts));
  a.state = state;
  a.modifiedTs = ts;
}

function airdropRow(a: AirdropState, until: bigint | null) {
  return {
    amount: a.amount,
    receiver_account_id: a.receiver,
    sender_account_id: a.sender,
    serial_number: a.serial,
    state: a.state,
    timestamp_range: range(a.modifiedTs, until),
    token_id: a.tokenId,
  };
}

export function writeAirdrops(sink: RowSink, state: LedgerState): void {
  for (const a of state.airdrops.values()) sink.add('token_airdrop', airdropRow(a, null));
}
