import type { Queryable } from '../../db';

/** status.outbox: messages waiting for delivery, one per recipient. */

export type OutboxKind = 'confirmation' | 'incident' | 'component';

export interface OutboxRow {
  id: bigint;
  subscriber_id: string;
  kind: OutboxKind;
  payload: unknown;
  attempts: number;
  created_at: Date;
}

/** Queues one message for each subscriber; due at once. Runs inside the transaction of the change it reports. */
export async function enqueue(
  tx: Queryable,
  subscriberIds: readonly string[],
  kind: OutboxKind,
  payload: unknown,
  at: Date,
): Promise<void> {
  if (subscriberIds.length === 0) return;
  await tx.query(
    `INSERT INTO status.outbox (subscriber_id, kind, payload, created_at, next_attempt_at)
     SELECT unnest($1::text[]), $2, $3::json, $4, $4`,
    [subscriberIds, kind, JSON.stringify(payload), at],
  );
}

/**
 * Leases up to `limit` due messages to `worker` until `leaseUntil` and counts the attempt. SKIP LOCKED lets
 * several workers claim at once without waiting on or taking each other's rows; a message whose lease ran out
 * (its worker died mid-send) is due again.
 */
export async function claimDue(
  db: Queryable,
  worker: string,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxRow[]> {
  return db.query<OutboxRow & Record<string, unknown>>(
    `UPDATE status.outbox o SET leased_by = $1, lease_until = $3, attempts = o.attempts + 1
      WHERE o.id IN (SELECT id FROM status.outbox
                      WHERE delivered_at IS NULL AND gave_up_at IS NULL AND next_attempt_at <= $2
                        AND (lease_until IS NULL OR lease_until <= $2)
                      ORDER BY next_attempt_at, id LIMIT $4 FOR UPDATE SKIP LOCKED)
      RETURNING o.id, o.subscriber_id, o.kind, o.payload, o.attempts, o.created_at`,
    [worker, now, leaseUntil, limit],
  );
}

/** Only the worker holding the lease settles a message, so a late worker whose lease was taken over cannot. */
export async function markDelivered(db: Queryable, id: bigint, worker: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE status.outbox SET delivered_at = $3, lease_until = NULL, last_error = NULL
      WHERE id = $1 AND leased_by = $2`,
    [id, worker, at],
  );
}

/** A failed attempt: due again at `retryAt`, or given up when null. */
export async function markFailed(
  db: Queryable,
  id: bigint,
  worker: string,
  error: string,
  retryAt: Date | null,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE status.outbox SET lease_until = NULL, last_error = $3,
            next_attempt_at = coalesce($4, next_attempt_at), gave_up_at = CASE WHEN $4::timestamptz IS NULL THEN $5::timestamptz END
      WHERE id = $1 AND leased_by = $2`,
    [id, worker, error.slice(0, 1_000), retryAt, at],
  );
}

/** Deletes the messages delivered before `before`; answers how many. Undelivered and given-up ones stay. */
export async function purgeDelivered(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query('DELETE FROM status.outbox WHERE delivered_at < $1 RETURNING id', [before]);
  return rows.length;
}
