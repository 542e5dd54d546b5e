import { describe, expect, it } from 'vitest';
import { groupStatus, rollup } from './rollup';
import type { ComponentStatus } from './statuses';

const OP: ComponentStatus = 'operational';
const MAINT: ComponentStatus = 'under_maintenance';
const DEG: ComponentStatus = 'degraded_performance';
const PART: ComponentStatus = 'partial_outage';
const MAJ: ComponentStatus = 'major_outage';

describe('page rollup (facts §1.9)', () => {
  const table: [ComponentStatus[], string, string][] = [
    // one component maps directly
    [[OP], 'none', 'All Systems Operational'],
    [[MAINT], 'none', 'Service Under Maintenance'],
    [[DEG], 'minor', 'Partially Degraded Service'],
    [[PART], 'major', 'Partial System Outage'],
    [[MAJ], 'critical', 'Major System Outage'],
    // several components blend
    [[MAJ, MAJ], 'critical', 'Major System Outage'],
    [[MAJ, OP], 'major', 'Partial System Outage'],
    [[MAJ, PART, DEG], 'major', 'Partial System Outage'],
    [[PART, PART], 'major', 'Partial System Outage'],
    [[PART, OP, OP, OP, OP, OP, OP, OP, OP, OP, OP], 'minor', 'Minor Service Outage'],
    [[PART, DEG], 'minor', 'Minor Service Outage'],
    [[DEG, DEG], 'minor', 'Degraded System Service'],
    [[DEG, OP], 'minor', 'Partially Degraded Service'],
    [[DEG, MAINT], 'minor', 'Partially Degraded Service'],
    [[MAINT, OP], 'none', 'Service Under Maintenance'],
    [[MAINT, MAINT], 'none', 'Service Under Maintenance'],
    [[OP, OP], 'none', 'All Systems Operational'],
  ];
  for (const [statuses, indicator, description] of table) {
    it(`${statuses.join(' + ')} → ${indicator} / ${description}`, () => {
      expect(rollup(statuses)).toEqual({ indicator, description });
    });
  }

  it('with no components, falls back to the open incidents’ impact', () => {
    expect(rollup([])).toEqual({ indicator: 'none', description: 'All Systems Operational' });
    expect(rollup([], ['minor'])).toEqual({ indicator: 'minor', description: 'Minor Service Outage' });
    expect(rollup([], ['minor', 'critical'])).toEqual({ indicator: 'critical', description: 'Major System Outage' });
  });

  it('ignores incident impact when components exist (GitHub sample: open major incident, minor page)', () => {
    expect(rollup([PART, OP], ['critical']).indicator).toBe('minor');
  });

  it('shows a group as its worst child', () => {
    expect(groupStatus([])).toBe(OP);
    expect(groupStatus([OP, MAINT])).toBe(MAINT);
    expect(groupStatus([MAINT, DEG, OP])).toBe(DEG);
    expect(groupStatus([PART, MAJ])).toBe(MAJ);
  });
});
