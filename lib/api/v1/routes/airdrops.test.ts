import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getV1, uncachedContext } from '../testing';
import type { Db } from '../../../db';
import { openMigratedPglite } from '../../../db/testing';
import { TokenAirdropsResponse } from '../../../schemas/v1/airdrop';
import type { ApiContext } from '../context';

let db: Db;
let ctx: ApiContext;

beforeAll(async () => {
  db = await openMigratedPglite();
  ctx = uncachedContext(db, 1_700_000_000_000);
  // Sender 1001 airdropped: fungible token 7001 to 2001 and 2002, NFT 7002 serials 1 and 2 to 2001;
  // one airdrop to 2003 was already claimed. Sender 1002 airdropped token 7001 to 2001.
  await db.exec(`INSERT INTO token_airdrop (amount, receiver_account_id, sender_account_id, serial_number, state, timestamp_range, token_id) VALUES
    (10, 2001, 1001, 0, 'PENDING', '[1,)', 7001), (20, 2002, 1001, 0, 'PENDING', '[2,)', 7001),
    (NULL, 2001, 1001, 1, 'PENDING', '[3,)', 7002), (NULL, 2001, 1001, 2, 'PENDING', '[4,)', 7002),
    (30, 2003, 1001, 0, 'CLAIMED', '[5,6)', 7001), (40, 2001, 1002, 0, 'PENDING', '[7,)', 7001)`);
}, 60_000);

afterAll(async () => {
  await db.close();
});

const get = (url: string) => getV1(ctx, url);

const keys = (body: unknown) =>
  TokenAirdropsResponse.parse(body).airdrops.map(
    (a) => `${a.sender_id}>${a.receiver_id}:${a.token_id}#${a.serial_number}`,
  );

describe('GET /accounts/{id}/airdrops/outstanding', () => {
  it('lists pending airdrops the account sent by receiver, token and serial', async () => {
    const { status, body } = await get('/api/v1/accounts/1001/airdrops/outstanding');
    expect(status).toBe(200);
    expect(keys(body)).toEqual([
      '0.0.1001>0.0.2001:0.0.7001#null',
      '0.0.1001>0.0.2001:0.0.7002#1',
      '0.0.1001>0.0.2001:0.0.7002#2',
      '0.0.1001>0.0.2002:0.0.7001#null',
    ]);
    expect(TokenAirdropsResponse.parse(body).airdrops[0]).toEqual({
      amount: 10,
      receiver_id: '0.0.2001',
      sender_id: '0.0.1001',
      serial_number: null,
      timestamp: { from: '0.000000001', to: null },
      token_id: '0.0.7001',
    });
  });

  it('pages with a link that resumes after the last row', async () => {
    const first = await get('/api/v1/accounts/1001/airdrops/outstanding?limit=2');
    const next = TokenAirdropsResponse.parse(first.body).links.next;
    expect(next).toBe(
      '/api/v1/accounts/1001/airdrops/outstanding?limit=2&receiver.id=gte:0.0.2001&token.id=gte:0.0.7002&serialnumber=gt:1',
    );
    expect(keys((await get(next!)).body)).toEqual(['0.0.1001>0.0.2001:0.0.7002#2', '0.0.1001>0.0.2002:0.0.7001#null']);
  });

  it('filters by receiver, token and serial number', async () => {
    expect(
      keys(
        (await get('/api/v1/accounts/1001/airdrops/outstanding?receiver.id=2001&token.id=7002&serialnumber=gte:2'))
          .body,
      ),
    ).toEqual(['0.0.1001>0.0.2001:0.0.7002#2']);
    expect(keys((await get('/api/v1/accounts/1001/airdrops/outstanding?receiver.id=gt:2001&order=desc')).body)).toEqual(
      ['0.0.1001>0.0.2002:0.0.7001#null'],
    );
  });

  it('rejects a serial number without a token, and skips parameters it does not declare as the Java service does', async () => {
    expect((await get('/api/v1/accounts/1001/airdrops/outstanding?receiver.id=2001&serialnumber=1')).body).toEqual({
      _status: { messages: [{ message: 'serialnumber without a token.id parameter filter' }] },
    });
    expect((await get('/api/v1/accounts/1001/airdrops/outstanding?sender.id=1')).body).toEqual(
      (await get('/api/v1/accounts/1001/airdrops/outstanding')).body,
    );
  });
});

describe('GET /accounts/{id}/airdrops/pending', () => {
  it('lists pending airdrops the account received, by sender', async () => {
    const { body } = await get('/api/v1/accounts/0.0.2001/airdrops/pending?token.id=7001&sender.id=gte:1001');
    expect(keys(body)).toEqual(['0.0.1001>0.0.2001:0.0.7001#null', '0.0.1002>0.0.2001:0.0.7001#null']);
  });
});
