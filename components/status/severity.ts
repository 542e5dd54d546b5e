import type { Component } from '@/lib/schemas/status';

type ComponentStatus = Component['status'];

const ORDER: ComponentStatus[] = [
  'operational',
  'under_maintenance',
  'degraded_performance',
  'partial_outage',
  'major_outage',
];

/** Maintenance is planned, so it ranks just above operational (as in lib/status/statuses.ts). */
export const severityOf = (s: ComponentStatus) => ORDER.indexOf(s);
