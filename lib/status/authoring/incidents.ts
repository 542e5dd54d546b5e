import type { IncidentCreateBody, IncidentUpdateBody, ManageIncident } from '../../schemas/status';
import type { Queryable } from '../../db';
import type { StatusContext } from '../context';
import { notFound, unprocessable } from '../errors';
import type { ManageRequest, ManageResult } from './request';
import { newId } from '../ids';
import { applyIncidentChange, syncComputedComponents } from '../incident-change';
import { milestoneColumns } from '../lifecycle';
import { applyDueTransitions, startsNow, transitionNow } from '../maintenance';
import { serializeManageIncident, type WireContext } from '../serialize';
import { isMaintenanceStatus, type AnyIncidentStatus } from '../statuses';
import {
  MAINTENANCE_FLAGS,
  deleteIncidentRow,
  insertIncident,
  setMaintenanceFlag,
  setSchedule,
} from '../store/incident-writes';
import { findIncident, incidentDetail, listIncidents, type IncidentList } from '../store/incidents';
import { computedLinks } from '../store/links';
import { touchPage } from '../store/page';
import { writeTime } from '../write-time';
import { checkPrecondition, componentMap, openPage, paging } from './common';

type PageParams = { page_id: string };
type IncidentParams = PageParams & { incident_id: string };

/** Reads through `db` only: inside a transaction, touching the pool (or PGlite) again would wait on ourselves. */
async function wireOf(wire: WireContext, db: Queryable, id: string): Promise<ManageIncident> {
  const detail = await incidentDetail(db, id);
  if (!detail) throw notFound('incident');
  return serializeManageIncident(detail, await componentMap(db), wire);
}

/** GET incidents, incidents/unresolved, /scheduled, /upcoming, /active_maintenance. */
export function listRoute(list: IncidentList) {
  return async (ctx: StatusContext, req: ManageRequest<PageParams>): Promise<ManageResult> => {
    const wire = await openPage(ctx, req.params.page_id);
    const { limit, offset } = paging(req.url);
    const details = await listIncidents(ctx.db, list, limit, offset);
    const components = await componentMap(ctx.db);
    return { body: details.map((d) => serializeManageIncident(d, components, wire)) };
  };
}

function scheduleWindow(
  isMaintenance: boolean,
  forText: string | undefined,
  untilText: string | undefined,
  current: { for: Date | null; until: Date | null } = { for: null, until: null },
) {
  if (!isMaintenance) {
    if (forText !== undefined || untilText !== undefined) {
      throw unprocessable('incident.scheduled_for: only scheduled maintenances have a schedule');
    }
    return { for: null, until: null };
  }
  const start = forText !== undefined ? new Date(forText) : current.for;
  const end = untilText !== undefined ? new Date(untilText) : current.until;
  if (!start) throw unprocessable('incident.scheduled_for: required for a scheduled maintenance');
  if (!end) throw unprocessable('incident.scheduled_until: required for a scheduled maintenance');
  if (end <= start) throw unprocessable('incident.scheduled_until: must be after scheduled_for');
  return { for: start, until: end };
}

/** POST incidents: an incident (investigating…) or, with a schedule or a maintenance status, a maintenance. */
export async function createIncident(
  ctx: StatusContext,
  req: ManageRequest<PageParams, IncidentCreateBody>,
): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  const { incident: b } = req.body;
  const status: AnyIncidentStatus = b.status ?? (b.scheduled_for ? 'scheduled' : 'investigating');
  const maintenance = isMaintenanceStatus(status);
  const window = scheduleWindow(maintenance, b.scheduled_for, b.scheduled_until);
  const now = new Date(ctx.clock.nowMs());
  const id = newId();
  const milestones = milestoneColumns(status);
  const body = await ctx.db.transaction(async (tx) => {
    await insertIncident(tx, {
      id,
      kind: maintenance ? 'maintenance' : 'incident',
      name: b.name,
      status,
      impact: maintenance ? 'maintenance' : 'none',
      impactOverride: b.impact_override ?? null,
      at: now,
      monitoringAt: milestones.includes('monitoring_at') ? now : null,
      resolvedAt: milestones.includes('resolved_at') ? now : null,
      inProgressAt: milestones.includes('in_progress_at') ? now : null,
      scheduledFor: window.for,
      scheduledUntil: window.until,
      autoInProgress: b.scheduled_auto_in_progress ?? false,
      autoCompleted: b.scheduled_auto_completed ?? false,
      autoMaintenanceState: b.auto_transition_to_maintenance_state ?? false,
      autoOperationalState: b.auto_transition_to_operational_state ?? false,
    });
    const row = await findIncident(tx, id, true);
    if (!row) throw new Error('incident vanished after insert');
    // A window already due is back-filled: the announcement shows no later than the start it announced.
    const due = startsNow(row, transitionNow(ctx)) && row.scheduled_for !== null && row.scheduled_for < now;
    await applyIncidentChange(
      tx,
      row,
      {
        at: now,
        displayAt: due ? (row.scheduled_for as Date) : now,
        body: b.body,
        components: b.components,
        componentIds: b.component_ids,
        deliverNotifications: b.deliver_notifications,
        forceUpdate: true, // the first update carries the announcement text (and makes version 1)
      },
      wire,
    );
    await applyDueNow(ctx, tx, id, wire);
    return wireOf(wire, tx, id);
  });
  return { status: 201, body };
}

export async function getIncident(ctx: StatusContext, req: ManageRequest<IncidentParams>): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  return { body: await wireOf(wire, ctx.db, req.params.incident_id) };
}

/**
 * PATCH incidents/{id}: a status move and/or an update, in one transaction with the row locked; dated once the lock
 * is held, so the timeline's order is the order the moves were checked and applied in.
 */
export async function updateIncident(
  ctx: StatusContext,
  req: ManageRequest<IncidentParams, IncidentUpdateBody>,
): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  const { incident: b } = req.body;
  const body = await ctx.db.transaction(async (tx) => {
    const row = await findIncident(tx, req.params.incident_id, true);
    if (!row) throw notFound('incident');
    const now = writeTime(ctx.clock, row.updated_at);
    checkPrecondition('incident', row, b);
    const maintenance = row.kind === 'maintenance';
    if (b.scheduled_for !== undefined || b.scheduled_until !== undefined) {
      const window = scheduleWindow(maintenance, b.scheduled_for, b.scheduled_until, {
        for: row.scheduled_for,
        until: row.scheduled_until,
      });
      await setSchedule(tx, row.id, window.for, window.until);
    }
    for (const flag of MAINTENANCE_FLAGS) {
      const value = b[flag];
      if (value === undefined) continue;
      if (!maintenance) throw unprocessable(`incident.${flag}: only scheduled maintenances have it`);
      await setMaintenanceFlag(tx, row.id, flag, value);
    }
    await applyIncidentChange(
      tx,
      row,
      {
        at: now,
        status: b.status,
        body: b.body,
        name: b.name,
        components: b.components,
        componentIds: b.component_ids,
        impactOverride: b.impact_override,
        deliverNotifications: b.deliver_notifications,
      },
      wire,
    );
    await applyDueNow(ctx, tx, row.id, wire);
    return wireOf(wire, tx, row.id);
  });
  return { body };
}

/** Transitions the write made due (a past window, a flag switched on) apply before answering, as ensureFresh would. */
async function applyDueNow(ctx: StatusContext, tx: Queryable, id: string, wire: WireContext): Promise<void> {
  const row = await findIncident(tx, id, true);
  if (row?.kind === 'maintenance') await applyDueTransitions(tx, row, transitionNow(ctx), wire);
}

/** DELETE incidents/{id}: answers the deleted incident, as Statuspage does. */
export async function deleteIncident(ctx: StatusContext, req: ManageRequest<IncidentParams>): Promise<ManageResult> {
  const page = await openPage(ctx, req.params.page_id);
  const body = await ctx.db.transaction(async (tx) => {
    const row = await findIncident(tx, req.params.incident_id, true);
    if (!row) throw notFound('incident');
    const now = writeTime(ctx.clock, row.updated_at);
    const wire = await wireOf(page, tx, row.id);
    // Pins this incident held on computed components end now: the ledger status (or another open incident's) shows.
    const pinned = await computedLinks(tx, row.id);
    await deleteIncidentRow(tx, row.id);
    await syncComputedComponents(tx, pinned, now);
    await touchPage(tx, now);
    return wire;
  });
  return { body };
}
