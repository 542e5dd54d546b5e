import type { Queryable } from '../../db';
import { newId } from '../ids';
import type { AnyIncidentStatus, ComponentStatus } from '../statuses';
import type { AffectedComponentWire } from './wire-types';

/** Low-level writes shared by authoring, maintenance transitions and auto-incidents. Callers own the transaction. */

export interface NewUpdate {
  incidentId: string;
  status: AnyIncidentStatus;
  body: string;
  /** created_at (and updated_at). */
  at: Date;
  /** display_at; defaults to `at` (back-dated or scheduled updates differ). */
  displayAt?: Date;
  affected: AffectedComponentWire[] | null;
  deliverNotifications?: boolean;
}

export async function insertUpdate(tx: Queryable, u: NewUpdate): Promise<string> {
  const id = newId();
  await tx.query(
    `INSERT INTO status.incident_update (id, incident_id, status, body, created_at, updated_at, display_at,
                                         affected_components, deliver_notifications)
     VALUES ($1, $2, $3, $4, $5, $5, $8, $6::jsonb, $7)`,
    [id, u.incidentId, u.status, u.body, u.at, u.affected ? JSON.stringify(u.affected) : null,
      u.deliverNotifications ?? true, u.displayAt ?? u.at],
  );
  return id;
}

/**
 * Records that a component had `status` from `at` on: closes its open span and opens a new one. The spans are
 * what daily uptime is computed from. `source` tells authored changes from ledger findings.
 */
export async function recordSpan(
  tx: Queryable,
  componentId: string,
  status: ComponentStatus,
  at: Date,
  source: 'manual' | 'live',
): Promise<void> {
  await tx.query(
    `UPDATE status.status_interval SET ended_at = greatest(started_at, $2)
      WHERE component_id = $1 AND ended_at IS NULL AND source = $3`,
    [componentId, at, source],
  );
  await tx.query(
    `INSERT INTO status.status_interval (component_id, status, started_at, source) VALUES ($1, $2, $3, $4)`,
    [componentId, status, at, source],
  );
}

/** Ends a component's open authored span without starting another (a pin on a computed component ends). */
export async function closeSpan(tx: Queryable, componentId: string, at: Date): Promise<void> {
  await tx.query(
    `UPDATE status.status_interval SET ended_at = greatest(started_at, $2)
      WHERE component_id = $1 AND ended_at IS NULL AND source = 'manual'`,
    [componentId, at],
  );
}

/**
 * Authored spans left open on computed components that nothing pins: statuses set by resolved incidents or
 * unstarted maintenances, which older builds recorded although readers never saw them (the computed status
 * showed). They end where they began, so uptime matches what was shown. Writers keep this invariant themselves
 * (incident-change.ts); this repairs stores written before, and is a no-op (one indexed statement) otherwise.
 */
export async function endUnseenSpans(tx: Queryable, pinningStates: readonly string[]): Promise<void> {
  await tx.query(
    `UPDATE status.status_interval s SET ended_at = s.started_at
      WHERE s.ended_at IS NULL AND s.source = 'manual'
        AND EXISTS (SELECT 1 FROM status.component c WHERE c.id = s.component_id AND c.health_key IS NOT NULL)
        AND NOT EXISTS (SELECT 1 FROM status.incident_component ic JOIN status.incident i ON i.id = ic.incident_id
                         WHERE ic.component_id = s.component_id AND ic.status IS NOT NULL
                           AND i.status = ANY($1::text[]))`,
    [pinningStates],
  );
}

/** A closed span found in the ledger's history; the key makes a second scan of the same history a no-op. */
export async function insertLedgerSpan(
  tx: Queryable,
  componentId: string,
  status: ComponentStatus,
  from: Date,
  to: Date,
  key: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO status.status_interval (component_id, status, started_at, ended_at, source, detection_key)
     VALUES ($1, $2, $3, $4, 'ledger', $5) ON CONFLICT (detection_key) DO NOTHING`,
    [componentId, status, from, to, key],
  );
}

/** Sets an authored status on a component and records the span; returns the old status. */
export async function setComponentStatus(
  tx: Queryable,
  componentId: string,
  status: ComponentStatus,
  at: Date,
): Promise<ComponentStatus | undefined> {
  const [old] = await tx.query<{ status: ComponentStatus }>(
    'SELECT status FROM status.component WHERE id = $1 FOR UPDATE',
    [componentId],
  );
  if (!old) return undefined;
  if (old.status !== status) {
    await tx.query(
      `UPDATE status.component SET status = $2, updated_at = greatest(updated_at, $3), version = version + 1
        WHERE id = $1`,
      [componentId, status, at],
    );
  }
  await recordSpan(tx, componentId, status, at, 'manual');
  return old.status;
}
