import { TINYBARS_PER_HBAR, TxType } from './constants';
import { feeFor, pickOther, pickPayer } from './fees';
import type { Ledger } from './ledger';
import { range } from './sink';
import type { AllowanceState, TokenState } from './state';

type Owner = [number | undefined, TokenState | undefined];

function randomOwner(l: Ledger): Owner {
  const owner = pickPayer(l, TINYBARS_PER_HBAR);
  const held = owner === undefined ? [] : (l.state.accountTokens.get(owner) ?? []);
  if (held.length === 0 || l.prng.chance(0.4)) return [owner, undefined];
  return [owner, l.state.tokens.get(l.prng.pick(held))];
}

/** An owner for the given kind: a token's treasury for token and NFT allowances. */
function ownerFor(l: Ledger, kind: AllowanceState['kind']): Owner {
  if (kind === 'crypto') return [pickPayer(l, TINYBARS_PER_HBAR), undefined];
  const type = kind === 'nft' ? 'NON_FUNGIBLE_UNIQUE' : 'FUNGIBLE_COMMON';
  const token = [...l.state.tokens.values()].find((t) => t.type === type);
  return [token?.treasury, token];
}

function allowanceKey(a: Pick<AllowanceState, 'kind' | 'owner' | 'spender' | 'tokenId'>): string {
  return `${a.kind}/${a.owner}/${a.spender}/${a.tokenId ?? 0}`;
}

/** CRYPTOAPPROVEALLOWANCE for hbar, a fungible token the owner holds, or all serials of an NFT class. */
export function approveAllowance(l: Ledger, forced?: AllowanceState['kind']): void {
  const [owner, token] = forced ? ownerFor(l, forced) : randomOwner(l);
  const spender = owner === undefined ? undefined : pickOther(l, owner);
  if (owner === undefined || spender === undefined || l.balanceOf(owner) < TINYBARS_PER_HBAR) return;
  const finalKind = !token ? 'crypto' : token.type === 'NON_FUNGIBLE_UNIQUE' ? 'nft' : 'token';
  const ctx = l.topLevel(owner);
  const granted =
    finalKind === 'crypto' ? BigInt(l.prng.between(1, 500)) * TINYBARS_PER_HBAR : BigInt(l.prng.between(1, 10_000));
  const next: AllowanceState = {
    kind: finalKind,
    owner,
    spender,
    tokenId: finalKind === 'crypto' ? null : (token?.id ?? null),
    amountGranted: finalKind === 'nft' ? 0n : granted,
    amount: finalKind === 'nft' ? 0n : granted,
    payer: owner,
    modifiedTs: ctx.ts,
  };
  const key = allowanceKey(next);
  const previous = l.state.allowances.get(key);
  if (previous) writeAllowance(l, previous, ctx.ts);
  else if (finalKind === 'crypto') l.state.cryptoAllowanceKeys.push(key);
  l.state.allowances.set(key, next);
  l.emit(ctx, { type: TxType.CRYPTOAPPROVEALLOWANCE, fee: feeFor(l, TxType.CRYPTOAPPROVEALLOWANCE) });
}

/** A spender moves hbar out of the owner's account through its allowance (is_approval = true). */
export function approvedTransfer(l: Ledger): void {
  const keys = l.state.cryptoAllowanceKeys;
  const a = keys.length > 0 ? l.state.allowances.get(l.prng.pick(keys)) : undefined;
  if (!a || a.amount < TINYBARS_PER_HBAR) return;
  if (l.balanceOf(a.owner) < a.amount || l.balanceOf(a.spender) < TINYBARS_PER_HBAR) return;
  const ctx = l.topLevel(a.spender);
  const amount = a.amount / BigInt(l.prng.between(2, 5));
  writeAllowance(l, a, ctx.ts);
  a.amount -= amount;
  a.modifiedTs = ctx.ts;
  a.payer = a.spender;
  l.emit(ctx, {
    type: TxType.CRYPTOTRANSFER,
    fee: feeFor(l, TxType.CRYPTOTRANSFER),
    transfers: [
      [a.owner, -amount],
      [a.spender, amount],
    ],
    approvals: [a.owner],
  });
}

/** Writes an allowance row: the current one (until = undefined) or its history version closed at `until`. */
export function writeAllowance(l: Ledger, a: AllowanceState, until?: bigint): void {
  const common = {
    owner: a.owner,
    spender: a.spender,
    payer_account_id: a.payer,
    timestamp_range: range(a.modifiedTs, until),
  };
  const history = until !== undefined;
  if (a.kind === 'crypto') {
    l.sink.add(history ? 'crypto_allowance_history' : 'crypto_allowance', {
      ...common,
      amount_granted: a.amountGranted,
      amount: a.amount,
    });
  } else if (a.kind === 'token') {
    l.sink.add(history ? 'token_allowance_history' : 'token_allowance', {
      ...common,
      amount_granted: a.amountGranted,
      amount: a.amount,
      token_id: a.tokenId,
    });
  } else {
    l.sink.add(history ? 'nft_allowance_history' : 'nft_allowance', {
      ...common,
      approved_for_all: true,
      token_id: a.tokenId,
    });
  }
}
