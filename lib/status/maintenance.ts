import type { Queryable } from '../db';
import { wireContext, type StatusContext } from './context';
import type { WireContext } from './serialize';
import { readPage } from './store/page';
import { applyIncidentChange } from './incident-change';
import type { ComponentStatus } from './statuses';
import { dueMaintenanceIds, findIncident, type IncidentRow } from './store/incidents';
import { linkedComponentIds } from './store/links';

/**
 * Lazy auto-transitions of scheduled maintenances: evaluated against the clock before every answer that shows
 * current state (ensureFresh) and in every write, and displayed at scheduled_for / scheduled_until rather than at the moment of evaluation, so a server that was down
 * across a boundary catches up with the right timeline and loses nothing.
 */
export async function applyMaintenanceTransitions(ctx: StatusContext): Promise<number> {
  const now = transitionNow(ctx);
  const wire = wireContext(ctx, (await readPage(ctx.db)).id);
  let moved = 0;
  for (const id of await dueMaintenanceIds(ctx.db, now)) {
    moved += await ctx.db.transaction(async (tx) => {
      // Re-read under a row lock: a concurrent request may have applied the same transition already.
      const row = await findIncident(tx, id, true);
      return row ? applyDueTransitions(tx, row, now, wire) : 0;
    });
  }
  return moved;
}

/** The clock maintenances move by (the e2e test clock when set). */
export const transitionNow = (ctx: StatusContext) => new Date((ctx.transitionClock ?? ctx.clock).nowMs());

/**
 * Applies the transitions of one maintenance that are due at `now`, inside the caller's transaction (ensureFresh, and
 * the write that created or edited it, so its answer equals the next read). Each update is displayed at its
 * boundary, but nothing happens before the maintenance existed: a window already past at creation is back-filled
 * in the timeline (display_at) while the moves themselves, resolved_at and component spans date from the creation,
 * so a maintenance entered after the fact cannot hide recorded downtime from the uptime.
 */
export async function applyDueTransitions(
  tx: Queryable,
  row: IncidentRow,
  now: Date,
  wire: WireContext,
): Promise<number> {
  let current: IncidentRow | undefined = row;
  let steps = 0;
  if (startsNow(current, now)) {
    await moveAtBoundary(
      tx,
      wire,
      current,
      current.scheduled_for as Date,
      'in_progress',
      current.auto_transition_to_maintenance_state,
      'under_maintenance',
    );
    current = await findIncident(tx, row.id, true);
    steps++;
  }
  if (current && completesNow(current, now)) {
    await moveAtBoundary(
      tx,
      wire,
      current,
      current.scheduled_until as Date,
      'completed',
      current.auto_transition_to_operational_state,
      'operational',
    );
    steps++;
  }
  return steps;
}

/** One automatic move, shown at its boundary; `setComponents` says whether the linked components follow. */
async function moveAtBoundary(
  tx: Queryable,
  wire: WireContext,
  row: IncidentRow,
  boundary: Date,
  status: 'in_progress' | 'completed',
  setComponents: boolean,
  componentStatus: ComponentStatus,
): Promise<void> {
  await applyIncidentChange(
    tx,
    row,
    {
      at: notBefore(boundary, row.created_at),
      displayAt: boundary,
      status,
      components: setComponents ? await linkedAs(tx, row, componentStatus) : {},
    },
    wire,
  );
}

const notBefore = (at: Date, floor: Date) => (at < floor ? floor : at);

/** Whether the automatic start is due (exported so creation can back-date the announcement with it). */
export const startsNow = (r: IncidentRow, now: Date) =>
  r.status === 'scheduled' && r.scheduled_auto_in_progress && r.scheduled_for !== null && r.scheduled_for <= now;

// Completion applies to work that started; a maintenance that never went in progress stays for an author.
const completesNow = (r: IncidentRow, now: Date) =>
  (r.status === 'in_progress' || r.status === 'verifying') &&
  r.scheduled_auto_completed &&
  r.scheduled_until !== null &&
  r.scheduled_until <= now;

async function linkedAs(
  tx: Queryable,
  row: IncidentRow,
  status: ComponentStatus,
): Promise<Record<string, ComponentStatus>> {
  return Object.fromEntries((await linkedComponentIds(tx, row.id)).map((id) => [id, status]));
}
