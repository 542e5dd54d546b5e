import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db';
import { ensurePageExists, touchPage } from '../store/page';
import { closeTestDb, openTestContext, type TestContext } from '../testing';
import { currentRevision, hearsRevision, watchRevision } from './revision';

let ctx: TestContext;
let stop = async () => {};
afterEach(async () => {
  await stop();
  await ctx?.close();
});
afterAll(closeTestDb);

/** The store handle with its statements counted. */
function counted(db: Db): { db: Db; statements: () => number } {
  let n = 0;
  const query: Db['query'] = (sql, params) => {
    n++;
    return db.query(sql, params);
  };
  return { db: { ...db, query, listen: db.listen?.bind(db) }, statements: () => n };
}

// A bump that no one announces: only a read of the store can see it.
const silentBump = (db: Db) => db.query('UPDATE status.page SET revision = revision + 1');

describe('the current revision', () => {
  it('is read from the store per request while no one listens', async () => {
    ctx = await openTestContext();
    await ensurePageExists(ctx.db, ctx.clock);
    const first = await currentRevision(ctx.db);
    await silentBump(ctx.db);
    expect(BigInt((await currentRevision(ctx.db))!)).toBe(BigInt(first!) + 1n);
  });

  it('costs no statement while it is announced, and a committed write moves it at once', async () => {
    ctx = await openTestContext();
    await ensurePageExists(ctx.db, ctx.clock);
    const { db, statements } = counted(ctx.db);
    stop = watchRevision(db, { log: () => {} });
    await vi.waitFor(() => expect(hearsRevision(db)).toBe(true));
    const first = (await currentRevision(db))!; // read once after listening starts
    const afterFirst = statements();
    for (let i = 0; i < 5; i++) expect(await currentRevision(db)).toBe(first);
    expect(statements()).toBe(afterFirst);

    await ctx.db.transaction((tx) => touchPage(tx, new Date(ctx.clock.nowMs())));
    expect(await currentRevision(db)).toBe(String(BigInt(first) + 1n));
    // Proof that it was the announcement, not a read: an unannounced bump stays unseen while listening.
    await silentBump(ctx.db);
    expect(await currentRevision(db)).toBe(String(BigInt(first) + 1n));
    expect(statements()).toBe(afterFirst);

    await stop();
    expect(await currentRevision(db)).toBe(String(BigInt(first) + 2n)); // stopped: read per request again
  });

  it('a rolled-back write announces nothing', async () => {
    ctx = await openTestContext();
    await ensurePageExists(ctx.db, ctx.clock);
    stop = watchRevision(ctx.db, { log: () => {} });
    await vi.waitFor(() => expect(hearsRevision(ctx.db)).toBe(true));
    const first = await currentRevision(ctx.db);
    await expect(
      ctx.db.transaction(async (tx) => {
        await touchPage(tx, new Date(ctx.clock.nowMs()));
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await currentRevision(ctx.db)).toBe(first);
  });

  it('falls back to a read per request when the subscription is lost, and listens again later', async () => {
    let revision = 7;
    let lose: (error: Error) => void = () => {};
    let announce: (payload: string) => void = () => {};
    const listen = vi.fn(
      async (_channel: string, onNotify: (payload: string) => void, onLost: (error: Error) => void) => {
        announce = onNotify;
        lose = onLost;
        return async () => {};
      },
    );
    const query = vi.fn(async () => [{ revision: String(revision) }]);
    const db = { driver: 'pg', query, listen } as unknown as Db;
    ctx = undefined as unknown as TestContext;
    stop = watchRevision(db, { relistenMs: 10, log: () => {} });
    await vi.waitFor(() => expect(hearsRevision(db)).toBe(true));
    expect(await currentRevision(db)).toBe('7');
    revision = 8; // committed elsewhere, its announcement not yet heard
    expect(await currentRevision(db)).toBe('7');
    announce('8');
    announce('not a revision');
    expect(await currentRevision(db)).toBe('8');
    expect(query).toHaveBeenCalledTimes(1);

    lose(new Error('connection reset'));
    revision = 9;
    expect(hearsRevision(db)).toBe(false);
    expect(await currentRevision(db)).toBe('9'); // read, not remembered
    await vi.waitFor(() => expect(listen).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(hearsRevision(db)).toBe(true));
    revision = 10;
    expect(await currentRevision(db)).toBe('10'); // read once after listening again
  });
});
