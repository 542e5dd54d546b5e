import { followPages } from '../client/fetch-parsed';
import { formatTimestampUtc } from '../core/format';
import type { TransactionsResponse } from '../schemas/v1/transaction';
import { accountEntry, entryMatches, type AccountEntry, type HistoryFilter, type HistoryLine } from './account-history';
import { CSV_MAX_ROWS, csvField, memoText, tinybarsToHbar, unitsToDecimal } from './transactions-csv';

/** What a token line needs to be read: its decimals and symbol (null when the token cannot be read). */
export type TokenLookup = (tokenId: string) => Promise<{ decimals: number; symbol: string } | null>;

const HEADER = [
  'time_utc',
  'consensus_timestamp',
  'transaction_id',
  'transaction_type',
  'result',
  'entry',
  'direction',
  'counterparty',
  'amount',
  'unit',
  'token_id',
  'serial_number',
  'fee_hbar',
  'memo',
];

const ENTRY_WORDS: Record<HistoryLine['kind'], string> = {
  hbar: 'hbar transfer',
  token: 'token transfer',
  nft: 'NFT transfer',
  reward: 'staking reward',
};

async function amountAndUnit(line: HistoryLine, tokens: TokenLookup): Promise<[string, string]> {
  const signed = line.direction === 'in' ? line.amount : -line.amount;
  if (line.kind === 'hbar' || line.kind === 'reward') return [tinybarsToHbar(signed), 'HBAR'];
  if (line.kind === 'nft') return [String(signed), 'NFT'];
  const token = await tokens(line.tokenId!);
  // Unknown decimals: the raw amount in the token's smallest unit, said so in the unit column.
  return token ? [unitsToDecimal(signed, token.decimals), token.symbol] : [String(signed), 'smallest unit'];
}

/**
 * One entry as CSV lines: a line per movement, the fee on the first (so a column sum counts it once), and a fee-only
 * line when the account paid for a transaction that moved nothing of its own.
 */
export async function entryRows(entry: AccountEntry, tokens: TokenLookup): Promise<string[]> {
  const tx = entry.transaction;
  const common = [
    csvField(formatTimestampUtc(tx.consensus_timestamp).replace(' UTC', '')),
    csvField(tx.consensus_timestamp),
    csvField(tx.transaction_id),
    csvField(tx.name),
    csvField(tx.result),
  ];
  const memo = csvField(memoText(tx), true);
  const fee = entry.fee > 0n ? tinybarsToHbar(-entry.fee) : '';
  if (entry.lines.length === 0)
    return entry.fee > 0n ? [[...common, 'fee', 'out', '', '', '', '', '', fee, memo].join(',')] : [];
  const rows: string[] = [];
  for (const [i, line] of entry.lines.entries()) {
    const [amount, unit] = await amountAndUnit(line, tokens);
    rows.push(
      [
        ...common,
        csvField(ENTRY_WORDS[line.kind]),
        line.direction,
        csvField(line.counterparties.join(' ')),
        amount,
        csvField(unit),
        csvField(line.tokenId ?? ''),
        line.serial === null ? '' : String(line.serial),
        i === 0 ? fee : '',
        memo,
      ].join(','),
    );
  }
  return rows;
}

/**
 * The account's history as CSV lines (header first): its transactions from `firstPath` (a date range, oldest first),
 * each as the account's movements, up to CSV_MAX_ROWS lines. Lines end with CRLF, as RFC 4180 has it.
 */
export async function* historyCsv(
  read: (path: string) => Promise<TransactionsResponse>,
  firstPath: string,
  account: string,
  filter: HistoryFilter | null,
  tokens: TokenLookup,
): AsyncGenerator<string> {
  yield `${HEADER.join(',')}\r\n`;
  let rows = 0;
  for await (const page of followPages(firstPath, read)) {
    const lines: string[] = [];
    for (const transaction of page.transactions) {
      const entry = accountEntry(transaction, account);
      if (filter && !entryMatches(entry, filter)) continue;
      lines.push(...(await entryRows(entry, tokens)).map((row) => `${row}\r\n`));
    }
    const kept = lines.slice(0, CSV_MAX_ROWS - rows);
    rows += kept.length;
    if (kept.length > 0) yield kept.join('');
    if (rows >= CSV_MAX_ROWS) break;
  }
}
