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
  worstStatus,
  type AnyIncidentStatus,
  type ComponentStatus,
  type Impact,
} from './statuses';

/** One change to an incident or maintenance: the single path for authoring, auto-transitions and creation. */
export interface IncidentChange {
  /** When the change happens: milestones, status spans and the update's created_at. */
  at: Date;
  /**
   * When readers see the update (display_at); defaults to `at`. Auto-transitions show the scheduled boundary. Never
   * earlier than the incident's latest update, so the timeline reads newest first by display_at and by creation.
   */
  displayAt?: Date;
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

/**
 * The rule for component statuses set through an incident: an authored component takes the status at once (it has
 * no other source, as on Statuspage). A component computed from the ledger shows an incident's status only while
 * that incident is open (PINNING_STATES); a status set by a resolved incident, a postmortem or a maintenance not in
 * progress is recorded (link and timeline) but applied and released at once: it neither changes what readers see
 * nor opens a status span. A maintenance that goes in progress later applies the statuses it was given.
 */
export async function applyIncidentChange(tx: Queryable, incident: IncidentRow, change: IncidentChange): Promise<void> {
  const to = change.status ?? incident.status;
  assertTransition(incident.status, to);
  const view = effectiveComponents(await loadComponents(tx), await pinnedComponentIds(tx));
  const byId = new Map(view.map((c) => [c.row.id, c]));
  const pinsAfter = PINNING_STATES.includes(to);

  const statuses = new Map<string, ComponentStatus>();
  for (const [id, status] of Object.entries(change.components ?? {})) {
    for (const leaf of expandIds([id], byId, `incident.components.${id}`)) statuses.set(leaf, status);
  }
  const unlinked: string[] = [];
  if (change.componentIds) {
    const keep = expandIds(change.componentIds, byId, 'incident.component_ids');
    const dropped = await tx.query<{ component_id: string }>(
      `DELETE FROM status.incident_component WHERE incident_id = $1 AND NOT (component_id = ANY($2::text[]))
       RETURNING component_id`,
      [incident.id, [...keep, ...statuses.keys()]],
    );
    unlinked.push(...dropped.map((d) => d.component_id));
    for (const id of keep) await linkComponent(tx, incident.id, id, null);
  }

  const affected: AffectedComponentWire[] = [];
  let impact: Impact = incident.kind === 'maintenance' ? 'maintenance' : incident.impact;
  for (const [id, status] of statuses) {
    const current = byId.get(id) as EffectiveComponent;
    // Computed components are reconciled below, once the incident's new state is known.
    if (current.row.health_key === null) await setComponentStatus(tx, id, status, change.at);
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
    const [latest] = await tx.query<{ last: Date | null }>(
      'SELECT max(display_at) AS last FROM status.incident_update WHERE incident_id = $1',
      [incident.id],
    );
    const wanted = change.displayAt ?? change.at;
    const last = latest?.last ?? null;
    await insertUpdate(tx, {
      incidentId: incident.id,
      status: to,
      body: change.body ?? DEFAULT_BODIES[to],
      at: change.at,
      displayAt: last !== null && last > wanted ? last : wanted,
      affected: affected.length > 0 ? affected : null,
      deliverNotifications: change.deliverNotifications,
    });
  }
  const computed = await computedLinks(tx, incident.id);
  await syncComputedComponents(tx, [...computed, ...unlinked], change.at, pinsAfter ? statuses : new Map());
  await touchPage(tx, change.at);
}

async function linkComponent(tx: Queryable, incidentId: string, componentId: string, status: ComponentStatus | null) {
  await tx.query(
    `INSERT INTO status.incident_component (incident_id, component_id, status) VALUES ($1, $2, $3)
     ON CONFLICT (incident_id, component_id) DO UPDATE SET status = coalesce($3, status.incident_component.status)`,
    [incidentId, componentId, status],
  );
}

/** Computed components this incident has set a status on (the ones it pins while open). */
export async function computedLinks(tx: Queryable, incidentId: string): Promise<string[]> {
  const rows = await tx.query<{ component_id: string }>(
    `SELECT ic.component_id FROM status.incident_component ic JOIN status.component c ON c.id = ic.component_id
      WHERE ic.incident_id = $1 AND ic.status IS NOT NULL AND c.health_key IS NOT NULL`,
    [incidentId],
  );
  return rows.map((r) => r.component_id);
}

/**
 * Makes the authored status and the open authored span of computed components match what readers see. Unpinned
 * (no open incident or active maintenance set a status on it): the ledger-derived status shows, so no authored
 * span stays open. Pinned: the status just set by an open incident (`setNow`), else the current one if an open
 * incident still holds it, else the worst status the open incidents hold; an authored span with that status is open.
 */
export async function syncComputedComponents(
  tx: Queryable,
  componentIds: Iterable<string>,
  at: Date,
  setNow: ReadonlyMap<string, ComponentStatus> = new Map(),
): Promise<void> {
  for (const id of new Set(componentIds)) {
    const [row] = await tx.query<{ status: ComponentStatus; health_key: string | null }>(
      'SELECT status, health_key FROM status.component WHERE id = $1',
      [id],
    );
    if (!row || row.health_key === null) continue;
    const pins = (
      await tx.query<{ status: ComponentStatus }>(
        `SELECT ic.status FROM status.incident_component ic JOIN status.incident i ON i.id = ic.incident_id
          WHERE ic.component_id = $1 AND ic.status IS NOT NULL AND i.status = ANY($2::text[])`,
        [id, PINNING_STATES],
      )
    ).map((p) => p.status);
    const [open] = await tx.query<{ status: ComponentStatus }>(
      `SELECT status FROM status.status_interval WHERE component_id = $1 AND ended_at IS NULL AND source = 'manual'
        ORDER BY started_at DESC LIMIT 1`,
      [id],
    );
    if (pins.length === 0) {
      if (open) await closeSpan(tx, id, at);
      continue;
    }
    const desired = setNow.get(id) ?? (pins.includes(row.status) ? row.status : worstStatus(pins));
    if (desired !== row.status || open?.status !== desired) await setComponentStatus(tx, id, desired, at);
  }
}
