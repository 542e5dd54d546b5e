import { worstStatus, type ComponentStatus, type Impact, type Indicator } from './statuses';

export interface PageStatus {
  indicator: Indicator;
  description: string;
}

const OPERATIONAL: PageStatus = { indicator: 'none', description: 'All Systems Operational' };
const MAJOR_SYSTEM: PageStatus = { indicator: 'critical', description: 'Major System Outage' };
const PARTIAL_SYSTEM: PageStatus = { indicator: 'major', description: 'Partial System Outage' };
const MINOR_SERVICE: PageStatus = { indicator: 'minor', description: 'Minor Service Outage' };
const DEGRADED_SYSTEM: PageStatus = { indicator: 'minor', description: 'Degraded System Service' };
const PARTIALLY_DEGRADED: PageStatus = { indicator: 'minor', description: 'Partially Degraded Service' };
// Statuspage itself says "maintenance"; our contract has four indicators and clients read maintenance as healthy.
const MAINTENANCE: PageStatus = { indicator: 'none', description: 'Service Under Maintenance' };

/**
 * The page indicator from the leaf components' statuses, following facts §1.9: one component maps directly,
 * several blend ("all major" is critical, "some major" only major, and so on). Groups are left out by the caller.
 * With no components at all, an unresolved incident's impact is the only signal Statuspage uses.
 */
export function rollup(
  leafStatuses: readonly ComponentStatus[],
  openIncidentImpacts: readonly Impact[] = [],
): PageStatus {
  if (leafStatuses.length === 0) return rollupFromImpacts(openIncidentImpacts);
  if (leafStatuses.length === 1) return single(leafStatuses[0] ?? 'operational');
  const all = (s: ComponentStatus) => leafStatuses.every((x) => x === s);
  const any = (s: ComponentStatus) => leafStatuses.includes(s);
  if (all('major_outage')) return MAJOR_SYSTEM;
  if (any('major_outage')) return PARTIAL_SYSTEM;
  if (all('partial_outage')) return PARTIAL_SYSTEM;
  if (any('partial_outage')) return MINOR_SERVICE;
  if (all('degraded_performance')) return DEGRADED_SYSTEM;
  if (any('degraded_performance')) return PARTIALLY_DEGRADED;
  if (any('under_maintenance')) return MAINTENANCE;
  return OPERATIONAL;
}

function single(status: ComponentStatus): PageStatus {
  switch (status) {
    case 'major_outage':
      return MAJOR_SYSTEM;
    case 'partial_outage':
      return PARTIAL_SYSTEM;
    case 'degraded_performance':
      return PARTIALLY_DEGRADED;
    case 'under_maintenance':
      return MAINTENANCE;
    default:
      return OPERATIONAL;
  }
}

function rollupFromImpacts(impacts: readonly Impact[]): PageStatus {
  if (impacts.includes('critical')) return MAJOR_SYSTEM;
  if (impacts.includes('major')) return PARTIAL_SYSTEM;
  if (impacts.includes('minor')) return MINOR_SERVICE;
  return OPERATIONAL;
}

/** A group row shows its worst child, so a collapsed group never hides an outage (facts §4, cachet #2434). */
export function groupStatus(childStatuses: readonly ComponentStatus[]): ComponentStatus {
  return worstStatus(childStatuses);
}
