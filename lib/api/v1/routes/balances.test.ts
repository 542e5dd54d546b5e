import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db';
import { openMigratedPglite } from '../../../db/testing';
import { BalancesResponse } from '../../../schemas/v1/balance';
import type { ApiContext } from '../context';
import { getV1, uncachedContext } from '../testing';

let db: Db;
let ctx: ApiContext;

// 2023-05-10 and 2023-06-09 (UTC): snapshots in two monthly partitions.
const MAY = 1683676800_000000000n;
const JUNE = 1686312000_000000000n;
const EVM = 'ac384c53f03855fa1b3616052f8ba32c6c2a2fec';

beforeAll(async () => {
  db = await openMigratedPglite();
  ctx = uncachedContext(db, Date.UTC(2023, 5, 20));
  await db.exec(`
    INSERT INTO entity (id, num, realm, shard, type, balance, balance_timestamp, public_key, evm_address, timestamp_range, deleted) VALUES
      (2, 2, 0, 0, 'ACCOUNT', 100, 50, NULL, NULL, '[1,)', false),
      (1001, 1001, 0, 0, 'ACCOUNT', 11, 70, 'aa', '\\x${EVM}', '[1,)', false),
      (1002, 1002, 0, 0, 'CONTRACT', 22, 60, 'bb', NULL, '[1,)', false),
      (1003, 1003, 0, 0, 'TOPIC', 33, 90, NULL, NULL, '[1,)', false);
    INSERT INTO token_account (account_id, token_id, balance, associated, created_timestamp, timestamp_range) VALUES
      (1001, 5001, 7, true, 1, '[1,)'), (1001, 5002, 8, true, 1, '[1,)'), (1001, 5003, 9, false, 1, '[1,)');
    -- The full May snapshot, then a June one with only what changed (the treasury is always there).
    INSERT INTO account_balance (consensus_timestamp, account_id, balance) VALUES
      (${MAY}, 2, 90), (${MAY}, 1001, 5), (${MAY}, 1002, 6),
      (${JUNE}, 2, 95), (${JUNE}, 1001, 15);
    INSERT INTO token_balance (consensus_timestamp, account_id, token_id, balance) VALUES
      (${MAY}, 1001, 5001, 1), (${JUNE}, 1001, 5001, 2), (${JUNE}, 1001, 5002, 3);`);
}, 60_000);

afterAll(async () => {
  await db.close();
});

const balances = async (query: string) => BalancesResponse.parse((await getV1(ctx, `/api/v1/balances${query}`)).body);

describe('GET /balances', () => {
  it('lists current balances of accounts and contracts, newest id first, with associated tokens', async () => {
    expect(await balances('')).toEqual({
      timestamp: '0.000000070',
      balances: [
        { account: '0.0.1002', balance: 22, tokens: [] },
        {
          account: '0.0.1001',
          balance: 11,
          tokens: [
            { token_id: '0.0.5002', balance: 8 },
            { token_id: '0.0.5001', balance: 7 },
          ],
        },
        { account: '0.0.2', balance: 100, tokens: [] },
      ],
      links: { next: null },
    });
    const page = await balances('?limit=1&order=asc');
    expect(page.balances.map((b) => b.account)).toEqual(['0.0.2']);
    expect(page.links.next).toBe('/api/v1/balances?limit=1&order=asc&account.id=gt:0.0.2');
    expect((await getV1(ctx, '/api/v1/balances?account.publickey=bb')).status).toBe(400); // not a key's spelling
  });

  it('reads a snapshot only within its own month, so a June row-less account keeps its May balance only in May', async () => {
    const june = await balances(`?timestamp=${JUNE / 1_000_000_000n}&order=asc`);
    expect(june.timestamp).toBe('1686312000.000000000');
    // 0.0.1002 has no June row: the June month alone does not list it (the importer writes a full snapshot monthly).
    expect(june.balances).toEqual([
      { account: '0.0.2', balance: 95, tokens: [] },
      {
        account: '0.0.1001',
        balance: 15,
        tokens: [
          { token_id: '0.0.5001', balance: 2 },
          { token_id: '0.0.5002', balance: 3 },
        ],
      },
    ]);
    const may = await balances(`?timestamp=lt:${JUNE / 1_000_000_000n}&order=asc`);
    expect(may.timestamp).toBe('1683676800.000000000');
    expect(may.balances.map((b) => [b.account, b.balance])).toEqual([
      ['0.0.2', 90],
      ['0.0.1001', 5],
      ['0.0.1002', 6],
    ]);
    // No snapshot at or before the time, or one skipped with ne: nothing.
    expect(await balances('?timestamp=lt:1683676800')).toEqual({
      timestamp: null,
      balances: [],
      links: { next: null },
    });
    expect(
      (await balances(`?timestamp=${JUNE / 1_000_000_000n}&timestamp=ne:${JUNE / 1_000_000_000n}`)).timestamp,
    ).toBe('1683676800.000000000');
  });

  it('finds an account by EVM address and refuses a second address or a range on one', async () => {
    for (const id of [EVM, `0x${EVM}`, '0.0.1001', '1001']) {
      expect(
        (await balances(`?account.id=${id}`)).balances.map((b) => b.account),
        id,
      ).toEqual(['0.0.1001']);
    }
    // An address nobody has matches nothing, beside an id it leaves that id's row.
    expect((await balances(`?account.id=0.0.2&account.id=${'1'.repeat(40)}`)).balances.map((b) => b.account)).toEqual([
      '0.0.2',
    ]);
    expect((await balances(`?account.id=${'1'.repeat(40)}`)).balances).toEqual([]);
    const detail = async (query: string) => (await getV1(ctx, `/api/v1/balances${query}`)).body;
    expect(await detail(`?account.id=gte:${EVM}`)).toEqual({
      _status: {
        messages: [
          { message: 'Invalid parameter: account.id', detail: 'EVM address or alias only supports equals operator' },
        ],
      },
    });
    expect(await detail(`?account.id=${EVM}&account.id=0x${'2'.repeat(40)}`)).toEqual({
      _status: {
        messages: [{ message: 'Invalid parameter: account.id', detail: 'Only one EVM address or alias is allowed.' }],
      },
    });
    expect(await detail('?account.id=0.0.abc&limit=0')).toEqual({
      _status: { messages: [{ message: 'Invalid parameter: limit' }] },
    });
  });

  it('filters by balance and public key, now and in a snapshot', async () => {
    expect((await balances('?account.balance=gt:20')).balances.map((b) => b.account)).toEqual(['0.0.1002', '0.0.2']);
    const key = 'aa'.repeat(32);
    await db.exec(`UPDATE entity SET public_key = '${key}' WHERE id = 1001`);
    expect((await balances(`?account.publickey=${key}`)).balances.map((b) => b.account)).toEqual(['0.0.1001']);
    expect((await balances(`?account.publickey=${key}&timestamp=${MAY / 1_000_000_000n}`)).balances).toEqual([
      { account: '0.0.1001', balance: 5, tokens: [{ token_id: '0.0.5001', balance: 1 }] },
    ]);
    expect(
      (await balances(`?account.publickey=${'bb'.repeat(32)}&timestamp=${MAY / 1_000_000_000n}`)).balances,
    ).toEqual([]);
  });
});
