import type { Queryable } from '../../db';
import type { Impact, IncidentKind } from '../statuses';
import { INCIDENT_COLUMNS, type IncidentRow, type RowOf } from './incidents';

/** Reads selecting incidents and maintenances by time, component or id: history, feeds, uptime, the live page. */

/** The instant an item is filed under: a maintenance's planned start, an incident's start. */
const FILED_AT = 'coalesce(scheduled_for, started_at)';

export async function findIncidentOfKind(
  db: Queryable,
  id: string,
  kind: IncidentKind,
): Promise<IncidentRow | undefined> {
  const [row] = await db.query<RowOf<IncidentRow>>(
    `SELECT ${INCIDENT_COLUMNS} FROM status.incident WHERE id = $1 AND kind = $2`,
    [id, kind],
  );
  return row;
}

/** The most recently updated items; with `componentIds`, only those listing one of them. */
export async function recentlyUpdated(
  db: Queryable,
  componentIds: readonly string[] | null,
  limit: number,
): Promise<IncidentRow[]> {
  return db.query<RowOf<IncidentRow>>(
    `SELECT ${INCIDENT_COLUMNS} FROM status.incident i
      WHERE $1::text[] IS NULL OR EXISTS (
        SELECT 1 FROM status.incident_component ic WHERE ic.incident_id = i.id AND ic.component_id = ANY($1::text[]))
      ORDER BY updated_at DESC, seq DESC LIMIT $2`,
    [componentIds, limit],
  );
}

/** Items filed in [from, to), newest first; `to` null for no upper bound. */
export async function filedBetween(db: Queryable, from: Date, to: Date | null, limit: number): Promise<IncidentRow[]> {
  return db.query<RowOf<IncidentRow>>(
    `SELECT ${INCIDENT_COLUMNS} FROM status.incident WHERE ${FILED_AT} >= $1 AND ($2::timestamptz IS NULL OR ${FILED_AT} < $2)
      ORDER BY ${FILED_AT} DESC, seq DESC LIMIT $3`,
    [from, to, limit],
  );
}

export async function anyFiledBefore(db: Queryable, before: Date): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM status.incident WHERE ${FILED_AT} < $1 LIMIT 1`, [before]);
  return rows.length > 0;
}

/** Names and impacts (the override when set) of items by id. */
export async function namesAndImpacts(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, { name: string; impact: Impact }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; name: string; impact: Impact; impact_override: Impact | null }>(
    'SELECT id, name, impact, impact_override FROM status.incident WHERE id = ANY($1::text[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, { name: r.name, impact: r.impact_override ?? r.impact }]));
}

/** Maintenance work (in progress to resolved) on the components, still running or ended after `horizon`. */
export async function maintenanceWindows(db: Queryable, componentIds: readonly string[], horizon: Date) {
  return db.query<{ component_id: string; id: string; started: Date; ended: Date | null }>(
    `SELECT DISTINCT ic.component_id, i.id, i.in_progress_at AS started, i.resolved_at AS ended FROM status.incident i
       JOIN status.incident_component ic ON ic.incident_id = i.id
      WHERE i.kind = 'maintenance' AND i.in_progress_at IS NOT NULL AND ic.component_id = ANY($1::text[])
        AND (i.resolved_at IS NULL OR i.resolved_at > $2)`,
    [componentIds, horizon],
  );
}

/** Incidents listing one of the components, open or resolved after `horizon`, by start. */
export async function incidentsTouching(db: Queryable, componentIds: readonly string[], horizon: Date) {
  return db.query<{ id: string; started_at: Date; resolved_at: Date | null }>(
    `SELECT DISTINCT i.id, i.started_at, i.resolved_at FROM status.incident i
       JOIN status.incident_component ic ON ic.incident_id = i.id
      WHERE i.kind = 'incident' AND ic.component_id = ANY($1::text[])
        AND (i.resolved_at IS NULL OR i.resolved_at > $2)
      ORDER BY i.started_at`,
    [componentIds, horizon],
  );
}
