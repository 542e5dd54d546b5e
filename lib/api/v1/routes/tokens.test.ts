import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db';
import { ErrorResponse } from '../../../schemas/v1/error';
import { toJson } from '../../../core/int64-json';
import { TokenInfo, TokensResponse } from '../../../schemas/v1/token';
import type { ApiContext } from '../context';
import { demoContext, getJson, openDemoLedger } from '../demo-ledger.test-helpers';
import { parseTokenId } from './tokens';

let db: Db;
let ctx: ApiContext;

const ED25519 = `\\x1220${'ab'.repeat(32)}`;
const BIG = 9_007_199_254_740_993n; // 2^53 + 1: lost by any float on the way

/**
 * Crafted rows the demo ledger lacks: a paused fungible token with every fee kind and a history of versions
 * (900001), a deleted NFT with a royalty fee (900002), and a token with no fee schedule row (900003).
 */
const CRAFTED = `
  INSERT INTO entity (id, num, realm, shard, type, deleted, key, memo, auto_renew_period, created_timestamp, expiration_timestamp, auto_renew_account_id, timestamp_range) VALUES
    (900001, 900001, 0, 0, 'TOKEN', false, '${ED25519}', 'current memo', 7776000, 1000000000000, NULL, 98, '[3000000000000,)'),
    (900002, 900002, 0, 0, 'TOKEN', true, NULL, '', NULL, 1000000000000, 5000000000000, NULL, '[4000000000000,)'),
    (900003, 900003, 0, 0, 'TOKEN', false, NULL, '', NULL, 1000000000000, NULL, NULL, '[1000000000000,)');
  INSERT INTO entity_history (id, num, realm, shard, type, deleted, key, memo, auto_renew_period, created_timestamp, timestamp_range) VALUES
    (900001, 900001, 0, 0, 'TOKEN', false, '${ED25519}', 'first memo', 7776000, 1000000000000, '[1000000000000,3000000000000)');
  INSERT INTO token (token_id, created_timestamp, decimals, initial_supply, name, symbol, total_supply, treasury_account_id,
      max_supply, supply_type, type, pause_key, pause_status, fee_schedule_key, freeze_status, kyc_status, metadata, timestamp_range) VALUES
    (900001, 1000000000000, 2, ${BIG}, 'Crafted Dollar', 'CUSD', ${BIG}, 1001, 9223372036854775807, 'INFINITE', 'FUNGIBLE_COMMON',
      '${ED25519}', 'PAUSED', '\\x010203', 0, 0, '\\x6869', '[2000000000000,)'),
    (900002, 1000000000000, 0, 0, 'Crafted Art', 'CART', 3, 1002, 10, 'FINITE', 'NON_FUNGIBLE_UNIQUE', NULL, 'NOT_APPLICABLE', NULL, 0, 0, NULL, '[1000000000000,)'),
    (900003, 1000000000000, 0, 0, 'No Fees', 'NOFEE', 0, 1002, 10, 'FINITE', 'FUNGIBLE_COMMON', NULL, 'NOT_APPLICABLE', NULL, 0, 0, NULL, '[1000000000000,)');
  INSERT INTO token_history (token_id, created_timestamp, decimals, initial_supply, name, symbol, total_supply, treasury_account_id,
      type, pause_status, freeze_status, kyc_status, timestamp_range) VALUES
    (900001, 1000000000000, 2, 100, 'Old Dollar', 'ODUSD', 100, 1001, 'FUNGIBLE_COMMON', 'UNPAUSED', 0, 0, '[1000000000000,2000000000000)');
  INSERT INTO custom_fee (entity_id, fixed_fees, fractional_fees, royalty_fees, timestamp_range) VALUES
    (900001,
     '[{"amount": ${BIG}, "collector_account_id": 1003, "denominating_token_id": 900001}, {"amount": 5, "collector_account_id": 1004, "all_collectors_are_exempt": true}]',
     '[{"numerator": 1, "denominator": 100, "minimum_amount": 1, "maximum_amount": 50, "collector_account_id": 1003, "net_of_transfers": true}, {"numerator": 3, "denominator": 1000, "minimum_amount": 0, "collector_account_id": 1004}]',
     NULL, '[2500000000000,)'),
    (900002, NULL, NULL,
     '[{"numerator": 5, "denominator": 100, "collector_account_id": 1003, "fallback_fee": {"amount": 7, "denominating_token_id": null}}, {"numerator": 1, "denominator": 10, "collector_account_id": 1004, "fallback_fee": {"amount": 0}}]',
     '[1000000000000,)');
  INSERT INTO custom_fee_history (entity_id, fixed_fees, timestamp_range) VALUES
    (900001, '[]', '[1000000000000,2500000000000)');`;

beforeAll(async () => {
  db = await openDemoLedger();
  ctx = demoContext(db);
  await db.exec(CRAFTED);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

const get = (url: string) => getJson(ctx, url);

async function token(url: string): Promise<TokenInfo> {
  const answer = await get(url);
  expect(answer.status, `${url} ${toJson(answer.body)}`).toBe(200);
  return TokenInfo.parse(answer.body);
}

async function error(url: string, status: number): Promise<string[]> {
  const answer = await get(url);
  expect(answer.status, url).toBe(status);
  return ErrorResponse.parse(answer.body)._status.messages.map((m) => m.message);
}

describe('GET /api/v1/tokens/{tokenId} on the demo ledger', () => {
  it('answers every demo token from its rows, with the fee kind its type can carry', async () => {
    const rows = await db.query<{
      token_id: bigint;
      name: string;
      symbol: string;
      decimals: bigint;
      type: string;
      total_supply: bigint;
    }>(
      'SELECT token_id, name, symbol, decimals, type::text AS type, total_supply FROM token WHERE token_id < 900000 ORDER BY token_id',
    );
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      const info = await token(`/api/v1/tokens/0.0.${row.token_id}`);
      expect(info).toMatchObject({
        token_id: `0.0.${row.token_id}`,
        name: row.name,
        symbol: row.symbol,
        decimals: String(row.decimals),
        total_supply: String(row.total_supply),
        type: row.type,
      });
      expect(info.admin_key?._type).toBe('ED25519');
      expect(Object.keys(info.custom_fees).sort()).toEqual(
        row.type === 'FUNGIBLE_COMMON'
          ? ['created_timestamp', 'fixed_fees', 'fractional_fees']
          : ['created_timestamp', 'fixed_fees', 'royalty_fees'],
      );
      // Demo tokens get an explicit expiration from their entity row.
      expect(info.expiry_timestamp).not.toBeNull();
    }
  });

  it('is cached 5 s, like the reference', async () => {
    const [row] = await db.query<{ token_id: bigint }>('SELECT token_id FROM token ORDER BY token_id LIMIT 1');
    const answer = await get(`/api/v1/tokens/${row!.token_id}`);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=5');
  });
});

describe('GET /api/v1/tokens/{tokenId} on crafted rows', () => {
  it('maps keys, supplies, pause status, metadata and every fee field', async () => {
    const info = await token('/api/v1/tokens/0.0.900001');
    expect(info).toMatchObject({
      admin_key: { _type: 'ED25519', key: 'ab'.repeat(32) },
      auto_renew_account: '0.0.98',
      auto_renew_period: 7776000,
      created_timestamp: '1000.000000000',
      decimals: '2',
      deleted: false,
      // No explicit expiration: creation plus the auto-renew period, in nanoseconds.
      expiry_timestamp: 1000000000000n + 7776000n * 1_000_000_000n,
      fee_schedule_key: { _type: 'ProtobufEncoded', key: '010203' },
      initial_supply: String(BIG),
      max_supply: '9223372036854775807',
      memo: 'current memo',
      metadata: 'aGk=',
      modified_timestamp: '3000.000000000',
      pause_key: { _type: 'ED25519', key: 'ab'.repeat(32) },
      pause_status: 'PAUSED',
      supply_type: 'INFINITE',
      symbol: 'CUSD',
      total_supply: String(BIG),
      treasury_account_id: '0.0.1001',
    });
    expect(info.custom_fees).toEqual({
      created_timestamp: '2500.000000000',
      fixed_fees: [
        {
          all_collectors_are_exempt: false,
          amount: BIG,
          collector_account_id: '0.0.1003',
          denominating_token_id: '0.0.900001',
        },
        { all_collectors_are_exempt: true, amount: 5, collector_account_id: '0.0.1004', denominating_token_id: null },
      ],
      fractional_fees: [
        {
          all_collectors_are_exempt: false,
          amount: { numerator: 1, denominator: 100 },
          collector_account_id: '0.0.1003',
          denominating_token_id: '0.0.900001',
          maximum: 50,
          minimum: 1,
          net_of_transfers: true,
        },
        {
          all_collectors_are_exempt: false,
          amount: { numerator: 3, denominator: 1000 },
          collector_account_id: '0.0.1004',
          denominating_token_id: '0.0.900001',
          maximum: null,
          minimum: 0,
          net_of_transfers: false,
        },
      ],
    });
  });

  it('writes the fields in the reference order', async () => {
    const answer = await get('/api/v1/tokens/900001');
    expect(Object.keys(answer.body as object)).toEqual(Object.keys(TokenInfo.shape));
  });

  it('shows a deleted NFT with royalty fees; a zero fallback fee is no fallback', async () => {
    const info = await token('/api/v1/tokens/0.0.900002');
    expect(info).toMatchObject({
      deleted: true,
      type: 'NON_FUNGIBLE_UNIQUE',
      supply_type: 'FINITE',
      max_supply: '10',
      metadata: '',
      admin_key: null,
      expiry_timestamp: 5000000000000,
    });
    expect(info.custom_fees.fractional_fees).toBeUndefined();
    expect(info.custom_fees.royalty_fees).toEqual([
      {
        all_collectors_are_exempt: false,
        amount: { denominator: 100, numerator: 5 },
        collector_account_id: '0.0.1003',
        fallback_fee: { amount: 7, denominating_token_id: null },
      },
      {
        all_collectors_are_exempt: false,
        amount: { denominator: 10, numerator: 1 },
        collector_account_id: '0.0.1004',
        fallback_fee: null,
      },
    ]);
  });

  it('looks back in time: each of token, entity and fee schedule as of the timestamp', async () => {
    const before = await token('/api/v1/tokens/0.0.900001?timestamp=1500');
    expect(before).toMatchObject({
      symbol: 'ODUSD',
      memo: 'first memo',
      pause_status: 'UNPAUSED',
      total_supply: '100',
      modified_timestamp: '1000.000000000',
    });
    expect(before.custom_fees).toEqual({ created_timestamp: '1000.000000000', fixed_fees: [], fractional_fees: [] });
    // Token row replaced at 2000, fee schedule at 2500, entity at 3000.
    const mid = await token('/api/v1/tokens/0.0.900001?timestamp=lte:2600');
    expect(mid).toMatchObject({ symbol: 'CUSD', memo: 'first memo', modified_timestamp: '2000.000000000' });
    expect(mid.custom_fees.created_timestamp).toBe('2500.000000000');
    expect((await token('/api/v1/tokens/0.0.900001?timestamp=lt:2500')).custom_fees.created_timestamp).toBe(
      '1000.000000000',
    );
    expect((await token('/api/v1/tokens/0.0.900001?timestamp=eq:2500')).custom_fees.created_timestamp).toBe(
      '2500.000000000',
    );
    // The last timestamp wins.
    expect((await token('/api/v1/tokens/0.0.900001?timestamp=lt:1500&timestamp=4000')).memo).toBe('current memo');
    expect(await error('/api/v1/tokens/0.0.900001?timestamp=999.999999999', 404)).toEqual(['Not found']);
  });

  it('accepts a long-zero EVM address in the reference notations', async () => {
    const hex = (900001).toString(16).padStart(40, '0');
    for (const id of [hex, `0x${hex}`, `0.0.${hex}`, '900001'])
      expect((await token(`/api/v1/tokens/${id}`)).token_id).toBe('0.0.900001');
  });

  it('answers 404 for an unknown token and for a token without a fee schedule row', async () => {
    expect(await error('/api/v1/tokens/0.0.999999', 404)).toEqual(['Not found']);
    expect(await error('/api/v1/tokens/0.0.900003', 404)).toEqual(['Not found']);
  });

  it('answers 400 for ids a token cannot have and for other query parameters', async () => {
    const invalidId = ['Invalid parameter: tokenid'];
    for (const id of [
      'abc',
      `0.0.0x${'0'.repeat(37)}46F`,
      '06bd279138d5918402fc8ad500526cb2ee0eb985',
      `1.2.${'0'.repeat(37)}46F`,
      '0.0.-1',
    ]) {
      expect(await error(`/api/v1/tokens/${id}`, 400), id).toEqual(invalidId);
    }
    // The id is checked first: a bad id is the only complaint.
    expect(await error('/api/v1/tokens/abc?limit=0', 400)).toEqual(invalidId);
    expect(await error('/api/v1/tokens/900001?timestamp=gt:1', 400)).toEqual(['Invalid parameter: timestamp']);
    expect(await error('/api/v1/tokens/900001?timestamp=ne:1', 400)).toEqual(['Invalid parameter: timestamp']);
    expect(await error('/api/v1/tokens/900001?limit=1', 400)).toEqual(['Unknown query parameter: limit']);
  });

  it('parses token ids without the database', () => {
    expect(parseTokenId('0.0.5')).toBe(5n);
    expect(parseTokenId(`0x${'0'.repeat(24)}${'f'.repeat(16)}`)).toBeNull(); // beyond the 38-bit num
  });
});

describe('GET /api/v1/tokens on the demo ledger', () => {
  const list = async (url: string) => {
    const answer = await get(url);
    expect(answer.status, url).toBe(200);
    return TokensResponse.parse(answer.body);
  };

  /** Every token of a listing, following links.next. */
  async function walk(url: string): Promise<TokensResponse['tokens']> {
    const tokens: TokensResponse['tokens'] = [];
    for (let next: string | null = url; next;) {
      const page = await list(next);
      tokens.push(...page.tokens);
      next = page.links.next;
    }
    return tokens;
  }

  it('pages through every token in id order, each once, in either direction', async () => {
    const rows = await db.query<{ token_id: bigint }>('SELECT token_id FROM token ORDER BY token_id');
    const ids = rows.map((r) => `0.0.${r.token_id}`);
    expect((await walk('/api/v1/tokens?limit=3')).map((t) => t.token_id)).toEqual(ids);
    expect((await walk('/api/v1/tokens?limit=4&order=desc')).map((t) => t.token_id)).toEqual([...ids].reverse());
  });

  it('summarises each token from its rows, decimals as a number', async () => {
    const [row] = await db.query<{ token_id: bigint; name: string; symbol: string; decimals: bigint; type: string }>(
      `SELECT token_id, name, symbol, decimals, type::text AS type FROM token WHERE token_id < 900000 ORDER BY token_id LIMIT 1`,
    );
    const [first] = (await list(`/api/v1/tokens?token.id=${row!.token_id}`)).tokens;
    expect(first).toMatchObject({
      token_id: `0.0.${row!.token_id}`,
      name: row!.name,
      symbol: row!.symbol,
      type: row!.type,
      metadata: '',
    });
    expect(first!.decimals).toEqual(Number(row!.decimals));
    expect(BigInt(first!.decimals)).toBe(row!.decimals);
    expect(first!.admin_key?._type).toBe('ED25519');
  });

  it('lists only the tokens an account is associated with, and only the type asked for', async () => {
    const [holder] = await db.query<{ account_id: bigint }>(
      'SELECT account_id FROM token_account GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1',
    );
    const associated = await db.query<{ token_id: bigint }>(
      'SELECT token_id FROM token_account WHERE account_id = $1 AND associated ORDER BY 1',
      [holder!.account_id],
    );
    const listed = await walk(`/api/v1/tokens?account.id=0.0.${holder!.account_id}&limit=2`);
    expect(listed.map((t) => t.token_id)).toEqual(associated.map((r) => `0.0.${r.token_id}`));
    const nfts = await walk('/api/v1/tokens?type=non_fungible_unique');
    expect(nfts.length).toBeGreaterThan(0);
    expect(nfts.every((t) => t.type === 'NON_FUNGIBLE_UNIQUE')).toBe(true);
    expect((await walk('/api/v1/tokens?type=ALL')).length).toBe((await walk('/api/v1/tokens')).length);
  });

  it('finds tokens by part of their name, case-insensitively, without paging', async () => {
    const page = await list('/api/v1/tokens?name=crafted&limit=1');
    expect(page.tokens.map((t) => t.name)).toEqual(['Crafted Dollar']);
    expect(page.links.next).toBeNull();
    // A trailing backslash escapes the closing %: a valid pattern, no error.
    expect((await list('/api/v1/tokens?name=abc%5C')).tokens).toEqual([]);
  });

  it('refuses name beside token.id or account.id, and bad values, unknown parameters last', async () => {
    expect(await error('/api/v1/tokens?name=crafted&token.id=1', 400)).toEqual([
      'token.id and name can not be used together. Use a more specific name instead.',
    ]);
    expect(await error('/api/v1/tokens?account.id=2&name=crafted', 400)).toEqual([
      'account.id and name cannot be used together',
    ]);
    expect(await error('/api/v1/tokens?foo=1&name=ab&type=coin', 400)).toEqual([
      'Invalid parameter: name',
      'Invalid parameter: type',
      'Unknown query parameter: foo',
    ]);
    expect(await error('/api/v1/tokens?account.id=gt:2', 400)).toEqual(['Invalid parameter: account.id']);
  });
});
