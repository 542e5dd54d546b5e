import { describe, expect, it } from 'vitest';
import type { UptimeDay } from '@/lib/schemas/status';
import { unpackDays } from '@/lib/status/live-days';
import {
  DAY_CODE,
  componentDaysHref,
  dayEvidenceHref,
  dayEvidenceNote,
  dayLabel,
  formatUptime,
  statusOf,
} from './uptime-format';

describe('uptime shown to readers', () => {
  it('cuts to two decimals instead of rounding up', () => {
    expect(formatUptime(99.999)).toBe('99.99 % uptime');
    expect(formatUptime(99.995)).toBe('99.99 % uptime');
    expect(formatUptime(98.7659)).toBe('98.76 % uptime');
  });

  it('keeps values that are exact in two decimals', () => {
    expect(formatUptime(99.99)).toBe('99.99 % uptime');
    expect(formatUptime(99.9)).toBe('99.90 % uptime');
    expect(formatUptime(0.29)).toBe('0.29 % uptime');
    expect(formatUptime(0)).toBe('0.00 % uptime');
  });

  it('says 100 only for a perfect record, and no data without one', () => {
    expect(formatUptime(100)).toBe('100 % uptime');
    expect(formatUptime(null)).toBe('no data');
  });
});

describe('the ledger evidence of an uptime day', () => {
  it("links a node's day to its page, and any other component's to the blocks up to the day's end in the page zone", () => {
    expect(dayEvidenceHref('Node 4 (account 0.0.7) | Hosted by Test 4', '2026-03-10', 'Etc/UTC')).toBe(
      '/nodes/4#activity',
    );
    expect(dayEvidenceHref('Testnet | Network Uptime', '2026-03-10', 'Etc/UTC')).toBe(
      '/blocks?timestamp=lt:1773187200',
    );
    // The day ends at midnight in the page's zone: 05:00 UTC in New York (EST, UTC−5) on 2026-03-08.
    expect(dayEvidenceHref('Testnet | Network Uptime', '2026-03-07', 'America/New_York')).toBe(
      `/blocks?timestamp=lt:${Date.parse('2026-03-08T05:00:00Z') / 1000}`,
    );
  });

  it("explains beside a node's evidence how its days are judged, reward payouts included, and nothing for others", () => {
    expect(dayEvidenceNote('Node 4 (account 0.0.7) | Hosted by Test 4')).toMatch(/daily node reward/);
    expect(dayEvidenceNote('Testnet | Network Uptime')).toBeNull();
  });
});

describe('one uptime day in words and as the server draws it', () => {
  // A day without downtime as the live feed unpacks it.
  const quiet: UptimeDay = unpackDays({ start: '2026-03-10', kinds: 'q', details: {} })[0]!;

  it('says the date, uptime, each outage and the incidents by name', () => {
    expect(dayLabel(quiet, {})).toBe('Mar 10, 2026, 100 % uptime, no downtime');
    const bad = {
      ...quiet,
      uptime_percentage: 98.611,
      worst_status: 'major_outage' as const,
      major_outage: 1200,
      incident_ids: ['a', 'b'],
    };
    expect(dayLabel(bad, { a: { name: 'Node 4 stopped', impact: 'major' } })).toBe(
      'Mar 10, 2026, 98.61 % uptime, Major outage 20 min, 2 incidents: Node 4 stopped; an incident',
    );
    expect(dayLabel({ ...quiet, uptime_percentage: null, worst_status: null }, {})).toBe('Mar 10, 2026, no data');
  });

  it('gives every status a letter of its own, and a day without data the no-data one', () => {
    expect(new Set(Object.values(DAY_CODE)).size).toBe(Object.keys(DAY_CODE).length);
    expect(DAY_CODE[statusOf({ ...quiet, uptime_percentage: null, worst_status: null })]).toBe('n');
    expect(componentDaysHref('a b')).toBe('/status/components/a%20b');
  });
});
