import { describe, expect, it } from 'vitest';
import { UptimeDaySchema } from '../schemas/status';
import { dailyUptime, roundPercent } from './uptime';

const H = 3_600_000;
const now = Date.parse('2022-02-15T12:00:00.000Z');
const yesterday = Date.parse('2022-02-14T00:00:00.000Z');
const base = { sinceMs: now - 10 * 24 * H, nowMs: now, days: 3, timeZone: 'Etc/UTC', incidents: [], spans: [] };

describe('maintenances named per day', () => {
  it('lists a maintenance on every day it ran, and still leaves its time out of the percentage', () => {
    const window = { startMs: yesterday + 22 * H, endMs: yesterday + 26 * H };
    const r = dailyUptime({
      ...base,
      spans: [{ status: 'major_outage', startMs: yesterday + 22 * H, endMs: yesterday + 23 * H }],
      maintenances: [window],
      namedMaintenances: [{ id: 'mnt000000001', ...window }],
    });
    expect(r.days.map((d) => d.maintenance_ids)).toEqual([[], ['mnt000000001'], ['mnt000000001']]);
    const [, before, today] = r.days;
    // The outage fell inside the window: excluded with it, so neither day lost uptime.
    expect(before).toMatchObject({
      maintenance: 2 * 3600,
      major_outage: 0,
      uptime_percentage: 100,
      worst_status: 'under_maintenance',
    });
    expect(today).toMatchObject({ maintenance: 2 * 3600, uptime_percentage: 100 });
    for (const day of r.days) expect(UptimeDaySchema.parse(day)).toEqual(day);
  });

  it('names a child’s maintenance on a group day even when another child was worse (no time excluded)', () => {
    const r = dailyUptime({
      ...base,
      spans: [{ status: 'major_outage', startMs: yesterday + H, endMs: yesterday + 2 * H }],
      maintenances: [],
      namedMaintenances: [
        { id: 'mnt000000001', startMs: yesterday + H, endMs: yesterday + 2 * H },
        { id: 'mnt000000001', startMs: yesterday + H, endMs: yesterday + 2 * H },
      ],
    });
    expect(r.days[1]).toMatchObject({ maintenance_ids: ['mnt000000001'], maintenance: 0, major_outage: 3600 });
  });

  it('names a maintenance on a day before the component started, like incidents', () => {
    const r = dailyUptime({
      ...base,
      sinceMs: now - H,
      maintenances: [],
      namedMaintenances: [{ id: 'mnt000000002', startMs: yesterday + H, endMs: null }],
    });
    expect(r.days.map((d) => [d.uptime_percentage, d.maintenance_ids])).toEqual([
      [null, []],
      [null, ['mnt000000002']],
      [100, ['mnt000000002']],
    ]);
  });

  it('has no maintenance ids when none is given', () => {
    const r = dailyUptime({ ...base, maintenances: [] });
    expect(r.days.every((d) => d.maintenance_ids.length === 0)).toBe(true);
  });
});

describe('uptime percentages', () => {
  it('never round a shortfall up to 100', () => {
    expect(roundPercent(99.99996)).toBe(99.999);
    expect(roundPercent(100)).toBe(100);
    expect(roundPercent(99.9994)).toBe(99.999);
    expect(roundPercent(95.4545454)).toBe(95.455);
  });

  it('a second of major outage in 90 days is not a perfect record', () => {
    const r = dailyUptime({
      ...base,
      days: 90,
      sinceMs: now - 100 * 24 * H,
      spans: [{ status: 'major_outage', startMs: yesterday + H, endMs: yesterday + H + 1_000 }],
      maintenances: [],
    });
    expect(r.uptime_percentage).toBe(99.999);
    expect(r.days.at(-2)?.uptime_percentage).toBe(99.999);
  });
});
