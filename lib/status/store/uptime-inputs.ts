import type { Queryable } from '../../db';
import type { ComponentStatus } from '../statuses';

/**
 * Everything the daily uptime of every component is computed from, in one statement: the status spans, the windows
 * of maintenances at work on a component, and the incidents listing one, each still open or ended after `horizon`.
 * One round trip per build of the status view, however many components have bars.
 */

export interface UptimeInputRow {
  kind: 'span' | 'maintenance' | 'incident';
  component_id: string;
  /** The incident's or maintenance's id; null for a span. */
  item_id: string | null;
  /** The span's status; null for the others. */
  status: ComponentStatus | null;
  started: Date;
  ended: Date | null;
}

export async function uptimeInputs(db: Queryable, horizon: Date): Promise<UptimeInputRow[]> {
  return db.query<UptimeInputRow & Record<string, unknown>>(
    `SELECT 'span' AS kind, component_id, NULL AS item_id, status, started_at AS started, ended_at AS ended
       FROM status.status_interval
      WHERE ended_at IS NULL OR ended_at > $1
     UNION ALL
     SELECT DISTINCT CASE WHEN i.kind = 'maintenance' THEN 'maintenance' ELSE 'incident' END, ic.component_id, i.id, NULL,
            CASE WHEN i.kind = 'maintenance' THEN i.in_progress_at ELSE i.started_at END, i.resolved_at
       FROM status.incident i JOIN status.incident_component ic ON ic.incident_id = i.id
      WHERE (i.kind = 'incident' OR i.in_progress_at IS NOT NULL) AND (i.resolved_at IS NULL OR i.resolved_at > $1)`,
    [horizon],
  );
}

/** When the next automatic maintenance move is due (scheduled → in progress → completed), or null when none is. */
export async function nextMaintenanceBoundary(db: Queryable): Promise<Date | null> {
  const [row] = await db.query<{ next: Date | null }>(
    `SELECT min(CASE WHEN status = 'scheduled' AND scheduled_auto_in_progress THEN scheduled_for
                     WHEN status IN ('in_progress', 'verifying') AND scheduled_auto_completed THEN scheduled_until END) AS next
       FROM status.incident WHERE kind = 'maintenance'`,
  );
  return row?.next ?? null;
}
