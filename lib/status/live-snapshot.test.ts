import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshLive } from './live-snapshot';
import { forgetLive } from './read/live';
import { summary } from './read/v2';
import { T0, callManage, closeTestDb, fresh, insertBlocks, openTestContext, type TestContext } from './testing';

let ctx: TestContext;
let pageId: string;
beforeEach(async () => {
  ctx = await openTestContext();
  await insertBlocks(ctx.db, T0 - 60_000, T0);
  pageId = (await fresh(ctx, summary)).page.id;
});
afterEach(async () => {
  forgetLive();
  await ctx.close();
});
afterAll(closeTestDb);

const builtAt = async () =>
  (await ctx.db.query<{ built_at: Date }>('SELECT built_at FROM status.live_snapshot'))[0]?.built_at.getTime();
/** Another instance: its own process cache is empty. */
const otherInstance = () => {
  forgetLive();
  return freshLive(ctx);
};

describe('the shared live snapshot', () => {
  it('is built once and read by the other instances for a few seconds', async () => {
    const first = await freshLive(ctx);
    expect(await builtAt()).toBe(T0);
    ctx.advance(4_000);
    expect(await otherInstance()).toEqual(first);
    expect(await builtAt()).toBe(T0);
  });

  it('is rebuilt when it is five seconds old, or at once after an authored change', async () => {
    await freshLive(ctx);
    ctx.advance(5_000);
    await otherInstance();
    expect(await builtAt()).toBe(T0 + 5_000);

    await callManage(ctx, 'createIncident')('POST', { page_id: pageId }, { incident: { name: 'Just now' } });
    const after = await otherInstance();
    expect(after.summary.incidents.map((i) => i.name)).toEqual(['Just now']);
  });

  it('is rebuilt when another version stored a shape this one does not know', async () => {
    await freshLive(ctx);
    await ctx.db.query(`UPDATE status.live_snapshot SET body = '{"old": true}'::json`);
    const live = await otherInstance();
    expect(live.summary.page.id).toBe(pageId);
  });
});
