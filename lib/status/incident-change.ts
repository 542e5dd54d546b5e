import type { Queryable } from '../db';
import { unprocessable } from './errors';
import { assertTransition, milestoneColumns } from './lifecycle';
import { loadEffectiveComponents, type EffectiveComponent } from './effective-components';
import { setComponentStatus } from './store/component-writes';
import { findComponent } from './store/components';
import { insertUpdate, updateIncidentState } from './store/incident-writes';
import { latestDisplayAt, type AffectedComponentWire, type IncidentRow } from './store/incidents';
import { computedLinks, linkComponent, pinsOn, unlinkAllBut } from './store/links';
import type { WireContext } from './serialize';
import { touchPage } from './store/page';
import { notifyComponentChange, notifyIncidentUpdate } from './subscriptions/events';
import { closeSpan, openAuthoredSpanStatus } from './store/spans';
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
export async function applyIncidentChange(
  tx: Queryable,
  incident: IncidentRow,
  change: IncidentChange,
  wire: WireContext,
): Promise<void> {
  const to = change.status ?? incident.status;
  assertTransition(incident.status, to);
  const view = await loadEffectiveComponents(tx);
  const byId = new Map(view.map((c) => [c.row.id, c]));
  const pinsAfter = PINNING_STATES.includes(to);

  const statuses = new Map<string, ComponentStatus>();
  for (const [id, status] of Object.entries(change.components ?? {})) {
    for (const leaf of expandIds([id], byId, `incident.components.${id}`)) statuses.set(leaf, status);
  }
  const unlinked: string[] = [];
  if (change.componentIds) {
    const keep = expandIds(change.componentIds, byId, 'incident.component_ids');
    unlinked.push(...(await unlinkAllBut(tx, incident.id, [...keep, ...statuses.keys()])));
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
  await updateIncidentState(tx, incident.id, {
    status: to,
    impact,
    at: change.at,
    milestones: moved ? milestoneColumns(to) : [],
    name: change.name,
    impactOverride: change.impactOverride,
  });

  const updated = moved || change.body !== undefined || statuses.size > 0 || change.forceUpdate;
  if (updated) {
    const wanted = change.displayAt ?? change.at;
    const last = await latestDisplayAt(tx, incident.id);
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
  // Queued in this transaction, so a notification exists exactly when the change it reports was committed.
  const changedComponents = affected.filter((a) => a.old_status !== a.new_status);
  for (const a of changedComponents) await notifyComponentChange(tx, wire, a.code, a.old_status, change.at);
  if (updated && change.deliverNotifications !== false) await notifyIncidentUpdate(tx, wire, incident.id, change.at);
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
    const row = await findComponent(tx, id);
    if (!row || row.health_key === null) continue;
    const pins = await pinsOn(tx, id);
    const open = await openAuthoredSpanStatus(tx, id);
    if (pins.length === 0) {
      if (open) await closeSpan(tx, id, at);
      continue;
    }
    const desired = setNow.get(id) ?? (pins.includes(row.status) ? row.status : worstStatus(pins));
    if (desired !== row.status || open !== desired) await setComponentStatus(tx, id, desired, at);
  }
}
