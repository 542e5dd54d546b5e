import { describe, expect, it } from 'vitest';
import type { Transaction, TransactionsResponse } from '../schemas/v1/transaction';
import { CSV_MAX_ROWS, csvField, csvRow, tinybarsToHbar, transactionsCsv } from './transactions-csv';

const tx = (over: Partial<Transaction>): Transaction =>
  ({
    consensus_timestamp: '1700000000.000000001',
    transaction_id: '0.0.1001-1700000000-000000000',
    name: 'CRYPTOTRANSFER',
    result: 'SUCCESS',
    node: '0.0.3',
    charged_tx_fee: 84_000,
    memo_base64: '',
    transfers: [
      { account: '0.0.1001', amount: -150_084_000, is_approval: false },
      { account: '0.0.2002', amount: 150_000_000, is_approval: false },
      { account: '0.0.3', amount: 84_000, is_approval: false },
    ],
    ...over,
  }) as Transaction;

describe('account transactions as CSV', () => {
  it('writes hbar as plain decimals with all eight places', () => {
    expect(tinybarsToHbar(150_084_000n)).toBe('1.50084000');
    expect(tinybarsToHbar(-1n)).toBe('-0.00000001');
    expect(tinybarsToHbar(0n)).toBe('0.00000000');
  });

  it('quotes what needs quoting and defuses formulas in memos', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"\nbye')).toBe('"say ""hi""\nbye"');
    expect(csvField('=HYPERLINK("x")', true)).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-5', true)).toBe("'-5");
    expect(csvField('-5')).toBe('-5');
  });

  it("gives each transaction its time, ids, fee and the account's net hbar change", () => {
    const memo = btoa('rent, november');
    expect(csvRow(tx({ memo_base64: memo }), '0.0.1001')).toBe(
      '1700000000.000000001,2023-11-14 22:13:20.000000001,0.0.1001-1700000000-000000000,CRYPTOTRANSFER,SUCCESS,0.0.1001,0.0.3,0.00084000,-1.50084000,"rent, november"',
    );
    expect(csvRow(tx({}), '0.0.2002').split(',').at(-2)).toBe('1.50000000');
  });

  it('follows links.next and stops at the row cap', async () => {
    const pages = new Map<string, TransactionsResponse>([
      ['/p1', { transactions: [tx({}), tx({ consensus_timestamp: '1700000000.000000002' })], links: { next: '/p2' } }],
      ['/p2', { transactions: [tx({ consensus_timestamp: '1700000000.000000003' })], links: { next: null } }],
    ]);
    const lines: string[] = [];
    for await (const chunk of transactionsCsv(async (path) => pages.get(path)!, '/p1', '0.0.1001'))
      lines.push(...chunk.split('\r\n').filter(Boolean));
    expect(lines[0]).toBe(
      'consensus_timestamp,time_utc,transaction_id,type,result,payer,node,charged_fee_hbar,hbar_change,memo',
    );
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([
      '1700000000.000000001',
      '1700000000.000000002',
      '1700000000.000000003',
    ]);

    const endless = { transactions: Array.from({ length: 100 }, () => tx({})), links: { next: '/again' } };
    let rows = 0;
    for await (const chunk of transactionsCsv(async () => endless, '/again', '0.0.1001'))
      rows += chunk.split('\r\n').filter(Boolean).length;
    expect(rows - 1).toBe(CSV_MAX_ROWS);
  });
});
