import type { Transaction } from '../schemas/v1/transaction';
import { payerOf, transferView } from './transfers';

/** What a transaction moved, in one line of a list: the main sender → receiver and the amount credited. */
export type Movement =
  | { kind: 'hbar'; from: string | null; to: string | null; amount: bigint; more: number }
  | { kind: 'token'; tokenId: string; from: string | null; to: string | null; amount: bigint; more: number }
  | { kind: 'nft'; tokenId: string; serial: bigint; from: string | null; to: string | null; more: number };

type MovedFields = Pick<
  Transaction,
  | 'transaction_id'
  | 'node'
  | 'transfers'
  | 'token_transfers'
  | 'nft_transfers'
  | 'staking_reward_transfers'
  | 'charged_tx_fee'
>;

interface Leg {
  account: string;
  amount: bigint;
}

const largest = (legs: Leg[]): Leg | undefined =>
  legs.reduce<Leg | undefined>((best, leg) => (!best || leg.amount > best.amount ? leg : best), undefined);
const sum = (legs: Leg[]) => legs.reduce((total, leg) => total + leg.amount, 0n);

/**
 * NFTs first, then fungible tokens, then hbar: a token transfer's hbar legs are usually only its fee. hbar legs are
 * read through the fee-aware transfer view, so fees and staking rewards are never shown as what moved. A mint has no
 * sender and a burn no receiver (null); `more` counts the other accounts (and tokens) the line leaves out.
 */
export function movementOf(tx: MovedFields): Movement | null {
  const [nft, ...otherNfts] = tx.nft_transfers ?? [];
  if (nft?.token_id) {
    return {
      kind: 'nft',
      tokenId: nft.token_id,
      serial: BigInt(nft.serial_number),
      from: nft.sender_account_id,
      to: nft.receiver_account_id,
      more: otherNfts.length,
    };
  }
  const tokenTransfers = tx.token_transfers ?? [];
  const [first] = tokenTransfers;
  if (first) {
    const ofToken = tokenTransfers
      .filter((t) => t.token_id === first.token_id)
      .map((t) => ({ account: t.account, amount: BigInt(t.amount) }));
    const credits = ofToken.filter((l) => l.amount > 0n);
    const debits = ofToken.filter((l) => l.amount < 0n).map((l) => ({ account: l.account, amount: -l.amount }));
    const otherTokens = new Set(tokenTransfers.map((t) => t.token_id)).size - 1;
    const amount = credits.length > 0 ? sum(credits) : sum(debits);
    return {
      kind: 'token',
      tokenId: first.token_id,
      from: largest(debits)?.account ?? null,
      to: largest(credits)?.account ?? null,
      amount,
      more: Math.max(0, ofToken.length - 2) + otherTokens,
    };
  }
  const view = transferView(tx.transfers ?? [], payerOf(tx.transaction_id), tx.node, {
    stakingRewards: tx.staking_reward_transfers,
    chargedFee: tx.charged_tx_fee,
  });
  if (view.to.length === 0 && view.from.length === 0) return null;
  return {
    kind: 'hbar',
    from: largest(view.from)?.account ?? null,
    to: largest(view.to)?.account ?? null,
    amount: view.to.length > 0 ? sum(view.to) : sum(view.from),
    more: Math.max(0, view.from.length + view.to.length - 2),
  };
}

/** One account's own change in a transaction: its net hbar (fees included, as its balance saw it) and tokens. */
export interface AccountChange {
  hbar: bigint;
  tokens: { tokenId: string; amount: bigint }[];
  nfts: { tokenId: string; serial: bigint; received: boolean }[];
}

export function accountChange(
  tx: Pick<Transaction, 'transfers' | 'token_transfers' | 'nft_transfers'>,
  account: string,
): AccountChange {
  const hbar = (tx.transfers ?? [])
    .filter((t) => t.account === account)
    .reduce((total, t) => total + BigInt(t.amount), 0n);
  const byToken = new Map<string, bigint>();
  for (const t of tx.token_transfers ?? []) {
    if (t.account === account) byToken.set(t.token_id, (byToken.get(t.token_id) ?? 0n) + BigInt(t.amount));
  }
  const nfts = (tx.nft_transfers ?? [])
    .filter(
      (n) =>
        n.token_id &&
        (n.receiver_account_id === account || n.sender_account_id === account) &&
        n.receiver_account_id !== n.sender_account_id,
    )
    .map((n) => ({
      tokenId: n.token_id!,
      serial: BigInt(n.serial_number),
      received: n.receiver_account_id === account,
    }));
  return {
    hbar,
    tokens: [...byToken].filter(([, amount]) => amount !== 0n).map(([tokenId, amount]) => ({ tokenId, amount })),
    nfts,
  };
}
