import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../core/clock';
import { parseConfig } from '../config';
import { handleV1 } from '../api/v1/router';
import { freezableRelay } from './freezable-relay.testing';
import { openPg } from './pg-driver';

const url = process.env.DATABASE_URL;

describe.runIf(url)('deadlines against a frozen PostgreSQL', () => {
  const relay = freezableRelay(new URL(url ?? 'postgres://x@127.0.0.1/x'), 5432);
  let relayed: string;
  beforeAll(async () => {
    const port = await relay.listen();
    const u = new URL(url!);
    u.host = `127.0.0.1:${port}`;
    relayed = u.toString();
  });
  afterAll(() => relay.close());

  it('a query in flight ends soon after the statement timeout, and the pool recovers when the server does', async () => {
    const db = openPg({ url: relayed, poolSize: 2, statementTimeoutMs: 1_000 });
    try {
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      relay.freeze();
      const started = Date.now();
      await expect(db.query('SELECT 2')).rejects.toThrow(/timeout/i);
      expect(Date.now() - started).toBeLessThan(3_000);
      relay.thaw();
      expect(await db.query('SELECT 3 AS three')).toEqual([{ three: 3 }]);
    } finally {
      relay.thaw();
      await db.close();
    }
  });

  it('a new connection to a frozen server gives up within the connect deadline', async () => {
    relay.freeze();
    const db = openPg({ url: relayed, poolSize: 1, statementTimeoutMs: 1_000 });
    try {
      const started = Date.now();
      await expect(db.query('SELECT 1')).rejects.toThrow(/timeout/i);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      relay.thaw();
      await db.close();
    }
  });

  it('an /api/v1 request on a frozen database ends with a 503 body within the statement timeout', async () => {
    const db = openPg({ url: relayed, poolSize: 2, statementTimeoutMs: 1_000 });
    const ctx = { db, config: parseConfig({ DB_STATEMENT_TIMEOUT_MS: '1000' }), clock: systemClock, cache: null };
    try {
      await db.query('SELECT 1');
      relay.freeze();
      const started = Date.now();
      const response = await handleV1(new Request('http://localhost/api/v1/blocks?limit=1'), ctx);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ _status: { messages: [{ message: expect.any(String) }] } });
    } finally {
      relay.thaw();
      await db.close();
    }
  });

  it('a health probe does not queue behind a busy pool: it answers while every connection is taken, false while frozen', async () => {
    const db = openPg({ url: relayed, poolSize: 2, statementTimeoutMs: 5_000 });
    try {
      const busy = [db.query('SELECT pg_sleep(2)'), db.query('SELECT pg_sleep(2)'), db.query('SELECT pg_sleep(2)')];
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(db.poolStats!().waiting).toBeGreaterThan(0);
      let started = Date.now();
      expect(await db.ready()).toBe(true);
      expect(Date.now() - started).toBeLessThan(1_000); // a place in the pool's queue would take 2 s or more
      await Promise.all(busy);
      relay.freeze();
      started = Date.now();
      expect(await db.ready()).toBe(false);
      expect(Date.now() - started).toBeLessThan(2_000);
      relay.thaw();
      expect(await db.ready()).toBe(true);
    } finally {
      relay.thaw();
      await db.close();
    }
  });
});
