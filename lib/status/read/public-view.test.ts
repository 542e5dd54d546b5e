import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { refreshHealth } from '../health/refresh';
import { readPageRevision } from '../store/page';
import {
  T0,
  callManage,
  closeTestDb,
  insertAddressBook,
  insertBlocks,
  insertTransactions,
  openTestContext,
  type TestContext,
} from '../testing';
import { freshView } from './fresh-view';
import { newViewCache, publicView } from './public-view';

const MIN = 60_000;
let ctx: TestContext;
afterEach(() => ctx.close());
afterAll(closeTestDb);

async function ledgerUp(): Promise<void> {
  await insertAddressBook(ctx.db, [0, 1]);
  await insertBlocks(ctx.db, T0 - 30 * MIN, T0);
  await insertTransactions(ctx.db, T0 - 30 * MIN, T0, [0, 1]);
}

describe('the public view, once per page revision', () => {
  it('an incident written through the Manage API shows on every instance at once, in the JSON and the page data', async () => {
    ctx = await openTestContext();
    await ledgerUp();
    // Two instances on one status store: each keeps its own view, as two processes do.
    const [a, b] = [newViewCache(), newViewCache()];
    const before = await freshView(ctx);
    expect((await publicView(ctx, a)).documents.summary.incidents).toEqual([]);
    expect((await publicView(ctx, b)).live.summary.incidents).toEqual([]);

    const posted = await callManage(ctx, 'createIncident')(
      'POST',
      { page_id: before.documents.summary.page.id },
      {
        incident: { name: 'Written on A', status: 'investigating', body: 'Seen on B?' },
      },
    );
    expect(posted.status).toBe(201);

    for (const cache of [b, a]) {
      const view = await publicView(ctx, cache);
      expect(view.documents.summary.incidents.map((i) => i.name)).toEqual(['Written on A']);
      expect(view.documents.unresolvedIncidents.incidents.map((i) => i.name)).toEqual(['Written on A']);
      expect(view.live.summary.incidents.map((i) => i.name)).toEqual(['Written on A']);
    }
  });

  it('is built once per revision and shared by the reads in between', async () => {
    ctx = await openTestContext();
    await ledgerUp();
    const cache = newViewCache();
    await freshView(ctx);
    const first = await publicView(ctx, cache);
    expect(await publicView(ctx, cache)).toBe(first);
    expect((await publicView(ctx, cache)).uptime.size).toBe(first.documents.components.components.length);
  });

  it('the health refresh advances the revision when what it computes changes, not on every run', async () => {
    ctx = await openTestContext();
    await ledgerUp();
    await freshView(ctx); // the page row, and the first refresh, which creates the computed components
    const afterFirst = await readPageRevision(ctx.db);
    await refreshHealth(ctx, true); // same minute, same ledger: nothing new
    expect(await readPageRevision(ctx.db)).toBe(afterFirst);

    // Blocks stop: the network component's status changes, and the revision with it.
    ctx.advance(10 * MIN);
    await refreshHealth(ctx, true);
    const afterStall = await readPageRevision(ctx.db);
    expect(afterStall).not.toBe(afterFirst);
    const view = await publicView(ctx);
    expect(view.revision).toBe(afterStall);
    expect(view.documents.components.components.some((c) => c.status !== 'operational')).toBe(true);
  });
});

describe('maintenance moves on the public read path', () => {
  it('a maintenance whose start passes moves to in progress at the next read, without a write in between', async () => {
    ctx = await openTestContext();
    await ledgerUp();
    const pageId = (await freshView(ctx)).documents.summary.page.id;
    const posted = await callManage(ctx, 'createIncident')(
      'POST',
      { page_id: pageId },
      {
        incident: {
          name: 'Database upgrade',
          scheduled_for: new Date(T0 + 2 * MIN).toISOString(),
          scheduled_until: new Date(T0 + 4 * MIN).toISOString(),
          scheduled_auto_in_progress: true,
          scheduled_auto_completed: true,
        },
      },
    );
    expect(posted.status).toBe(201);
    const before = await freshView(ctx);
    expect(before.nextTransitionMs).toBe(T0 + 2 * MIN);
    expect(before.documents.upcomingMaintenances.scheduled_maintenances.map((m) => m.name)).toEqual([
      'Database upgrade',
    ]);
    ctx.setNow(T0 + 3 * MIN);
    const during = await freshView(ctx);
    expect(during.documents.activeMaintenances.scheduled_maintenances.map((m) => m.status)).toEqual(['in_progress']);
    ctx.setNow(T0 + 5 * MIN);
    expect((await freshView(ctx)).documents.scheduledMaintenances.scheduled_maintenances.map((m) => m.status)).toEqual([
      'completed',
    ]);
  });
});
