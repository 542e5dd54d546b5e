import type { Queryable } from '../../db';

/** status.subscriber and its components and link tokens. Callers own the transaction. */

export type SubscriberMode = 'email' | 'webhook' | 'slack' | 'teams' | 'discord';

export interface SubscriberRow {
  id: string;
  mode: SubscriberMode;
  email: string | null;
  endpoint: string | null;
  webhook_secret: string | null;
  all_components: boolean;
  confirmed_at: Date | null;
  created_at: Date;
  /** Chosen components; empty when all_components. */
  component_ids: string[];
  /** Failed deliveries in a row; reset by a delivery. */
  failures: number;
  /** The first of those failures. */
  failing_since: Date | null;
  /** Given up on after failing too long: nothing more is sent (Statuspage's quarantine). */
  quarantined_at: Date | null;
  /** One of the operator's STATUS_ALERT_WEBHOOKS: component changes only. */
  operator_alert: boolean;
  /** Set for a subscriber to one incident: told of that incident only. */
  incident_id: string | null;
}

const COLUMNS = `s.id, s.mode, s.email, s.endpoint, s.webhook_secret, s.all_components, s.confirmed_at, s.created_at,
  s.failures, s.failing_since, s.quarantined_at, s.operator_alert, s.incident_id,
  coalesce((SELECT array_agg(sc.component_id ORDER BY sc.component_id) FROM status.subscriber_component sc
             WHERE sc.subscriber_id = s.id), '{}') AS component_ids`;

export interface NewSubscriber {
  id: string;
  mode: SubscriberMode;
  email: string | null;
  endpoint: string | null;
  webhookSecret: string | null;
  componentIds: string[] | null;
  confirmedAt: Date | null;
  at: Date;
  /** A subscriber to this incident only. */
  incidentId?: string | null;
}

/** Inserts a subscriber; an e-mail address already subscribed inserts nothing and answers null. */
export async function insertSubscriber(tx: Queryable, s: NewSubscriber): Promise<string | null> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO status.subscriber (id, mode, email, endpoint, webhook_secret, all_components, confirmed_at, created_at, incident_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING id`,
    [
      s.id,
      s.mode,
      s.email,
      s.endpoint,
      s.webhookSecret,
      s.componentIds === null && !s.incidentId,
      s.confirmedAt,
      s.at,
      s.incidentId ?? null,
    ],
  );
  if (rows.length === 0) return null;
  await setSubscriberComponents(tx, s.id, s.componentIds);
  return s.id;
}

/** `null` means the whole page. */
export async function setSubscriberComponents(tx: Queryable, id: string, componentIds: string[] | null): Promise<void> {
  await tx.query('DELETE FROM status.subscriber_component WHERE subscriber_id = $1', [id]);
  await tx.query('UPDATE status.subscriber SET all_components = $2 WHERE id = $1', [id, componentIds === null]);
  if (componentIds && componentIds.length > 0) {
    await tx.query(
      `INSERT INTO status.subscriber_component (subscriber_id, component_id) SELECT $1, unnest($2::text[])`,
      [id, componentIds],
    );
  }
}

export async function findSubscriber(db: Queryable, id: string): Promise<SubscriberRow | null> {
  const [row] = await db.query<SubscriberRow & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM status.subscriber s WHERE s.id = $1`,
    [id],
  );
  return row ?? null;
}

/** The e-mail subscriber of the page (`incidentId` null) or of one incident with this address. */
export async function findEmailSubscriber(
  db: Queryable,
  email: string,
  incidentId: string | null = null,
): Promise<SubscriberRow | null> {
  const [row] = await db.query<SubscriberRow & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM status.subscriber s
      WHERE s.mode = 'email' AND lower(s.email) = lower($1) AND s.incident_id IS NOT DISTINCT FROM $2`,
    [email, incidentId],
  );
  return row ?? null;
}

/** Statuspage's subscriber states: active (confirmed, delivered to), unconfirmed, quarantined (given up on). */
export const SUBSCRIBER_STATES = ['active', 'unconfirmed', 'quarantined'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

const STATE_OF = `CASE WHEN s.quarantined_at IS NOT NULL THEN 'quarantined'
                       WHEN s.confirmed_at IS NULL THEN 'unconfirmed' ELSE 'active' END`;

/** Which subscribers a list, count or bulk change covers; a null field does not narrow. */
export interface SubscriberFilter {
  mode?: SubscriberMode | null;
  state?: SubscriberState | null;
  /** null: the page's subscribers; an id: that incident's. */
  incidentId?: string | null;
  /** Only these ids (Statuspage's `subscribers` list); null: all that match. */
  ids?: readonly string[] | null;
}

/** The WHERE clause of a filter, its parameters numbered from `first`. */
function filterSql(f: SubscriberFilter, first: number): { where: string; params: unknown[] } {
  const n = (k: number) => `$${first + k}`;
  return {
    where: `(${n(0)}::text IS NULL OR s.mode = ${n(0)}) AND (${n(1)}::text IS NULL OR ${STATE_OF} = ${n(1)})
        AND s.incident_id IS NOT DISTINCT FROM ${n(2)}::text AND (${n(3)}::text[] IS NULL OR s.id = ANY(${n(3)}::text[]))`,
    params: [f.mode ?? null, f.state ?? null, f.incidentId ?? null, f.ids ?? null],
  };
}

/** Newest first. */
export async function listSubscribers(
  db: Queryable,
  limit: number,
  offset: number,
  filter: SubscriberFilter = {},
): Promise<SubscriberRow[]> {
  const { where, params } = filterSql(filter, 3);
  return db.query<SubscriberRow & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM status.subscriber s WHERE ${where} ORDER BY s.created_at DESC, s.id LIMIT $1 OFFSET $2`,
    [limit, offset, ...params],
  );
}

/** How many subscribers match, by kind and state. */
export async function countSubscribers(
  db: Queryable,
  filter: SubscriberFilter,
): Promise<{ mode: SubscriberMode; state: SubscriberState; count: number }[]> {
  const { where, params } = filterSql(filter, 1);
  return db.query<{ mode: SubscriberMode; state: SubscriberState; count: number }>(
    `SELECT s.mode, ${STATE_OF} AS state, count(*)::int AS count FROM status.subscriber s WHERE ${where} GROUP BY 1, 2`,
    params,
  );
}

/** The ids of the subscribers that match (for bulk changes). */
export async function subscriberIds(db: Queryable, filter: SubscriberFilter): Promise<string[]> {
  const { where, params } = filterSql(filter, 1);
  const rows = await db.query<{ id: string }>(
    `SELECT s.id FROM status.subscriber s WHERE ${where} ORDER BY s.id`,
    params,
  );
  return rows.map((r) => r.id);
}

/** Delivers to a quarantined subscriber again, its failure count cleared. */
export async function reactivateSubscriber(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    'UPDATE status.subscriber SET quarantined_at = NULL, failures = 0, failing_since = NULL WHERE id = $1',
    [id],
  );
}

export async function confirmSubscriber(tx: Queryable, id: string, at: Date): Promise<void> {
  await tx.query('UPDATE status.subscriber SET confirmed_at = coalesce(confirmed_at, $2) WHERE id = $1', [id, at]);
}

/** Removes the subscriber with its tokens and every message not yet sent to it; answers whether it existed. */
export async function deleteSubscriber(tx: Queryable, id: string): Promise<boolean> {
  return (await tx.query('DELETE FROM status.subscriber WHERE id = $1 RETURNING id', [id])).length > 0;
}

/**
 * Confirmed subscribers who follow the page, or one of `componentIds` (an empty list: only those who follow the
 * whole page, e.g. for an incident that lists no component), and, given `incidentId`, those who follow that
 * incident alone. Each subscriber is one row, so each is told once.
 */
export async function audience(
  tx: Queryable,
  componentIds: readonly string[],
  incidentId: string | null = null,
): Promise<SubscriberRow[]> {
  return tx.query<SubscriberRow & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM status.subscriber s
      WHERE s.confirmed_at IS NOT NULL AND s.quarantined_at IS NULL
        AND (s.incident_id = $2
             OR (s.incident_id IS NULL
                 AND (s.all_components OR EXISTS (SELECT 1 FROM status.subscriber_component sc
                                                   WHERE sc.subscriber_id = s.id AND sc.component_id = ANY($1::text[])))))
      ORDER BY s.id`,
    [componentIds, incidentId],
  );
}

export async function storeToken(db: Queryable, subscriberId: string, tokenHash: string, at: Date): Promise<void> {
  await db.query('INSERT INTO status.subscriber_token (token_hash, subscriber_id, created_at) VALUES ($1, $2, $3)', [
    tokenHash,
    subscriberId,
    at,
  ]);
}

export async function subscriberIdByToken(db: Queryable, tokenHash: string): Promise<string | null> {
  const [row] = await db.query<{ subscriber_id: string }>(
    'SELECT subscriber_id FROM status.subscriber_token WHERE token_hash = $1',
    [tokenHash],
  );
  return row?.subscriber_id ?? null;
}

/** Counts a failed delivery; answers the subscriber's failures in a row and since when it has been failing. */
export async function recordDeliveryFailure(
  db: Queryable,
  id: string,
  at: Date,
): Promise<{ failures: number; failing_since: Date } | null> {
  const [row] = await db.query<{ failures: number; failing_since: Date }>(
    `UPDATE status.subscriber SET failures = failures + 1, failing_since = coalesce(failing_since, $2)
      WHERE id = $1 RETURNING failures, failing_since`,
    [id, at],
  );
  return row ?? null;
}

/** A delivery went through: the subscriber is healthy again. */
export async function clearDeliveryFailures(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE status.subscriber SET failures = 0, failing_since = NULL WHERE id = $1 AND failures > 0', [
    id,
  ]);
}

export async function quarantineSubscriber(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query('UPDATE status.subscriber SET quarantined_at = coalesce(quarantined_at, $2) WHERE id = $1', [id, at]);
}

/** The operator's alert endpoints as stored. */
export async function operatorAlertEndpoints(db: Queryable): Promise<{ id: string; endpoint: string }[]> {
  return db.query<{ id: string; endpoint: string }>(
    'SELECT id, endpoint FROM status.subscriber WHERE operator_alert ORDER BY id',
  );
}

export async function markOperatorAlert(tx: Queryable, id: string): Promise<void> {
  await tx.query('UPDATE status.subscriber SET operator_alert = true WHERE id = $1', [id]);
}
