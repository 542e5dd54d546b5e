import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getV1, uncachedContext } from '../testing';
import type { Db } from '../../../db';
import { openMigratedPglite } from '../../../db/testing';
import { NftAllowancesResponse } from '../../../schemas/v1/allowance';
import type { ApiContext } from '../context';

let db: Db;
let ctx: ApiContext;

beforeAll(async () => {
  db = await openMigratedPglite();
  ctx = uncachedContext(db, 1_700_000_000_000);
  // Owner 1001 granted approve-for-all to spenders 2001 (tokens 5001, 5002) and 2002 (token 5001, revoked);
  // owner 1002 granted 2001 on token 5003.
  await db.exec(`INSERT INTO nft_allowance (approved_for_all, owner, payer_account_id, spender, timestamp_range, token_id) VALUES
    (true, 1001, 1001, 2001, '[100,)', 5001), (true, 1001, 1001, 2001, '[101,)', 5002),
    (false, 1001, 1001, 2002, '[102,)', 5001), (true, 1002, 1002, 2001, '[103,)', 5003)`);
}, 60_000);

afterAll(async () => {
  await db.close();
});

const get = (url: string) => getV1(ctx, url);

const pairs = (body: unknown) =>
  NftAllowancesResponse.parse(body).allowances.map((a) => `${a.owner}>${a.spender}:${a.token_id}`);

describe('GET /accounts/{id}/allowances/nfts', () => {
  it('lists approved-for-all allowances the account granted, by spender and token', async () => {
    const { status, body } = await get('/api/v1/accounts/0.0.1001/allowances/nfts');
    expect(status).toBe(200);
    expect(pairs(body)).toEqual(['0.0.1001>0.0.2001:0.0.5001', '0.0.1001>0.0.2001:0.0.5002']);
    expect(NftAllowancesResponse.parse(body).allowances[0]).toEqual({
      approved_for_all: true,
      owner: '0.0.1001',
      spender: '0.0.2001',
      timestamp: { from: '0.000000100', to: null },
      token_id: '0.0.5001',
    });
  });

  it('lists allowances granted to the account with owner=false, keyed by owner', async () => {
    const { body } = await get('/api/v1/accounts/2001/allowances/nfts?owner=false&order=desc');
    expect(pairs(body)).toEqual([
      '0.0.1002>0.0.2001:0.0.5003',
      '0.0.1001>0.0.2001:0.0.5002',
      '0.0.1001>0.0.2001:0.0.5001',
    ]);
  });

  it('pages by (account, token) and links to the next page', async () => {
    const first = await get('/api/v1/accounts/1001/allowances/nfts?limit=1');
    expect(pairs(first.body)).toEqual(['0.0.1001>0.0.2001:0.0.5001']);
    const next = NftAllowancesResponse.parse(first.body).links.next;
    expect(next).toBe('/api/v1/accounts/1001/allowances/nfts?limit=1&account.id=gte:0.0.2001&token.id=gt:0.0.5001');
    expect(pairs((await get(next!)).body)).toEqual(['0.0.1001>0.0.2001:0.0.5002']);
  });

  it('filters by account.id and token.id', async () => {
    const { body } = await get('/api/v1/accounts/1001/allowances/nfts?account.id=2001&token.id=gt:5001');
    expect(pairs(body)).toEqual(['0.0.1001>0.0.2001:0.0.5002']);
  });

  it('rejects what the reference rejects', async () => {
    expect((await get('/api/v1/accounts/1001/allowances/nfts?token.id=5001')).body).toEqual({
      _status: { messages: [{ message: 'token.id without a account.id parameter filter' }] },
    });
    expect((await get('/api/v1/accounts/1001/allowances/nfts?owner=maybe&limit=0')).body).toEqual({
      _status: { messages: [{ message: 'Invalid parameter: owner' }, { message: 'Invalid parameter: limit' }] },
    });
    expect((await get('/api/v1/accounts/1001/allowances/nfts?account.id=ne:1')).status).toBe(400);
    expect((await get('/api/v1/accounts/x/allowances/nfts')).body).toEqual({
      _status: { messages: [{ message: 'Invalid parameter: idOrAliasOrEvmAddress' }] },
    });
  });
});
