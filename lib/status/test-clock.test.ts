import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { ManageIncidentSchema } from '../schemas/status';
import { activeMaintenances, summary, upcomingMaintenances } from './read/v2';
import { testTransitionClock } from './test-clock';
import { T0, fresh, callManage, closeTestDb, insertBlocks, openTestContext } from './testing';

const dir = mkdtempSync(path.join(tmpdir(), 'status-clock-'));
const file = path.join(dir, 'offset');
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await closeTestDb();
});

/** The clock as the server builds it: from the validated configuration of this environment. */
const clockOf = (env: Record<string, string>) => testTransitionClock(parseConfig(env));

describe('test transition clock', () => {
  it('is off unless STATUS_TEST_CLOCK=1 and an offset file are both set', () => {
    expect(clockOf({})).toBeUndefined();
    expect(clockOf({ STATUS_CLOCK_OFFSET_FILE: file })).toBeUndefined();
    expect(clockOf({ STATUS_TEST_CLOCK: '0', STATUS_CLOCK_OFFSET_FILE: file })).toBeUndefined();
    expect(clockOf({ STATUS_TEST_CLOCK: '1' })).toBeUndefined();
  });

  it('adds the offset in the file to the wall clock, 0 when the file is missing or not a number', () => {
    const clock = clockOf({ STATUS_TEST_CLOCK: '1', STATUS_CLOCK_OFFSET_FILE: file })!;
    rmSync(file, { force: true });
    expect(Math.abs(clock.nowMs() - Date.now())).toBeLessThan(1_000);
    writeFileSync(file, '3600000\n');
    expect(Math.abs(clock.nowMs() - (Date.now() + 3_600_000))).toBeLessThan(1_000);
    writeFileSync(file, 'soon');
    expect(Math.abs(clock.nowMs() - Date.now())).toBeLessThan(1_000);
  });

  it('moves maintenances only: the context clock keeps its time', async () => {
    const ctx = await openTestContext();
    await insertBlocks(ctx.db, T0 - 60_000, T0 + 60_000, 10_000);
    const pageId = (await fresh(ctx, summary)).page.id;
    const r = await callManage(ctx, 'createIncident')(
      'POST',
      { page_id: pageId },
      {
        incident: {
          name: 'Window',
          scheduled_for: new Date(T0 + 60_000).toISOString(),
          scheduled_until: new Date(T0 + 120_000).toISOString(),
          scheduled_auto_in_progress: true,
          scheduled_auto_completed: true,
        },
      },
    );
    const { id } = ManageIncidentSchema.parse(await r.json());
    let shift = 0;
    const shifted = { ...ctx, transitionClock: { nowMs: () => ctx.clock.nowMs() + shift } };
    expect((await fresh(shifted, upcomingMaintenances)).scheduled_maintenances.map((m) => m.id)).toEqual([id]);
    shift = 61_000;
    expect((await fresh(shifted, activeMaintenances)).scheduled_maintenances.map((m) => m.status)).toEqual([
      'in_progress',
    ]);
    shift = 121_000;
    expect((await fresh(shifted, activeMaintenances)).scheduled_maintenances).toEqual([]);
    expect(ctx.clock.nowMs()).toBe(T0);
    await ctx.close();
  });
});
