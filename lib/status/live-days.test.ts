import { describe, expect, it } from 'vitest';
import { PackedUptimeDaysSchema, UptimeDaySchema, type UptimeDay } from '../schemas/status';
import { packDays, unpackDays } from './live-days';

const quiet = (date: string): UptimeDay => ({
  date,
  uptime_percentage: 100,
  worst_status: 'operational',
  major_outage: 0,
  partial_outage: 0,
  degraded_performance: 0,
  maintenance: 0,
  incident_ids: [],
  maintenance_ids: [],
});

describe('the live feed’s packed uptime days', () => {
  const days: UptimeDay[] = [
    { ...quiet('2026-02-27'), uptime_percentage: null, worst_status: null },
    quiet('2026-02-28'),
    {
      ...quiet('2026-03-01'),
      uptime_percentage: 99.5,
      worst_status: 'major_outage',
      major_outage: 432,
      incident_ids: ['abcdefghij12'],
    },
    { ...quiet('2026-03-02'), worst_status: 'under_maintenance', maintenance: 3600, maintenance_ids: ['maint0000001'] },
    { ...quiet('2026-03-03'), uptime_percentage: 0, worst_status: 'partial_outage', partial_outage: 86_400 },
    quiet('2026-03-04'),
  ];

  it('are one letter per quiet or empty day, details for the rest', () => {
    const packed = packDays(days);
    expect(packed.start).toBe('2026-02-27');
    expect(packed.kinds).toBe('nqxxxq');
    expect(Object.keys(packed.details)).toEqual(['2', '3', '4']);
  });

  it('read back as the days they were, across a month end, after a JSON round trip', () => {
    const wire = PackedUptimeDaysSchema.parse(JSON.parse(JSON.stringify(packDays(days))));
    const back = unpackDays(wire);
    expect(back.map((d) => UptimeDaySchema.parse(d))).toEqual(days);
  });
});
