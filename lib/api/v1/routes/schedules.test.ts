import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getV1, uncachedContext } from '../testing';
import { fixedClock } from '../../../core/clock';
import type { Db } from '../../../db';
import { openMigratedPglite } from '../../../db/testing';
import { isFinal } from '../../../ledger/schedules';
import { Schedule, SchedulesResponse } from '../../../schemas/v1/schedule';
import { QueryParams } from '../../query';
import type { ApiContext } from '../context';
import { handleV1, serveRoute } from '../router';
import { scheduleRoutes } from './schedules';

const SECOND = 1_000_000_000n;
let db: Db;
let ctx: ApiContext;

beforeAll(async () => {
  db = await openMigratedPglite();
  ctx = uncachedContext(db, 2_000_000_000);
  await db.exec(`INSERT INTO entity (id, num, realm, shard, type, deleted, key, memo, timestamp_range) VALUES
      (3001, 3001, 0, 0, 'SCHEDULE', false, '\\x1220${'ab'.repeat(32)}', 'pay rent', '[0,)');
    INSERT INTO schedule (consensus_timestamp, creator_account_id, payer_account_id, schedule_id, transaction_body, wait_for_expiry) VALUES
      (999000000000000, 1001, 1002, 3001, '\\x0102', false), (999000000000001, 1001, 1001, 3002, '\\x03', true);
    INSERT INTO transaction_signature (consensus_timestamp, public_key_prefix, entity_id, signature, type) VALUES
      (999000000000000, '\\x0a', 3001, '\\x0b', 6), (999000000000005, '\\x0c', 3001, '\\x0d', 9)`);
}, 60_000);

afterAll(async () => {
  await db.close();
});

const get = (url: string) => getV1(ctx, url);

describe('schedules', () => {
  it('lists schedules with entity fields and signatures, matching the wire schema', async () => {
    const { body } = await get('/api/v1/schedules?account.id=1001');
    const { schedules } = SchedulesResponse.parse(body);
    expect(schedules.map((s) => s.schedule_id)).toEqual(['0.0.3001', '0.0.3002']);
    expect(schedules[0]).toMatchObject({
      admin_key: { _type: 'ED25519', key: 'ab'.repeat(32) },
      memo: 'pay rent',
      signatures: [
        {
          consensus_timestamp: '999000.000000000',
          public_key_prefix: 'Cg==',
          signature: 'Cw==',
          type: 'ECDSA_SECP256K1',
        },
        { consensus_timestamp: '999000.000000005', public_key_prefix: 'DA==', signature: 'DQ==', type: 'UNKNOWN' },
      ],
    });
    // No entity row: the list leaves `deleted` and `memo` out, as the reference does.
    expect(schedules[1]).not.toHaveProperty('deleted');
  });

  it('answers one schedule and marks it long-cacheable once it can no longer change', async () => {
    const route = scheduleRoutes[1]!;
    const request = { path: '/api/v1/schedules/3001', params: { scheduleId: '3001' }, query: new QueryParams(''), ctx };
    const young = await serveRoute(route, { ...request, ctx: { ...ctx, clock: fixedClock(999_000_000) } });
    expect(Schedule.parse(young.body).schedule_id).toBe('0.0.3001');
    expect(young.maxAge).toBe(route.maxAge);
    const expired = await serveRoute(route, request);
    expect(Schedule.parse(expired.body).schedule_id).toBe('0.0.3001');
    expect(expired.maxAge).toBe(3600);
    const response = await handleV1(new Request('http://localhost/api/v1/schedules/3001'), ctx);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('expires 31 minutes after creation, or 60 s after an explicit expiration', () => {
    const row = { consensus_timestamp: 0n, executed_timestamp: null, expiration_time: null };
    expect(isFinal(row, false, 31n * 60n * SECOND - 1n)).toBe(false);
    expect(isFinal(row, false, 31n * 60n * SECOND)).toBe(true);
    expect(isFinal({ ...row, expiration_time: 10n * SECOND }, false, 70n * SECOND)).toBe(true);
    expect(isFinal(row, true, 0n)).toBe(true);
    expect(isFinal({ ...row, executed_timestamp: 1n }, false, 0n)).toBe(true);
  });
});
