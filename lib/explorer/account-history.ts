/**
 * An account's history as an accountant reads it: each transaction split into the account's own lines (hbar sent or
 * received, tokens, NFTs, staking rewards), each with its direction and counterparties, fees apart. The account
 * page's history filters (direction, counterparty, token, dust below a threshold) and its history CSV are built on
 * these lines. Pure: the reads are the caller's (account-history-read.ts).
 */
import type { Transaction } from '../schemas/v1/transaction';
import { payerOf, transferView } from './transfers';

export type LineKind = 'hbar' | 'token' | 'nft' | 'reward';
export type Direction = 'in' | 'out';

/** One movement of the account in a transaction. */
export interface HistoryLine {
  kind: LineKind;
  direction: Direction;
  /** Tinybars (hbar, reward), the token's smallest unit (token), 1 (nft); always positive. */
  amount: bigint;
  tokenId: string | null;
  serial: bigint | null;
  /** The other side: who sent what the account received, or received what it sent (null: a mint or a burn). */
  counterparties: string[];
}

/** A transaction seen from the account: its lines, and the fee when the account paid it. */
export interface AccountEntry {
  transaction: Transaction;
  lines: HistoryLine[];
  /** The fee the account was charged (it paid for the transaction), else 0. */
  fee: bigint;
}

const unique = (ids: readonly (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];

/** The account's lines in one transaction; fees and the staking rewards riding on it are told apart from payload. */
export function accountEntry(transaction: Transaction, account: string): AccountEntry {
  const view = transferView(transaction.transfers, payerOf(transaction.transaction_id), transaction.node, {
    stakingRewards: transaction.staking_reward_transfers,
    chargedFee: transaction.charged_tx_fee,
  });
  const lines: HistoryLine[] = [];
  const sent = view.from.find((l) => l.account === account);
  const received = view.to.find((l) => l.account === account);
  if (sent)
    lines.push({
      kind: 'hbar',
      direction: 'out',
      amount: sent.amount,
      tokenId: null,
      serial: null,
      counterparties: unique(view.to.map((l) => l.account)),
    });
  if (received)
    lines.push({
      kind: 'hbar',
      direction: 'in',
      amount: received.amount,
      tokenId: null,
      serial: null,
      counterparties: unique(view.from.map((l) => l.account)),
    });
  for (const reward of view.rewards) {
    if (reward.account === account)
      lines.push({
        kind: 'reward',
        direction: 'in',
        amount: reward.amount,
        tokenId: null,
        serial: null,
        counterparties: [reward.from],
      });
  }
  const tokenNet = new Map<string, bigint>();
  for (const t of transaction.token_transfers)
    tokenNet.set(`${t.token_id}|${t.account}`, (tokenNet.get(`${t.token_id}|${t.account}`) ?? 0n) + BigInt(t.amount));
  for (const tokenId of unique(transaction.token_transfers.map((t) => t.token_id))) {
    const net = tokenNet.get(`${tokenId}|${account}`) ?? 0n;
    if (net === 0n) continue;
    const others = [...tokenNet]
      .filter(([key, amount]) => key.startsWith(`${tokenId}|`) && (net > 0n ? amount < 0n : amount > 0n))
      .map(([key]) => key.slice(tokenId.length + 1));
    lines.push({
      kind: 'token',
      direction: net > 0n ? 'in' : 'out',
      amount: net > 0n ? net : -net,
      tokenId,
      serial: null,
      counterparties: unique(others),
    });
  }
  for (const n of transaction.nft_transfers) {
    if (!n.token_id || n.sender_account_id === n.receiver_account_id) continue;
    const direction = n.receiver_account_id === account ? 'in' : n.sender_account_id === account ? 'out' : null;
    if (!direction) continue;
    const other = direction === 'in' ? n.sender_account_id : n.receiver_account_id;
    lines.push({
      kind: 'nft',
      direction,
      amount: 1n,
      tokenId: n.token_id,
      serial: BigInt(n.serial_number),
      counterparties: unique([other]),
    });
  }
  const fee = view.feePayer === account ? view.feeTotal : 0n;
  return { transaction, lines, fee };
}

/** The page's history filters, read from its URL (see HISTORY_PARAMS). */
export interface HistoryFilter {
  direction: Direction | null;
  counterparty: string | null;
  token: string | null;
  /** Hide transactions whose only movements are hbar below this many tinybars and that the account did not pay for. */
  minHbar: bigint;
}

/** The history filters' URL parameters: the explorer's own, never sent to /api/v1. */
export const HISTORY_PARAMS = ['direction', 'counterparty', 'token', 'min_hbar'] as const;

const ENTITY_ID = /^(?:\d{1,10}\.\d{1,10}\.)?\d{1,19}$/;
const HBAR_AMOUNT = /^\d{1,10}(?:\.\d{1,8})?$/;

/** An id as typed (`1001` or `0.0.1001`) in the API's full form. */
const fullId = (id: string) => (id.includes('.') ? id : `0.0.${id}`);

/**
 * The filters of a page URL, with a message per unreadable one (the page shows it rather than guessing). Null when
 * none is set: the page then shows the plain, live list.
 */
export function readHistoryFilter(query: URLSearchParams): { filter: HistoryFilter | null; problems: string[] } {
  const problems: string[] = [];
  const text = (key: string) => (query.get(key) ?? '').trim();
  const direction = text('direction');
  if (direction !== '' && direction !== 'in' && direction !== 'out') problems.push('Direction must be in or out.');
  const id = (key: string, words: string) => {
    const value = text(key);
    if (value === '') return null;
    if (!ENTITY_ID.test(value)) problems.push(`${words} must be an id such as 0.0.1001.`);
    return ENTITY_ID.test(value) ? fullId(value) : null;
  };
  const counterparty = id('counterparty', 'Counterparty');
  const token = id('token', 'Token');
  const min = text('min_hbar');
  if (min !== '' && !HBAR_AMOUNT.test(min)) problems.push('The dust threshold must be an amount of hbar such as 0.5.');
  const [whole = '0', fraction = ''] = HBAR_AMOUNT.test(min) ? min.split('.') : [];
  const minHbar = BigInt(whole) * 100_000_000n + BigInt(fraction.padEnd(8, '0') || '0');
  const filter: HistoryFilter = {
    direction: direction === 'in' || direction === 'out' ? direction : null,
    counterparty,
    token,
    minHbar,
  };
  const active = filter.direction !== null || counterparty !== null || token !== null || minHbar > 0n;
  return { filter: active ? filter : null, problems };
}

/** Whether an entry is one the reader asked for: some line matches every filter, and it is not dust. */
export function entryMatches(entry: AccountEntry, filter: HistoryFilter): boolean {
  const wanted = entry.lines.filter(
    (line) =>
      (filter.direction === null || line.direction === filter.direction) &&
      (filter.counterparty === null || line.counterparties.includes(filter.counterparty)) &&
      (filter.token === null || line.tokenId === filter.token),
  );
  const anyLineFilter = filter.direction !== null || filter.counterparty !== null || filter.token !== null;
  if (anyLineFilter && wanted.length === 0) return false;
  if (filter.minHbar === 0n || entry.fee > 0n) return anyLineFilter ? wanted.length > 0 : true;
  // Dust: what the account did not pay for and that moved it only hbar below the threshold.
  const lines = anyLineFilter ? wanted : entry.lines;
  return lines.some((line) => line.kind === 'token' || line.kind === 'nft' || line.amount >= filter.minHbar);
}

/** What one filtered page found, and where the next one starts. */
export interface HistoryScan {
  entries: AccountEntry[];
  /** Transactions read to find them. */
  scanned: number;
  /** The consensus timestamp the next page continues after; null when the account's list is exhausted. */
  resumeAfter: string | null;
}

/**
 * Reads the account's transactions page by page from `firstPath` (its /api/v1 list, with the page's API filters and
 * order) and keeps the entries that match, until `want` are found or `maxPages` are read: a rare match on a busy
 * account then costs a bounded read per page, and the page says how far it looked.
 */
export async function scanHistory(
  read: (path: string) => Promise<{ transactions: Transaction[]; links: { next: string | null } }>,
  firstPath: string,
  account: string,
  filter: HistoryFilter,
  { want, maxPages }: { want: number; maxPages: number },
): Promise<HistoryScan> {
  const entries: AccountEntry[] = [];
  let scanned = 0;
  let path: string | null = firstPath;
  let last: string | null = null;
  for (let page = 0; path && page < maxPages; page++) {
    const answer = await read(path);
    for (const transaction of answer.transactions) {
      scanned++;
      last = transaction.consensus_timestamp;
      const entry = accountEntry(transaction, account);
      if (entryMatches(entry, filter)) entries.push(entry);
      if (entries.length >= want) return { entries, scanned, resumeAfter: last };
    }
    path = answer.links.next;
  }
  return { entries, scanned, resumeAfter: path ? last : null };
}

/**
 * The page after a scan: the same URL with its own bound replaced by one just past the last transaction read (lt: when
 * newest first, gt: when oldest first). The other side's bound (a date range's start or end) stays.
 */
export function resumeHref(
  pagePath: string,
  current: URLSearchParams,
  resumeAfter: string,
  order: 'asc' | 'desc',
): string {
  const params = new URLSearchParams();
  const ownBound = order === 'desc' ? /^lte?:/ : /^gte?:/;
  for (const [key, value] of current)
    if (!(key === 'timestamp' && (ownBound.test(value) || !value.includes(':')))) params.append(key, value);
  params.append('timestamp', `${order === 'desc' ? 'lt' : 'gt'}:${resumeAfter}`);
  return `${pagePath}?${params.toString()}`;
}
