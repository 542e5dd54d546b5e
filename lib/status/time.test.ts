import { describe, expect, it } from 'vitest';
import { dailyUptime } from './uptime';
import { addDays, formatTimestamp, localDate, startOfLocalDay } from './time';

const AT = Date.parse('2022-02-15T21:37:37.407Z');
const H = 3_600_000;

describe('timestamps in the page time zone', () => {
  it('renders milliseconds and the offset, Z at offset zero', () => {
    expect(formatTimestamp(AT, 'Etc/UTC')).toBe('2022-02-15T21:37:37.407Z');
    expect(formatTimestamp(AT, 'America/Tijuana')).toBe('2022-02-15T13:37:37.407-08:00');
    expect(formatTimestamp(AT, 'Asia/Kolkata')).toBe('2022-02-16T03:07:37.407+05:30');
  });

  it('buckets days by the zone’s calendar, across DST', () => {
    expect(localDate(AT, 'Asia/Kolkata')).toBe('2022-02-16');
    expect(new Date(startOfLocalDay('2022-03-13', 'America/New_York')).toISOString()).toBe('2022-03-13T05:00:00.000Z');
    expect(new Date(startOfLocalDay('2022-03-14', 'America/New_York')).toISOString()).toBe('2022-03-14T04:00:00.000Z');
    expect(addDays('2022-02-28', 1)).toBe('2022-03-01');
  });
});

describe('daily uptime', () => {
  const now = Date.parse('2022-02-15T12:00:00.000Z');
  const base = { sinceMs: now - 10 * 24 * H, nowMs: now, days: 3, timeZone: 'Etc/UTC', incidents: [] };

  it('counts major fully and partial at 30 %, degraded as up', () => {
    const day = Date.parse('2022-02-14T00:00:00.000Z');
    const r = dailyUptime({
      ...base,
      spans: [
        { status: 'major_outage', startMs: day + H, endMs: day + 2 * H },
        { status: 'partial_outage', startMs: day + 3 * H, endMs: day + 5 * H },
        { status: 'degraded_performance', startMs: day + 6 * H, endMs: day + 7 * H },
      ],
      maintenances: [],
    });
    const d = r.days[1]!;
    expect(d.date).toBe('2022-02-14');
    expect(d).toMatchObject({ major_outage: 3600, partial_outage: 7200, degraded_performance: 3600 });
    expect(d.uptime_percentage).toBeCloseTo(100 * (1 - (3600 + 0.3 * 7200) / 86400), 3);
    expect(d.worst_status).toBe('major_outage');
    expect(r.days[2]!.uptime_percentage).toBe(100); // today so far
  });

  it('leaves maintenance out of the day, even when it overlaps an outage', () => {
    const day = Date.parse('2022-02-14T00:00:00.000Z');
    const r = dailyUptime({
      ...base,
      spans: [{ status: 'major_outage', startMs: day + H, endMs: day + 3 * H }],
      maintenances: [{ startMs: day, endMs: day + 2 * H }],
    });
    const d = r.days[1]!;
    expect(d).toMatchObject({ major_outage: 3600, maintenance: 7200 });
    expect(d.uptime_percentage).toBeCloseTo(100 * (1 - 3600 / (86400 - 7200)), 3);
  });

  it('has no data before the component started, and lists incidents per day', () => {
    const r = dailyUptime({
      ...base,
      sinceMs: Date.parse('2022-02-15T00:00:00.000Z'),
      spans: [],
      maintenances: [],
      incidents: [{ id: 'abcdefabcdef', startMs: Date.parse('2022-02-14T23:00:00.000Z'), endMs: now - H }],
    });
    expect(r.days.map((d) => d.uptime_percentage)).toEqual([null, null, 100]);
    expect(r.days.map((d) => d.incident_ids.length)).toEqual([0, 1, 1]);
  });
});
