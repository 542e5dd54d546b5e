import type { Queryable } from '../db';
import { unprocessable } from './errors';
import { assertTransition, milestoneColumns } from './lifecycle';
import { effectiveComponents, loadComponents, pinnedComponentIds, type EffectiveComponent } from './repo/components';
import type { IncidentRow } from './repo/incidents';
import { touchPage } from './repo/page';
import type { AffectedComponentWire } from './repo/wire-types';
import { closeSpan, insertUpdate, setComponentStatus } from './repo/writes';
import {
  PINNING_STATES,
  impactOfStatus,
  worseImpact,
  type AnyIncidentStatus,
  type ComponentStatus,
  type Impact,
} from './statuses';

/** One change to an incident or maintenance: the single path for authoring, auto-transitions and creation. */
export interface IncidentChange {
  at: Date;
  status?: AnyIncidentStatus;
  body?: string;
  name?: string;
  /** Statuses to set on components (they become affected). */
  components?: Record<string, ComponentStatus>;
  /** Replaces the affected-component list. */
  componentIds?: string[];
  impactOverride?: Impact | null;
  deliverNotifications?: boolean;
  /** Whether to add an incident update (a status change or body always adds one). */
  forceUpdate?: boolean;
}

export const DEFAULT_BODIES: Record<AnyIncidentStatus, string> = {
  investigating: 'We are currently investigating this issue.',
  identified: 'The issue has been identified and a fix is being implemented.',
  monitoring: 'A fix has been implemented and we are monitoring the results.',
  resolved: 'This incident has been resolved.',
  postmortem: 'A postmortem has been published.',
  scheduled: 'We will be undergoing scheduled maintenance during this time.',
  in_progress: 'Scheduled maintenance is currently in progress. We will provide updates as necessary.',
  verifying: 'Verification is currently underway for the maintenance items.',
  completed: 'The scheduled maintenance has been completed.',
};

/** Group ids stand for their children (as picking a group in Statuspage's editor does); unknown ids are a 422. */
function expandIds(ids: Iterable<string>, byId: Map<string, EffectiveComponent>, field: string): string[] {
  const out = new Set<string>();
  for (const id of ids) {
    const c = byId.get(id);
    if (!c) throw unprocessable(`${field}: unknown component ${id}`);
    for (const leaf of c.row.is_group ? c.children : [id]) out.add(leaf);
  }
  return [...out];
}

export async function applyIncidentChange(tx: Queryable, incident: IncidentRow, change: IncidentChange): Promise<void> {
  const to = change.status ?? incident.status;
  assertTransition(incident.status, to);
  const view = effectiveComponents(await loadComponents(tx), await pinnedComponentIds(tx));
  const byId = new Map(view.map((c) => [c.row.id, c]));

  const statuses = new Map<string, ComponentStatus>();
  for (const [id, status] of Object.entries(change.components ?? {})) {
    for (const leaf of expandIds([id], byId, `incident.components.${id}`)) statuses.set(leaf, status);
  }
  if (change.componentIds) {
    const keep = expandIds(change.componentIds, byId, 'incident.component_ids');
    await tx.query(
      'DELETE FROM status.incident_component WHERE incident_id = $1 AND NOT (component_id = ANY($2::text[]))',
      [incident.id, [...keep, ...statuses.keys()]],
    );
    for (const id of keep) await linkComponent(tx, incident.id, id, null);
  }

  const affected: AffectedComponentWire[] = [];
  let impact: Impact = incident.kind === 'maintenance' ? 'maintenance' : incident.impact;
  for (const [id, status] of statuses) {
    const current = byId.get(id) as EffectiveComponent;
    await setComponentStatus(tx, id, status, change.at);
    await linkComponent(tx, incident.id, id, status);
    affected.push({ code: id, name: current.row.name, old_status: current.status, new_status: status });
    if (incident.kind === 'incident') impact = worseImpact(impact, impactOfStatus(status));
  }

  const moved = to !== incident.status;
  const sets = ['status = $2', 'impact = $3', 'updated_at = greatest(updated_at, $4)', 'version = version + 1'];
  const params: unknown[] = [incident.id, to, impact, change.at];
  if (moved) for (const column of milestoneColumns(to)) sets.push(`${column} = coalesce(${column}, $4)`);
  if (change.name !== undefined) sets.push(`name = $${params.push(change.name)}`);
  if (change.impactOverride !== undefined) sets.push(`impact_override = $${params.push(change.impactOverride)}`);
  await tx.query(`UPDATE status.incident SET ${sets.join(', ')} WHERE id = $1`, params);

  if (moved || change.body !== undefined || statuses.size > 0 || change.forceUpdate) {
    await insertUpdate(tx, {
      incidentId: incident.id,
      status: to,
      body: change.body ?? DEFAULT_BODIES[to],
      at: change.at,
      affected: affected.length > 0 ? affected : null,
      deliverNotifications: change.deliverNotifications,
    });
  }
  if (moved && !PINNING_STATES.includes(to)) await releasePins(tx, incident.id, change.at);
  await touchPage(tx, change.at);
}

async function linkComponent(tx: Queryable, incidentId: string, componentId: string, status: ComponentStatus | null) {
  await tx.query(
    `INSERT INTO status.incident_component (incident_id, component_id, status) VALUES ($1, $2, $3)
     ON CONFLICT (incident_id, component_id) DO UPDATE SET status = coalesce($3, status.incident_component.status)`,
    [incidentId, componentId, status],
  );
}

/**
 * When an incident stops pinning its computed components, their authored span ends and the ledger-derived status
 * takes over again (unless another open incident still pins them).
 */
async function releasePins(tx: Queryable, incidentId: string, at: Date): Promise<void> {
  const released = await tx.query<{ component_id: string }>(
    `SELECT ic.component_id FROM status.incident_component ic
       JOIN status.component c ON c.id = ic.component_id
      WHERE ic.incident_id = $1 AND ic.status IS NOT NULL AND c.health_key IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM status.incident_component o JOIN status.incident i ON i.id = o.incident_id
                         WHERE o.component_id = ic.component_id AND o.incident_id <> $1 AND o.status IS NOT NULL
                           AND i.status = ANY($2::text[]))`,
    [incidentId, PINNING_STATES],
  );
  for (const r of released) await closeSpan(tx, r.component_id, at);
}
