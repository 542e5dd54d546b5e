import type { Queryable } from '../../db';
import type { AnyIncidentStatus, ComponentStatus, Impact, IncidentKind } from '../statuses';

/** Reads of incidents and maintenances (one table), with their updates and components. */

export interface IncidentRow {
  id: string;
  kind: IncidentKind;
  name: string;
  status: AnyIncidentStatus;
  impact: Impact;
  impact_override: Impact | null;
  created_at: Date;
  updated_at: Date;
  started_at: Date;
  monitoring_at: Date | null;
  resolved_at: Date | null;
  in_progress_at: Date | null;
  scheduled_for: Date | null;
  scheduled_until: Date | null;
  scheduled_auto_in_progress: boolean;
  scheduled_auto_completed: boolean;
  auto_transition_to_maintenance_state: boolean;
  auto_transition_to_operational_state: boolean;
  auto_key: string | null;
  version: number;
}

/** One entry of incident_update.affected_components, as stored (jsonb) and served. */
export interface AffectedComponentWire {
  code: string;
  name: string;
  old_status: ComponentStatus;
  new_status: ComponentStatus;
}

export interface UpdateRow {
  id: string;
  incident_id: string;
  status: AnyIncidentStatus;
  body: string;
  created_at: Date;
  updated_at: Date;
  display_at: Date;
  affected_components: AffectedComponentWire[] | null;
  deliver_notifications: boolean;
}

export interface IncidentComponentRow {
  incident_id: string;
  component_id: string;
  status: ComponentStatus | null;
}

/** An incident with everything its wire form needs. */
export interface IncidentDetail {
  incident: IncidentRow;
  updates: UpdateRow[];
  links: IncidentComponentRow[];
}

export type RowOf<T> = T & Record<string, unknown>;

export const INCIDENT_COLUMNS = `id, kind, name, status, impact, impact_override, created_at, updated_at, started_at,
  monitoring_at, resolved_at, in_progress_at, scheduled_for, scheduled_until, scheduled_auto_in_progress,
  scheduled_auto_completed, auto_transition_to_maintenance_state, auto_transition_to_operational_state, auto_key,
  version`;

/** The lists the two APIs serve; fixed SQL fragments, so nothing from a request reaches the query text. */
export const INCIDENT_LISTS = {
  incidents: { where: `kind = 'incident'`, order: 'created_at DESC, seq DESC' },
  unresolved: {
    where: `kind = 'incident' AND status IN ('investigating', 'identified', 'monitoring')`,
    order: 'created_at DESC, seq DESC',
  },
  maintenances: { where: `kind = 'maintenance'`, order: 'scheduled_for DESC, seq DESC' },
  upcoming: { where: `kind = 'maintenance' AND status = 'scheduled'`, order: 'scheduled_for, seq' },
  active: { where: `kind = 'maintenance' AND status IN ('in_progress', 'verifying')`, order: 'scheduled_for, seq' },
  all: { where: 'true', order: 'created_at DESC, seq DESC' },
} as const;
export type IncidentList = keyof typeof INCIDENT_LISTS;

export async function listIncidents(
  db: Queryable,
  list: IncidentList,
  limit: number,
  offset = 0,
): Promise<IncidentDetail[]> {
  const { where, order } = INCIDENT_LISTS[list];
  const rows = await db.query<RowOf<IncidentRow>>(
    `SELECT ${INCIDENT_COLUMNS} FROM status.incident WHERE ${where} ORDER BY ${order} LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return withDetails(db, rows);
}

export async function findIncident(db: Queryable, id: string, lock = false): Promise<IncidentRow | undefined> {
  const rows = await db.query<RowOf<IncidentRow>>(
    `SELECT ${INCIDENT_COLUMNS} FROM status.incident WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

/** The incidents that are due an automatic maintenance move at `now`, oldest window first. */
export async function dueMaintenanceIds(db: Queryable, now: Date): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM status.incident
      WHERE kind = 'maintenance'
        AND ((status = 'scheduled' AND scheduled_auto_in_progress AND scheduled_for <= $1)
          OR (status IN ('in_progress', 'verifying') AND scheduled_auto_completed
              AND scheduled_until <= $1))
      ORDER BY scheduled_for`,
    [now],
  );
  return rows.map((r) => r.id);
}

/** The newest display_at among the incident's updates. */
export async function latestDisplayAt(tx: Queryable, incidentId: string): Promise<Date | null> {
  const [latest] = await tx.query<{ last: Date | null }>(
    'SELECT max(display_at) AS last FROM status.incident_update WHERE incident_id = $1',
    [incidentId],
  );
  return latest?.last ?? null;
}

export async function incidentDetail(db: Queryable, id: string): Promise<IncidentDetail | undefined> {
  const row = await findIncident(db, id);
  if (!row) return undefined;
  const [detail] = await withDetails(db, [row]);
  return detail;
}

/**
 * Updates come newest first by display_at, then created_at, then creation order. Writers keep display_at from
 * going backwards within an incident (incident-change.ts), so the three orders agree.
 */
export async function withDetails(db: Queryable, incidents: IncidentRow[]): Promise<IncidentDetail[]> {
  if (incidents.length === 0) return [];
  const ids = incidents.map((i) => i.id);
  const [updates, links] = await Promise.all([
    db.query<RowOf<UpdateRow>>(
      `SELECT id, incident_id, status, body, created_at, updated_at, display_at, affected_components,
              deliver_notifications
         FROM status.incident_update WHERE incident_id = ANY($1::text[])
        ORDER BY display_at DESC, created_at DESC, seq DESC`,
      [ids],
    ),
    db.query<RowOf<IncidentComponentRow>>(
      `SELECT incident_id, component_id, status FROM status.incident_component
        WHERE incident_id = ANY($1::text[]) ORDER BY component_id`,
      [ids],
    ),
  ]);
  return incidents.map((incident) => ({
    incident,
    updates: updates.filter((u) => u.incident_id === incident.id),
    links: links.filter((l) => l.incident_id === incident.id),
  }));
}
