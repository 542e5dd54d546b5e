import { followPages } from '../client/fetch-parsed';
import { formatTimestampUtc } from '../core/format';
import type { Transaction, TransactionsResponse } from '../schemas/v1/transaction';
import { decodeMemo } from './memo';

/** The most rows one download holds; the list's date jump moves the window further back. */
export const CSV_MAX_ROWS = 10_000;

/** The list parameters a download keeps from the page: its filters, its date window and its order. */
export const CSV_PARAMS = ['transactiontype', 'result', 'timestamp', 'order'] as const;

const HEADER = [
  'consensus_timestamp',
  'time_utc',
  'transaction_id',
  'type',
  'result',
  'payer',
  'node',
  'charged_fee_hbar',
  'hbar_change',
  'memo',
];

/** An amount in smallest units as a plain decimal with all its places (`-1.50000000`), for spreadsheets rather than people. */
export function unitsToDecimal(units: bigint, decimals: number): string {
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  if (decimals <= 0) return `${sign}${abs}`;
  const scale = 10n ** BigInt(decimals);
  return `${sign}${abs / scale}.${String(abs % scale).padStart(decimals, '0')}`;
}

/** Tinybars as a plain decimal of hbar with all 8 places (`-1.50000000`). */
export const tinybarsToHbar = (tinybars: bigint): string => unitsToDecimal(tinybars, 8);

/**
 * One CSV field (RFC 4180: quoted when it holds a comma, quote or line break). Text a sender chose (the memo) that
 * begins like a formula is prefixed with an apostrophe, so a spreadsheet shows it instead of evaluating it.
 */
export function csvField(value: string, text = false): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function memoText(transaction: Transaction): string {
  const memo = decodeMemo(transaction.memo_base64);
  return memo.kind === 'empty' ? '' : memo.kind === 'hex' ? memo.hex : memo.text;
}

/** One transaction as a CSV line, with the account's net hbar change (fees included, as the transfers list them). */
export function csvRow(transaction: Transaction, account: string): string {
  const change = transaction.transfers
    .filter((t) => t.account === account)
    .reduce((sum, t) => sum + BigInt(t.amount), 0n);
  const fee = transaction.charged_tx_fee === null ? '' : tinybarsToHbar(BigInt(transaction.charged_tx_fee));
  const payer = transaction.transaction_id.split('-')[0] ?? '';
  return [
    csvField(transaction.consensus_timestamp),
    csvField(formatTimestampUtc(transaction.consensus_timestamp).replace(' UTC', '')),
    csvField(transaction.transaction_id),
    csvField(transaction.name),
    csvField(transaction.result),
    csvField(payer),
    csvField(transaction.node ?? ''),
    fee,
    tinybarsToHbar(change),
    csvField(memoText(transaction), true),
  ].join(',');
}

/**
 * An account's transactions as CSV lines (header first), read page by page from `firstPath` by `links.next`, up
 * to CSV_MAX_ROWS rows. Lines end with CRLF, as RFC 4180 has it.
 */
export async function* transactionsCsv(
  read: (path: string) => Promise<TransactionsResponse>,
  firstPath: string,
  account: string,
): AsyncGenerator<string> {
  yield `${HEADER.join(',')}\r\n`;
  let rows = 0;
  for await (const page of followPages(firstPath, read)) {
    const lines = page.transactions.slice(0, CSV_MAX_ROWS - rows).map((t) => `${csvRow(t, account)}\r\n`);
    rows += lines.length;
    if (lines.length > 0) yield lines.join('');
    if (rows >= CSV_MAX_ROWS) break;
  }
}
