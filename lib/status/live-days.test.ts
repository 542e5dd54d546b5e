import { describe, expect, it } from 'vitest';
import { LiveUptimeDaySchema, UptimeDaySchema, type UptimeDay } from '../schemas/status';
import { compactDay, expandDay } from './live-days';

const quiet: UptimeDay = {
  date: '2026-03-10',
  uptime_percentage: 100,
  worst_status: 'operational',
  major_outage: 0,
  partial_outage: 0,
  degraded_performance: 0,
  maintenance: 0,
  incident_ids: [],
  maintenance_ids: [],
};

describe('the live feed’s uptime days', () => {
  it('leave out what a quiet day has', () => {
    expect(compactDay(quiet)).toEqual({ date: '2026-03-10' });
  });

  it('keep every field that differs, and read back as the day they were', () => {
    const days: UptimeDay[] = [
      { ...quiet, uptime_percentage: null, worst_status: null },
      { ...quiet, uptime_percentage: 99.5, worst_status: 'major_outage', major_outage: 432, incident_ids: ['abcdefghij12'] },
      { ...quiet, worst_status: 'under_maintenance', maintenance: 3600, maintenance_ids: ['maint0000001', 'maint0000002'] },
      { ...quiet, uptime_percentage: 0, worst_status: 'partial_outage', partial_outage: 86_400, degraded_performance: 1 },
    ];
    for (const day of days) {
      const wire = LiveUptimeDaySchema.parse(JSON.parse(JSON.stringify(compactDay(day))));
      expect(UptimeDaySchema.parse(expandDay(wire))).toEqual(day);
    }
    expect(compactDay(days[0]!)).toEqual({ date: '2026-03-10', uptime_percentage: null, worst_status: null });
  });
});
