import { unprocessable } from './errors';
import { isMaintenanceStatus, type AnyIncidentStatus, type IncidentStatus, type MaintenanceStatus } from './statuses';

/**
 * Allowed status changes (from ≠ to). Staying in the same state is not a move: posting an update without a new
 * status is always allowed. Documented in docs/status-lifecycles.md; tests walk every cell of both tables.
 */
export const INCIDENT_TRANSITIONS: Record<IncidentStatus, readonly IncidentStatus[]> = {
  // Forward moves may skip states.
  investigating: ['identified', 'monitoring', 'resolved', 'postmortem'],
  identified: ['monitoring', 'resolved', 'postmortem'],
  // A fix that did not hold sends the incident back while it is still unresolved.
  monitoring: ['investigating', 'identified', 'resolved', 'postmortem'],
  resolved: ['postmortem'],
  postmortem: [],
};

export const MAINTENANCE_TRANSITIONS: Record<MaintenanceStatus, readonly MaintenanceStatus[]> = {
  scheduled: ['in_progress', 'verifying', 'completed'],
  in_progress: ['verifying', 'completed'],
  // Verification that fails sends the work back to in progress, mirroring monitoring → identified.
  verifying: ['in_progress', 'completed'],
  completed: [],
};

export function canTransition(from: AnyIncidentStatus, to: AnyIncidentStatus): boolean {
  if (from === to) return true;
  if (isMaintenanceStatus(from)) {
    return isMaintenanceStatus(to) && MAINTENANCE_TRANSITIONS[from].includes(to);
  }
  return !isMaintenanceStatus(to) && INCIDENT_TRANSITIONS[from].includes(to);
}

/** Throws the 422 the manage API answers for a forbidden move, naming both states. */
export function assertTransition(from: AnyIncidentStatus, to: AnyIncidentStatus): void {
  if (canTransition(from, to)) return;
  const crossKind = isMaintenanceStatus(from) !== isMaintenanceStatus(to);
  const reason = crossKind
    ? 'incidents and scheduled maintenances have separate lifecycles'
    : `allowed from ${from}: ${allowedFrom(from).join(', ') || 'none (final state)'}`;
  throw unprocessable(`incident.status: cannot move from ${from} to ${to} (${reason})`);
}

export function allowedFrom(from: AnyIncidentStatus): readonly AnyIncidentStatus[] {
  return isMaintenanceStatus(from) ? MAINTENANCE_TRANSITIONS[from] : INCIDENT_TRANSITIONS[from];
}

/** Timestamps an incident gains when it first reaches a state (facts §1.6/§1.7). */
export function milestoneColumns(to: AnyIncidentStatus): ('monitoring_at' | 'resolved_at' | 'in_progress_at')[] {
  switch (to) {
    case 'monitoring':
    case 'verifying':
      return ['monitoring_at'];
    case 'resolved':
    case 'postmortem':
    case 'completed':
      return ['resolved_at'];
    case 'in_progress':
      return ['in_progress_at'];
    default:
      return [];
  }
}
