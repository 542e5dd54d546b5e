import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getV1, uncachedContext } from '../testing';
import type { Db } from '../../../db';
import { openMigratedPglite } from '../../../db/testing';
import { HooksResponse, HooksStorageResponse } from '../../../schemas/v1/hook';
import type { ApiContext } from '../context';

let db: Db;
let ctx: ApiContext;

const slot = (n: number) => `\\x${n.toString(16).padStart(64, '0')}`;
const word = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

beforeAll(async () => {
  db = await openMigratedPglite();
  ctx = uncachedContext(db, 2_000_000_000);
  await db.exec(`INSERT INTO entity (id, num, realm, shard, type, timestamp_range) VALUES (1500, 1500, 0, 0, 'ACCOUNT', '[1,)');
    INSERT INTO hook (owner_id, hook_id, contract_id, created_timestamp, timestamp_range, admin_key) VALUES
      (1500, 1, 2000, 10, '[10,)', NULL), (1500, 2, 0, 11, '[11,)', '\\x1220${'ab'.repeat(32)}'), (1500, 3, 2001, 12, '[12,)', NULL);
    INSERT INTO hook_storage (owner_id, hook_id, key, value, created_timestamp, modified_timestamp, deleted) VALUES
      (1500, 1, '${slot(1)}', '\\x05', 10, 30, false), (1500, 1, '${slot(2)}', '\\x06', 10, 10, false),
      (1500, 1, '${slot(3)}', '\\x', 10, 40, true), (1500, 1, '${slot(4)}', '\\x07', 10, 10, false);
    INSERT INTO hook_storage_change (owner_id, hook_id, key, consensus_timestamp, value_read, value_written) VALUES
      (1500, 1, '${slot(1)}', 10, '\\x', '\\x04'), (1500, 1, '${slot(1)}', 30, '\\x04', '\\x05'),
      (1500, 1, '${slot(3)}', 10, '\\x', '\\x09'), (1500, 1, '${slot(3)}', 40, '\\x09', '\\x')`);
}, 60_000);

afterAll(async () => {
  await db.close();
});

const get = (url: string) => getV1(ctx, url);

describe('account hooks', () => {
  it('lists newest hook id first, pages by hook.id and maps contract 0 to null', async () => {
    const first = HooksResponse.parse((await get('/api/v1/accounts/0.0.1500/hooks?limit=2')).body);
    expect(first.hooks.map((h) => Number(h.hook_id))).toEqual([3, 2]);
    expect(first.hooks[1]).toMatchObject({
      contract_id: null,
      admin_key: { _type: 'ED25519' },
      extension_point: 'ACCOUNT_ALLOWANCE_HOOK',
      type: 'EVM',
    });
    expect(first.links.next).toBe('/api/v1/accounts/0.0.1500/hooks?limit=2&hook.id=lt:2');
    const second = HooksResponse.parse((await get(first.links.next!)).body);
    expect(second.hooks.map((h) => Number(h.hook_id))).toEqual([1]);
    const some = HooksResponse.parse((await get('/api/v1/accounts/1500/hooks?hook.id=1&hook.id=3&hook.id=lt:3')).body);
    expect(some.hooks.map((h) => Number(h.hook_id))).toEqual([1]);
  });

  it("answers current storage without deleted slots, and as of a time each slot's latest change", async () => {
    const current = HooksStorageResponse.parse(
      (await get('/api/v1/accounts/0.0.1500/hooks/1/storage?key=gt:0x1')).body,
    );
    expect(current).toMatchObject({ hook_id: 1, owner_id: '0.0.1500' });
    expect(current.storage).toEqual([
      { key: word(2), timestamp: '0.000000010', value: word(6) },
      { key: word(4), timestamp: '0.000000010', value: word(7) },
    ]);
    const past = HooksStorageResponse.parse(
      (await get('/api/v1/accounts/0.0.1500/hooks/1/storage?timestamp=lte:0.000000035')).body,
    );
    expect(past.storage).toEqual([
      { key: word(1), timestamp: '0.000000030', value: word(5) },
      { key: word(3), timestamp: '0.000000010', value: word(9) },
    ]);
  });

  it('rejects a malformed hook id, slot or too many timestamps', async () => {
    expect((await get('/api/v1/accounts/0.0.1500/hooks/x/storage')).status).toBe(400);
    expect((await get('/api/v1/accounts/0.0.1500/hooks/1/storage?key=0xzz')).status).toBe(400);
    expect(
      (await get('/api/v1/accounts/0.0.1500/hooks/1/storage?timestamp=gt:1&timestamp=lt:9&timestamp=lt:8')).status,
    ).toBe(400);
  });

  it('answers as for an account without hooks when the ledger has no hook tables', async () => {
    const legacy = await openMigratedPglite();
    await legacy.exec('DROP TABLE hook; DROP TABLE hook_storage; DROP TABLE hook_storage_change');
    const legacyCtx = uncachedContext(legacy, 2_000_000_000);
    expect((await getV1(legacyCtx, '/api/v1/accounts/0.0.1500/hooks')).body).toEqual({
      hooks: [],
      links: { next: null },
    });
    expect((await getV1(legacyCtx, '/api/v1/accounts/0.0.1500/hooks/1/storage')).body).toEqual({
      hook_id: 1,
      links: { next: null },
      owner_id: '0.0.1500',
      storage: [],
    });
    await legacy.close();
  }, 60_000);
});
