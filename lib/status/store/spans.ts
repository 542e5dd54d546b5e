import type { Queryable } from '../../db';
import { PINNING_STATES, type ComponentStatus } from '../statuses';

/** status.status_interval: the status spans daily uptime is computed from. Callers own the transaction. */

/**
 * Records that a component had `status` from `at` on: closes its open span and opens a new one. `source` tells
 * authored changes from ledger findings.
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

/** The status of the component's open authored span, if one is open. */
export async function openAuthoredSpanStatus(tx: Queryable, componentId: string): Promise<ComponentStatus | undefined> {
  const [open] = await tx.query<{ status: ComponentStatus }>(
    `SELECT status FROM status.status_interval WHERE component_id = $1 AND ended_at IS NULL AND source = 'manual'
      ORDER BY started_at DESC LIMIT 1`,
    [componentId],
  );
  return open?.status;
}

/**
 * Authored spans left open on computed components that nothing pins: statuses set by resolved incidents or
 * unstarted maintenances, which older builds recorded although readers never saw them (the computed status
 * showed). They end where they began, so uptime matches what was shown. Writers keep this invariant themselves
 * (incident-change.ts); this repairs stores written before, and is a no-op (one indexed statement) otherwise.
 */
export async function endUnseenSpans(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE status.status_interval s SET ended_at = s.started_at
      WHERE s.ended_at IS NULL AND s.source = 'manual'
        AND EXISTS (SELECT 1 FROM status.component c WHERE c.id = s.component_id AND c.health_key IS NOT NULL)
        AND NOT EXISTS (SELECT 1 FROM status.incident_component ic JOIN status.incident i ON i.id = ic.incident_id
                         WHERE ic.component_id = s.component_id AND ic.status IS NOT NULL
                           AND i.status = ANY($1::text[]))`,
    [PINNING_STATES],
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

export interface SpanRow {
  component_id: string;
  status: ComponentStatus;
  started_at: Date;
  ended_at: Date | null;
}

/** The components' spans still open or ended after `horizon` (the uptime window). */
export async function spansSince(db: Queryable, componentIds: readonly string[], horizon: Date): Promise<SpanRow[]> {
  return db.query<SpanRow & Record<string, unknown>>(
    `SELECT component_id, status, started_at, ended_at FROM status.status_interval
      WHERE component_id = ANY($1::text[]) AND (ended_at IS NULL OR ended_at > $2)`,
    [componentIds, horizon],
  );
}
