import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleV1 } from '../api/v1/router';
import { memoryCache } from '../api/response-cache';
import { systemClock } from '../core/clock';
import { parseConfig } from '../config';
import type { Db } from '../db';
import { openMigratedPglite } from '../db/testing';
import { generateDemoLedger } from '../demo/generate';
import { metricsAnswer } from './metrics';

describe('metrics', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openMigratedPglite();
    await generateDemoLedger(db, { seed: 6, blocks: 10, endTime: new Date('2026-01-01T00:00:00Z') });
  });
  afterAll(async () => db.close());

  it('times /api/v1 requests by route pattern and status, and counts cache hits and misses', async () => {
    const ctx = { db, config: parseConfig({}), clock: systemClock, cache: memoryCache() };
    const get = (path: string) => handleV1(new Request(`http://localhost${path}`), ctx);
    expect((await get('/api/v1/blocks/1')).status).toBe(200);
    expect((await get('/api/v1/blocks/1')).status).toBe(200);
    expect((await get('/api/v1/blocks/x')).status).toBe(400);
    const response = await metricsAnswer();
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{api="v1",route="\/api\/v1\/blocks\/:hashOrNumber",method="GET",status="200"\} 2/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{api="v1",route="\/api\/v1\/blocks\/:hashOrNumber",method="GET",status="400"\} 1/,
    );
    expect(text).toMatch(/response_cache_lookups_total\{result="hit"\} [1-9]/);
    expect(text).toMatch(/response_cache_lookups_total\{result="miss"\} [1-9]/);
    expect(text).toContain('process_cpu_seconds_total');
  });
});
