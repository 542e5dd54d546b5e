/** The status vocabularies of Statuspage v2, and the orderings the rollup and impact rules need. */

export const COMPONENT_STATUSES = [
  'operational',
  'under_maintenance',
  'degraded_performance',
  'partial_outage',
  'major_outage',
] as const;
export type ComponentStatus = (typeof COMPONENT_STATUSES)[number];

export const INCIDENT_STATUSES = ['investigating', 'identified', 'monitoring', 'resolved', 'postmortem'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

export const MAINTENANCE_STATUSES = ['scheduled', 'in_progress', 'verifying', 'completed'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

export type AnyIncidentStatus = IncidentStatus | MaintenanceStatus;
export type IncidentKind = 'incident' | 'maintenance';

export const IMPACTS = ['none', 'minor', 'major', 'critical', 'maintenance'] as const;
export type Impact = (typeof IMPACTS)[number];

export const INDICATORS = ['none', 'minor', 'major', 'critical'] as const;
export type Indicator = (typeof INDICATORS)[number];

export const UNRESOLVED_INCIDENT: readonly IncidentStatus[] = ['investigating', 'identified', 'monitoring'];
export const ACTIVE_MAINTENANCE: readonly MaintenanceStatus[] = ['in_progress', 'verifying'];
/** States in which an incident or maintenance still pins the statuses it set on its components. */
export const PINNING_STATES: readonly AnyIncidentStatus[] = [...UNRESOLVED_INCIDENT, ...ACTIVE_MAINTENANCE];

// Under maintenance is planned, so it ranks just above operational: any real outage is worse.
const SEVERITY: Record<ComponentStatus, number> = {
  operational: 0,
  under_maintenance: 1,
  degraded_performance: 2,
  partial_outage: 3,
  major_outage: 4,
};

export function severity(status: ComponentStatus): number {
  return SEVERITY[status];
}

/** The worse of the statuses; operational for none. */
export function worstStatus(statuses: Iterable<ComponentStatus>): ComponentStatus {
  let worst: ComponentStatus = 'operational';
  for (const s of statuses) if (SEVERITY[s] > SEVERITY[worst]) worst = s;
  return worst;
}

/** Incident impact implied by a component status (facts §1.9: worst leaf wins). */
export function impactOfStatus(status: ComponentStatus): Impact {
  switch (status) {
    case 'major_outage':
      return 'critical';
    case 'partial_outage':
      return 'major';
    case 'degraded_performance':
      return 'minor';
    default:
      return 'none';
  }
}

const IMPACT_RANK: Record<Impact, number> = { none: 0, maintenance: 0, minor: 1, major: 2, critical: 3 };

export function worseImpact(a: Impact, b: Impact): Impact {
  return IMPACT_RANK[b] > IMPACT_RANK[a] ? b : a;
}

export function isIncidentStatus(s: string): s is IncidentStatus {
  return (INCIDENT_STATUSES as readonly string[]).includes(s);
}

export function isMaintenanceStatus(s: string): s is MaintenanceStatus {
  return (MAINTENANCE_STATUSES as readonly string[]).includes(s);
}

export function kindOfStatus(s: AnyIncidentStatus): IncidentKind {
  return isMaintenanceStatus(s) ? 'maintenance' : 'incident';
}
