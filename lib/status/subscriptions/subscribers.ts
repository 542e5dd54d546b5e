import type { Queryable } from '../../db';
import type { EndpointKind, Subscriber } from '../../schemas/status';
import type { StatusContext } from '../context';
import { loadEffectiveComponents } from '../effective-components';
import { unprocessable } from '../errors';
import { newId } from '../ids';
import { formatTimestamp } from '../time';
import { enqueue } from '../store/outbox';
import {
  confirmSubscriber,
  deleteSubscriber,
  findEmailSubscriber,
  findSubscriber,
  insertSubscriber,
  setSubscriberComponents,
  subscriberIdByToken,
  type SubscriberMode,
  type SubscriberRow,
} from '../store/subscribers';
import { hashLinkToken, newWebhookSecret } from './secrets';

/** Subscribing, confirming, choosing components and leaving: the operations behind the forms and the Manage API. */

export interface NewSubscription {
  email?: string;
  endpoint?: string;
  /** An endpoint's kind (Statuspage's signed webhook, or a chat platform's incoming webhook); default webhook. */
  kind?: EndpointKind;
  /** Readers subscribing a webhook through the public API: it waits for its e-mail address to confirm it. */
  confirmByEmail?: boolean;
  /** Components (or groups) to follow; empty or absent: the whole page. */
  componentIds?: string[];
  /** Authors adding someone who already agreed elsewhere: active at once, no confirmation message. */
  skipConfirmation?: boolean;
  /** Follow this incident only (Statuspage's incident subscribers), not the page. */
  incidentId?: string;
}

export interface Subscribed {
  row: SubscriberRow;
  /** The webhook's signing key, returned once. */
  webhookSecret: string | null;
  /** False when the e-mail address was already subscribed (it got a fresh link instead). */
  created: boolean;
}

export async function checkComponents(tx: Queryable, ids: readonly string[], field: string): Promise<string[] | null> {
  if (ids.length === 0) return null;
  const known = new Set((await loadEffectiveComponents(tx)).map((c) => c.row.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown) throw unprocessable(`${field}: unknown component ${unknown}`);
  return [...new Set(ids)];
}

/**
 * A new subscriber. An e-mail subscriber is inactive until they follow the confirmation link (double opt-in),
 * queued here in the same transaction. Subscribing an address that is already subscribed creates nothing and
 * answers alike, so the form does not tell who subscribes; the address gets a fresh link instead.
 */
export async function subscribe(tx: Queryable, input: NewSubscription, at: Date): Promise<Subscribed> {
  const componentIds = await checkComponents(tx, input.componentIds ?? [], 'subscriber.component_ids');
  const mode: SubscriberMode = input.endpoint ? (input.kind ?? 'webhook') : 'email';
  // Only Statuspage's webhooks are signed: the chat platforms check no signature.
  const webhookSecret = mode === 'webhook' ? newWebhookSecret() : null;
  // An author's endpoint needs no opt-in; a reader's waits for the e-mail that confirms it, like an address.
  const confirmedAt = input.skipConfirmation || (input.endpoint && !input.confirmByEmail) ? at : null;
  const id = await insertSubscriber(tx, {
    id: newId(),
    mode,
    email: input.email ?? null,
    endpoint: input.endpoint ?? null,
    webhookSecret,
    componentIds,
    confirmedAt,
    at,
    incidentId: input.incidentId ?? null,
  });
  if (id === null) {
    const existing = await findEmailSubscriber(tx, input.email as string, input.incidentId ?? null);
    if (!existing) throw new Error('subscriber conflict without a subscriber');
    await enqueue(tx, [existing.id], 'confirmation', {}, at);
    return { row: existing, webhookSecret: null, created: false };
  }
  if (confirmedAt === null) await enqueue(tx, [id], 'confirmation', {}, at);
  return { row: (await findSubscriber(tx, id)) as SubscriberRow, webhookSecret, created: true };
}

/**
 * Sends an unconfirmed subscriber a fresh confirmation link; a confirmed one is refused (nothing to confirm).
 */
export async function resendConfirmation(tx: Queryable, row: SubscriberRow, at: Date): Promise<void> {
  if (row.confirmed_at !== null) throw unprocessable(`subscriber ${row.id}: already confirmed`);
  await enqueue(tx, [row.id], 'confirmation', {}, at);
}

/** The subscriber a link token belongs to, or null (unknown, or already unsubscribed). */
export async function subscriberByToken(db: Queryable, token: string): Promise<SubscriberRow | null> {
  if (token.length === 0 || token.length > 100) return null;
  const id = await subscriberIdByToken(db, hashLinkToken(token));
  return id ? findSubscriber(db, id) : null;
}

export async function confirmByToken(ctx: StatusContext, token: string): Promise<SubscriberRow | null> {
  return ctx.db.transaction(async (tx) => {
    const row = await subscriberByToken(tx, token);
    if (row) await confirmSubscriber(tx, row.id, new Date(ctx.clock.nowMs()));
    return row;
  });
}

/** One-click unsubscribe: the subscriber and everything not yet sent to them are gone. */
export async function unsubscribeByToken(ctx: StatusContext, token: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const row = await subscriberByToken(tx, token);
    return row ? deleteSubscriber(tx, row.id) : false;
  });
}

export async function chooseComponentsByToken(ctx: StatusContext, token: string, ids: string[]): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const row = await subscriberByToken(tx, token);
    if (!row) return false;
    await setSubscriberComponents(tx, row.id, await checkComponents(tx, ids, 'component_ids'));
    return true;
  });
}

export function serializeSubscriber(row: SubscriberRow, timeZone: string, webhookSecret?: string | null): Subscriber {
  return {
    id: row.id,
    mode: row.mode,
    email: row.email,
    endpoint: row.endpoint,
    components: row.component_ids,
    confirmed: row.confirmed_at !== null,
    quarantined_at: row.quarantined_at ? formatTimestamp(row.quarantined_at.getTime(), timeZone) : null,
    purge_at: null,
    created_at: formatTimestamp(row.created_at.getTime(), timeZone),
    incident_id: row.incident_id,
    ...(webhookSecret ? { webhook_secret: webhookSecret } : {}),
  };
}
