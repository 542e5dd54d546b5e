import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { summary } from '../read/v2';
import { T0, fresh, callManage, closeTestDb, insertBlocks, openTestContext, type TestContext } from '../testing';
import { historyPage } from './history';

let ctx: TestContext;
let pageId: string;

beforeEach(async () => {
  ctx = await openTestContext();
  // Fresh blocks keep the computed components quiet, so the history holds only what the tests author.
  await insertBlocks(ctx.db, T0 - 60_000, T0 + 60_000, 10_000);
  pageId = (await fresh(ctx, summary)).page.id;
});
afterAll(closeTestDb);
afterEach(() => ctx.close());

async function author(incident: Record<string, unknown>, atMs = T0): Promise<string> {
  ctx.setNow(atMs);
  const r = await callManage(ctx, 'createIncident')('POST', { page_id: pageId }, { incident });
  expect(r.status).toBe(201);
  ctx.setNow(T0);
  return ((await r.json()) as { id: string }).id;
}

const maintenance = (name: string, from: string, until: string) => ({
  name,
  status: 'scheduled',
  scheduled_for: from,
  scheduled_until: until,
});
const shape = (months: { month: string; items: { name: string }[] }[]) =>
  months.map((m) => [m.month, m.items.map((i) => i.name)]);

describe('history by month', () => {
  it('files upcoming maintenance under its planned month, future months first, empty future months left out', async () => {
    await author({ name: 'February outage', status: 'investigating' }, Date.parse('2026-02-03T08:00:00Z'));
    await author({ name: 'March outage', status: 'investigating' });
    await author(maintenance('Later this month', '2026-03-20T10:00:00Z', '2026-03-20T11:00:00Z'));
    await author(maintenance('May upgrade', '2026-05-04T10:00:00Z', '2026-05-04T12:00:00Z'));
    await author(maintenance('Next year', '2027-01-15T10:00:00Z', '2027-01-15T11:00:00Z'));

    const first = await fresh(ctx, (c) => historyPage(c, 1));
    expect(shape(first.months)).toEqual([
      ['2027-01', ['Next year']],
      ['2026-05', ['May upgrade']],
      ['2026-03', ['Later this month', 'March outage']],
      ['2026-02', ['February outage']],
      ['2026-01', []],
    ]);
    expect(first.months[1]!.items[0]).toMatchObject({ status: 'scheduled', scheduled_for: '2026-05-04T10:00:00.000Z' });
    expect(first.hasOlder).toBe(false);
  });

  it('keeps older pages to their three months, with nothing from the future', async () => {
    await author({ name: 'December outage', status: 'investigating' }, Date.parse('2025-12-24T08:00:00Z'));
    await author({ name: 'September outage', status: 'investigating' }, Date.parse('2025-09-30T08:00:00Z'));
    await author(maintenance('May upgrade', '2026-05-04T10:00:00Z', '2026-05-04T12:00:00Z'));

    const first = await fresh(ctx, (c) => historyPage(c, 1));
    expect(first.months.map((m) => m.month)).toEqual(['2026-05', '2026-03', '2026-02', '2026-01']);
    expect(first.hasOlder).toBe(true);
    const second = await fresh(ctx, (c) => historyPage(c, 2));
    expect(shape(second.months)).toEqual([
      ['2025-12', ['December outage']],
      ['2025-11', []],
      ['2025-10', []],
    ]);
    expect(second.hasOlder).toBe(true);
    const third = await fresh(ctx, (c) => historyPage(c, 3));
    expect(shape(third.months)).toEqual([
      ['2025-09', ['September outage']],
      ['2025-08', []],
      ['2025-07', []],
    ]);
    expect(third.hasOlder).toBe(false);
  });

  it('files a maintenance by its planned start in the page time zone', async () => {
    ctx = { ...ctx, config: { ...ctx.config, STATUS_TIME_ZONE: 'Pacific/Auckland' } };
    // 30 April 14:00 UTC is 1 May 02:00 in Auckland.
    await author(maintenance('Auckland May', '2026-04-30T14:00:00Z', '2026-04-30T15:00:00Z'));
    const first = await fresh(ctx, (c) => historyPage(c, 1));
    expect(shape(first.months)[0]).toEqual(['2026-05', ['Auckland May']]);
  });
});
