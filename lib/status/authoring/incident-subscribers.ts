import type { IncidentSubscriberCreateBody } from '../../schemas/status';
import type { Queryable } from '../../db';
import { timeZoneOf, type StatusContext } from '../context';
import { notFound, unprocessable } from '../errors';
import { findIncident } from '../store/incidents';
import { findSubscriber, listSubscribers, type SubscriberRow } from '../store/subscribers';
import { serializeSubscriber, subscribe } from '../subscriptions/subscribers';
import { openPage, paging } from './common';
import type { ManageRequest, ManageResult } from './request';
import { actOnSubscriber, NO_MAIL_SERVER, resendTo, unsubscribeRow } from './subscribers';

/**
 * Statuspage's subscribers to one incident (`/incidents/{incident_id}/subscribers`): e-mail addresses told of that
 * incident's updates only (lib/status/store/subscribers.ts `audience`), removed with the incident.
 */

type IncidentParams = { page_id: string; incident_id: string };
type SubscriberParams = IncidentParams & { subscriber_id: string };

async function incidentOf(db: Queryable, id: string): Promise<string> {
  const row = await findIncident(db, id);
  if (!row) throw notFound('incident');
  return row.id;
}

/** A subscriber of this incident, or 404 (a page subscriber is not found under an incident). */
async function incidentSubscriber(db: Queryable, params: SubscriberParams): Promise<SubscriberRow> {
  const row = await findSubscriber(db, params.subscriber_id);
  if (!row || row.incident_id !== params.incident_id) throw notFound('subscriber');
  return row;
}

export async function listIncidentSubscribers(
  ctx: StatusContext,
  req: ManageRequest<IncidentParams>,
): Promise<ManageResult> {
  await openPage(ctx, req.params.page_id);
  const incidentId = await incidentOf(ctx.db, req.params.incident_id);
  const { limit, offset } = paging(req.url);
  const rows = await listSubscribers(ctx.db, limit, offset, { incidentId });
  return { body: rows.map((r) => serializeSubscriber(r, timeZoneOf(ctx.config))) };
}

/**
 * POST incidents/{id}/subscribers: an e-mail address, confirmed by the link it is sent (double opt-in) unless
 * skip_confirmation_notification. An address already following this incident creates nothing: it is sent a fresh
 * link and the answer is the existing subscriber (200, not 201).
 */
export async function createIncidentSubscriber(
  ctx: StatusContext,
  req: ManageRequest<IncidentParams, IncidentSubscriberCreateBody>,
): Promise<ManageResult> {
  await openPage(ctx, req.params.page_id);
  if (!ctx.config.SMTP_URL) throw unprocessable(NO_MAIL_SERVER);
  const { subscriber: b } = req.body;
  const now = new Date(ctx.clock.nowMs());
  const { row, created } = await ctx.db.transaction(async (tx) =>
    subscribe(
      tx,
      {
        email: b.email,
        incidentId: await incidentOf(tx, req.params.incident_id),
        skipConfirmation: b.skip_confirmation_notification,
      },
      now,
    ),
  );
  return { status: created ? 201 : 200, body: serializeSubscriber(row, timeZoneOf(ctx.config)) };
}

export async function getIncidentSubscriber(
  ctx: StatusContext,
  req: ManageRequest<SubscriberParams>,
): Promise<ManageResult> {
  await openPage(ctx, req.params.page_id);
  return { body: serializeSubscriber(await incidentSubscriber(ctx.db, req.params), timeZoneOf(ctx.config)) };
}

/** DELETE incidents/{id}/subscribers/{id}: unsubscribe from the incident; answers the subscriber as it was. */
export function deleteIncidentSubscriber(
  ctx: StatusContext,
  req: ManageRequest<SubscriberParams>,
): Promise<ManageResult> {
  return actOnSubscriber(ctx, req.params.page_id, (db) => incidentSubscriber(db, req.params), unsubscribeRow);
}

/** POST incidents/{id}/subscribers/{id}/resend_confirmation. */
export function resendIncidentSubscriber(
  ctx: StatusContext,
  req: ManageRequest<SubscriberParams>,
): Promise<ManageResult> {
  return actOnSubscriber(ctx, req.params.page_id, (db) => incidentSubscriber(db, req.params), resendTo(ctx));
}
