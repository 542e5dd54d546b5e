import { describe, expect, it } from 'vitest';
import type { Transaction } from '../schemas/v1/transaction';
import {
  accountEntry,
  entryMatches,
  readHistoryFilter,
  resumeHref,
  scanHistory,
  type HistoryFilter,
} from './account-history';
import { entryRows, historyCsv } from './history-csv';

const ME = '0.0.1001';
const base = {
  charged_tx_fee: 84_000,
  memo_base64: '',
  name: 'CRYPTOTRANSFER',
  result: 'SUCCESS',
  node: '0.0.3',
  nft_transfers: [],
  token_transfers: [],
  staking_reward_transfers: [],
};
const tx = (seconds: number, over: Partial<Transaction>): Transaction =>
  ({
    ...base,
    consensus_timestamp: `${seconds}.000000001`,
    transaction_id: `0.0.1001-${seconds}-000000000`,
    transfers: [],
    ...over,
  }) as Transaction;
const fee = [{ account: '0.0.3', amount: 84_000, is_approval: false }];

/** 0.0.1001 pays 1.5 ℏ to 0.0.2002 and gets a staking reward of 0.1 ℏ. */
const payment = tx(1700000000, {
  transfers: [
    { account: ME, amount: -150_084_000 + 10_000_000, is_approval: false },
    { account: '0.0.2002', amount: 150_000_000, is_approval: false },
    { account: '0.0.800', amount: -10_000_000, is_approval: false },
    ...fee,
  ],
  staking_reward_transfers: [{ account: ME, amount: 10_000_000 }],
});
/** 0.0.3003 pays a dust tinybar to 0.0.1001 (its fee not ours). */
const dust = tx(1700000100, {
  transaction_id: '0.0.3003-1700000100-000000000',
  transfers: [
    { account: '0.0.3003', amount: -84_001, is_approval: false },
    { account: ME, amount: 1, is_approval: false },
    ...fee,
  ],
});
/** 0.0.2002 sends 0.0.1001 25 units of token 0.0.5005 and NFT 0.0.6006 #7. */
const tokens = tx(1700000200, {
  transaction_id: '0.0.2002-1700000200-000000000',
  name: 'CRYPTOTRANSFER',
  transfers: [{ account: '0.0.2002', amount: -84_000, is_approval: false }, ...fee],
  token_transfers: [
    { token_id: '0.0.5005', account: '0.0.2002', amount: -25, is_approval: false },
    { token_id: '0.0.5005', account: ME, amount: 25, is_approval: false },
  ],
  nft_transfers: [
    {
      token_id: '0.0.6006',
      serial_number: 7,
      sender_account_id: '0.0.2002',
      receiver_account_id: ME,
      is_approval: false,
    },
  ],
});
const filter = (over: Partial<HistoryFilter>): HistoryFilter => ({
  direction: null,
  counterparty: null,
  token: null,
  minHbar: 0n,
  ...over,
});

describe("an account's history lines", () => {
  it('splits a payment into what was sent, the reward riding on it and the fee', () => {
    const entry = accountEntry(payment, ME);
    expect(entry.fee).toBe(84_000n);
    expect(entry.lines).toEqual([
      {
        kind: 'hbar',
        direction: 'out',
        amount: 150_000_000n,
        tokenId: null,
        serial: null,
        counterparties: ['0.0.2002'],
      },
      {
        kind: 'reward',
        direction: 'in',
        amount: 10_000_000n,
        tokenId: null,
        serial: null,
        counterparties: ['0.0.800'],
      },
    ]);
  });

  it('gives token and NFT receipts their sender, and no fee to an account that did not pay', () => {
    const entry = accountEntry(tokens, ME);
    expect(entry.fee).toBe(0n);
    expect(entry.lines.map((l) => [l.kind, l.direction, l.amount, l.tokenId, l.serial, l.counterparties])).toEqual([
      ['token', 'in', 25n, '0.0.5005', null, ['0.0.2002']],
      ['nft', 'in', 1n, '0.0.6006', 7n, ['0.0.2002']],
    ]);
  });

  it('filters by direction, counterparty and token, and hides dust the account did not pay for', () => {
    const entries = [payment, dust, tokens].map((t) => accountEntry(t, ME));
    const kept = (f: HistoryFilter) =>
      entries.filter((e) => entryMatches(e, f)).map((e) => e.transaction.consensus_timestamp.slice(0, 10));
    expect(kept(filter({ direction: 'out' }))).toEqual(['1700000000']);
    expect(kept(filter({ direction: 'in' }))).toEqual(['1700000000', '1700000100', '1700000200']);
    expect(kept(filter({ counterparty: '0.0.2002' }))).toEqual(['1700000000', '1700000200']);
    expect(kept(filter({ counterparty: '0.0.2002', direction: 'in' }))).toEqual(['1700000200']);
    expect(kept(filter({ token: '0.0.6006' }))).toEqual(['1700000200']);
    expect(kept(filter({ minHbar: 100_000_000n }))).toEqual(['1700000000', '1700000200']);
  });

  it('reads the filters from the URL, and says which it cannot read', () => {
    expect(readHistoryFilter(new URLSearchParams('')).filter).toBeNull();
    expect(
      readHistoryFilter(new URLSearchParams('direction=in&counterparty=2002&token=0.0.5005&min_hbar=0.5')),
    ).toEqual({
      filter: { direction: 'in', counterparty: '0.0.2002', token: '0.0.5005', minHbar: 50_000_000n },
      problems: [],
    });
    expect(readHistoryFilter(new URLSearchParams('direction=up&counterparty=alice&min_hbar=-1')).problems).toEqual([
      'Direction must be in or out.',
      'Counterparty must be an id such as 0.0.1001.',
      'The dust threshold must be an amount of hbar such as 0.5.',
    ]);
  });
});

describe('a filtered page', () => {
  const pages: Record<string, { transactions: Transaction[]; links: { next: string | null } }> = {
    first: { transactions: [tokens, dust], links: { next: 'second' } },
    second: { transactions: [payment], links: { next: null } },
  };
  const read = async (path: string) => pages[path]!;

  it('reads on until it has enough matches, and resumes after the last transaction it read', async () => {
    const scan = await scanHistory(read, 'first', ME, filter({ counterparty: '0.0.2002' }), { want: 1, maxPages: 5 });
    expect(scan.entries.map((e) => e.transaction.consensus_timestamp)).toEqual([tokens.consensus_timestamp]);
    expect([scan.scanned, scan.resumeAfter]).toEqual([1, tokens.consensus_timestamp]);
    const all = await scanHistory(read, 'first', ME, filter({ counterparty: '0.0.2002' }), { want: 10, maxPages: 5 });
    expect([all.entries.length, all.scanned, all.resumeAfter]).toEqual([2, 3, null]);
  });

  it('stops at its page budget and says where to go on', async () => {
    const scan = await scanHistory(read, 'first', ME, filter({ direction: 'out' }), { want: 10, maxPages: 1 });
    expect([scan.entries.length, scan.scanned, scan.resumeAfter]).toEqual([0, 2, dust.consensus_timestamp]);
  });

  it('links the next page past the last transaction read, keeping the other bound of a date range', () => {
    const current = new URLSearchParams('direction=in&timestamp=gte:1600000000&timestamp=lte:1800000000');
    expect(resumeHref('/accounts/0.0.1001', current, '1700000100.000000001', 'desc')).toBe(
      '/accounts/0.0.1001?direction=in&timestamp=gte%3A1600000000&timestamp=lt%3A1700000100.000000001',
    );
    expect(resumeHref('/accounts/0.0.1001', current, '1700000100.000000001', 'asc')).toBe(
      '/accounts/0.0.1001?direction=in&timestamp=lte%3A1800000000&timestamp=gt%3A1700000100.000000001',
    );
  });
});

describe('the history CSV', () => {
  const lookup = async (id: string) => (id === '0.0.5005' ? { decimals: 1, symbol: 'GLD' } : null);

  it('writes a line per movement with its counterparty, signed amount and unit, the fee once', async () => {
    expect(await entryRows(accountEntry(payment, ME), lookup)).toEqual([
      '2023-11-14 22:13:20.000000001,1700000000.000000001,0.0.1001-1700000000-000000000,CRYPTOTRANSFER,SUCCESS,hbar transfer,out,0.0.2002,-1.50000000,HBAR,,,-0.00084000,',
      '2023-11-14 22:13:20.000000001,1700000000.000000001,0.0.1001-1700000000-000000000,CRYPTOTRANSFER,SUCCESS,staking reward,in,0.0.800,0.10000000,HBAR,,,,',
    ]);
    expect((await entryRows(accountEntry(tokens, ME), lookup)).map((row) => row.split(',').slice(5, 12))).toEqual([
      ['token transfer', 'in', '0.0.2002', '2.5', 'GLD', '0.0.5005', ''],
      ['NFT transfer', 'in', '0.0.2002', '1', 'NFT', '0.0.6006', '7'],
    ]);
  });

  it('gives a transaction the account paid for but moved nothing in a fee line', async () => {
    const associate = tx(1700000300, {
      name: 'TOKENASSOCIATE',
      transfers: [{ account: ME, amount: -84_000, is_approval: false }, ...fee],
    });
    expect((await entryRows(accountEntry(associate, ME), lookup))[0]!.split(',').slice(3, 13)).toEqual([
      'TOKENASSOCIATE',
      'SUCCESS',
      'fee',
      'out',
      '',
      '',
      '',
      '',
      '',
      '-0.00084000',
    ]);
  });

  it('streams the header, then the matching transactions page by page', async () => {
    const pages: Record<string, { transactions: Transaction[]; links: { next: string | null } }> = {
      '/first': { transactions: [payment, dust], links: { next: '/second' } },
      '/second': { transactions: [tokens], links: { next: null } },
    };
    const lines: string[] = [];
    for await (const chunk of historyCsv(
      async (p) => pages[p]!,
      '/first',
      ME,
      filter({ minHbar: 1n * 100_000_000n }),
      lookup,
    ))
      lines.push(...chunk.split('\r\n').filter(Boolean));
    expect(lines[0]).toBe(
      'time_utc,consensus_timestamp,transaction_id,transaction_type,result,entry,direction,counterparty,amount,unit,token_id,serial_number,fee_hbar,memo',
    );
    expect(lines.slice(1).map((l) => l.split(',')[5])).toEqual([
      'hbar transfer',
      'staking reward',
      'token transfer',
      'NFT transfer',
    ]);
  });
});
