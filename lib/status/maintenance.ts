import type { StatusContext } from './context';
import { applyIncidentChange } from './incident-change';
import { findIncident, type IncidentRow } from './repo/incidents';
import type { ComponentStatus } from './statuses';

/**
 * Lazy auto-transitions of scheduled maintenances: evaluated against the clock on every read and write, and
 * dated at scheduled_for / scheduled_until rather than at the moment of evaluation, so a server that was down
 * across a boundary catches up with the right timeline and loses nothing.
 */
export async function applyMaintenanceTransitions(ctx: StatusContext): Promise<number> {
  const now = new Date((ctx.transitionClock ?? ctx.clock).nowMs());
  const due = await ctx.db.query<{ id: string }>(
    `SELECT id FROM status.incident
      WHERE kind = 'maintenance'
        AND ((status = 'scheduled' AND scheduled_auto_in_progress AND scheduled_for <= $1)
          OR (status IN ('in_progress', 'verifying') AND scheduled_auto_completed
              AND scheduled_until <= $1))
      ORDER BY scheduled_for`,
    [now],
  );
  let moved = 0;
  for (const { id } of due) {
    moved += await ctx.db.transaction(async (tx) => {
      // Re-read under a row lock: a concurrent reader may have applied the same transition already.
      let row = await findIncident(tx, id, true);
      let steps = 0;
      if (row && startsNow(row, now)) {
        await applyIncidentChange(tx, row, {
          at: row.scheduled_for as Date,
          status: 'in_progress',
          components: row.auto_transition_to_maintenance_state ? await linkedAs(tx, row, 'under_maintenance') : {},
        });
        row = await findIncident(tx, id, true);
        steps++;
      }
      if (row && completesNow(row, now)) {
        await applyIncidentChange(tx, row, {
          at: row.scheduled_until as Date,
          status: 'completed',
          components: row.auto_transition_to_operational_state ? await linkedAs(tx, row, 'operational') : {},
        });
        steps++;
      }
      return steps;
    });
  }
  return moved;
}

const startsNow = (r: IncidentRow, now: Date) =>
  r.status === 'scheduled' && r.scheduled_auto_in_progress && r.scheduled_for !== null && r.scheduled_for <= now;

// Completion applies to work that started; a maintenance that never went in progress stays for an author.
const completesNow = (r: IncidentRow, now: Date) =>
  (r.status === 'in_progress' || r.status === 'verifying') &&
  r.scheduled_auto_completed &&
  r.scheduled_until !== null &&
  r.scheduled_until <= now;

async function linkedAs(
  tx: Parameters<typeof findIncident>[0],
  row: IncidentRow,
  status: ComponentStatus,
): Promise<Record<string, ComponentStatus>> {
  const links = await tx.query<{ component_id: string }>(
    'SELECT component_id FROM status.incident_component WHERE incident_id = $1',
    [row.id],
  );
  return Object.fromEntries(links.map((l) => [l.component_id, status]));
}
