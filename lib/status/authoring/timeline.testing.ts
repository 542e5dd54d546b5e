import { expect } from 'vitest';
import type { Queryable } from '../../db';
import { canTransition } from '../lifecycle';
import type { AnyIncidentStatus } from '../statuses';

/** Shared by the concurrency tests on PGlite and on PostgreSQL. Only tests import this. */

/** Moves the racing writers ask for, in turn; some are forbidden by the time they apply (422). */
export const RACING_MOVES: AnyIncidentStatus[] = [
  'identified',
  'monitoring',
  'investigating',
  'resolved',
  'postmortem',
];

/** Several instances whose clocks disagree by up to five seconds: each reading jumps around `base`. */
export function skewedClock(base: () => number) {
  let n = 0;
  return { nowMs: () => base() + ((n++ * 7919) % 5_000) };
}

/** The stored timeline, in the order applied: every step a lifecycle move, created_at and display_at never decreasing. */
export async function expectAppliedTimeline(db: Queryable, incidentId: string, updates: number): Promise<void> {
  const stored = await db.query<{ status: AnyIncidentStatus; created_at: Date; display_at: Date }>(
    'SELECT status, created_at, display_at FROM status.incident_update WHERE incident_id = $1 ORDER BY seq',
    [incidentId],
  );
  expect(stored).toHaveLength(updates);
  for (let i = 1; i < stored.length; i++) {
    const [before, after] = [stored[i - 1]!, stored[i]!];
    if (before.status !== after.status) expect(canTransition(before.status, after.status)).toBe(true);
    expect(after.created_at.getTime()).toBeGreaterThanOrEqual(before.created_at.getTime());
    expect(after.display_at.getTime()).toBeGreaterThanOrEqual(before.display_at.getTime());
  }
}
