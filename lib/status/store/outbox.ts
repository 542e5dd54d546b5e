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

/**
 * Queues one message for each subscriber; due at once. Runs inside the transaction of the change it reports. A
 * confirmation always goes by e-mail (a reader's webhook is confirmed by its address); everything else to an
 * endpoint is an HTTP POST (channel 'webhook', whatever the platform).
 */
export async function enqueue(
  tx: Queryable,
  subscriberIds: readonly string[],
  kind: OutboxKind,
  payload: unknown,
  at: Date,
): Promise<void> {
  if (subscriberIds.length === 0) return;
  await tx.query(
    `INSERT INTO status.outbox (subscriber_id, channel, kind, payload, created_at, next_attempt_at)
     SELECT s.id, CASE WHEN s.mode = 'email' OR $2::text = 'confirmation' THEN 'email' ELSE 'webhook' END, $2::text, $3::json, $4, $4
       FROM status.subscriber s WHERE s.id = ANY($1::text[]) ORDER BY s.id`,
    [subscriberIds, kind, JSON.stringify(payload), at],
  );
}

/**
 * Leases up to `limit` due messages to `worker` until `leaseUntil` and counts the attempt. SKIP LOCKED lets
 * several workers claim at once without waiting on or taking each other's rows; a message whose lease ran out
 * (its worker died mid-send) is due again. `webhooksOnly` (no mail server): e-mails are left waiting, unread.
 */
export async function claimDue(
  db: Queryable,
  worker: string,
  now: Date,
  leaseUntil: Date,
  limit: number,
  { webhooksOnly = false }: { webhooksOnly?: boolean } = {},
): Promise<OutboxRow[]> {
  return db.query<OutboxRow & Record<string, unknown>>(
    `UPDATE status.outbox o SET leased_by = $1, lease_until = $3, attempts = o.attempts + 1
      WHERE o.id IN (SELECT id FROM status.outbox
                      WHERE delivered_at IS NULL AND gave_up_at IS NULL AND next_attempt_at <= $2
                        AND (lease_until IS NULL OR lease_until <= $2)${webhooksOnly ? " AND channel = 'webhook'" : ''}
                      ORDER BY ${webhooksOnly ? 'channel, ' : ''}next_attempt_at, id LIMIT $4 FOR UPDATE SKIP LOCKED)
      RETURNING o.id, o.subscriber_id, o.kind, o.payload, o.attempts, o.created_at`,
    [worker, now, leaseUntil, limit],
  );
}

/** Hands claimed messages back untried (their subscriber is backing off): due at `dueAt`, the attempt uncounted. */
export async function releaseClaims(db: Queryable, ids: readonly bigint[], worker: string, dueAt: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `UPDATE status.outbox SET lease_until = NULL, attempts = attempts - 1, next_attempt_at = greatest(next_attempt_at, $3)
      WHERE id = ANY($1::bigint[]) AND leased_by = $2`,
    [ids, worker, dueAt],
  );
}

/** Every message still pending for a subscriber waits until `dueAt` (its backoff), leased or not. */
export async function postponeSubscriber(db: Queryable, subscriberId: string, dueAt: Date): Promise<void> {
  await db.query(
    `UPDATE status.outbox SET next_attempt_at = greatest(next_attempt_at, $2)
      WHERE subscriber_id = $1 AND delivered_at IS NULL AND gave_up_at IS NULL`,
    [subscriberId, dueAt],
  );
}

/** Gives up every message still pending for a subscriber (it is quarantined), keeping `error` as the reason. */
export async function giveUpSubscriber(db: Queryable, subscriberId: string, error: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE status.outbox SET gave_up_at = $3, lease_until = NULL, last_error = coalesce(last_error, $2)
      WHERE subscriber_id = $1 AND delivered_at IS NULL AND gave_up_at IS NULL`,
    [subscriberId, error.slice(0, 1_000), at],
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
