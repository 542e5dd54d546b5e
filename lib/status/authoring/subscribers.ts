import {
  SubscriberStateSchema,
  SubscriberTypeSchema,
  type SubscriberCreateBody,
  type SubscriberReactivateBody,
  type SubscriberResendBody,
  type SubscriberUnsubscribeBody,
  type SubscriberUpdateBody,
} from '../../schemas/status';
import type { Queryable } from '../../db';
import { endpointKindOf } from '../subscriptions/kinds';
import { timeZoneOf, type StatusContext } from '../context';
import { notFound, unprocessable } from '../errors';
import type { ManageRequest, ManageResult } from './request';
import {
  SUBSCRIBER_STATES,
  countSubscribers,
  deleteSubscriber,
  findSubscriber,
  listSubscribers,
  reactivateSubscriber,
  setSubscriberComponents,
  subscriberIds,
  type SubscriberFilter,
  type SubscriberRow,
} from '../store/subscribers';
import { checkComponents, resendConfirmation, serializeSubscriber, subscribe } from '../subscriptions/subscribers';
import { openPage, paging } from './common';

/**
 * Statuspage's Manage API `subscribers` of the page: list, count, create, change, resend confirmations, reactivate
 * and unsubscribe (one or many). Subscribers to one incident are apart (./incident-subscribers.ts).
 */

type PageParams = { page_id: string };

export const NO_MAIL_SERVER =
  'subscriber.email: e-mail subscribers are not available: this status page has no mail server (SMTP_URL is not set); subscribe a webhook (endpoint) instead';
type SubscriberParams = PageParams & { subscriber_id: string };

/** `type` and `state` of the list and the count, as Statuspage names them; `state` defaults to active. */
function queryFilter(url: URL): SubscriberFilter {
  const type = url.searchParams.get('type');
  const state = url.searchParams.get('state') ?? 'active';
  const mode = type === null || type === 'all' ? null : SubscriberTypeSchema.safeParse(type);
  if (mode && !mode.success)
    throw unprocessable(`type: must be one of all, ${SubscriberTypeSchema.options.join(', ')}`);
  const parsedState = state === 'all' ? null : SubscriberStateSchema.safeParse(state);
  if (parsedState && !parsedState.success)
    throw unprocessable(`state: must be one of all, ${SUBSCRIBER_STATES.join(', ')}`);
  return { mode: mode?.data ?? null, state: parsedState?.data ?? null, incidentId: null };
}

/** A subscriber of the page (not of one incident), or 404. */
async function pageSubscriber(db: Queryable, id: string): Promise<SubscriberRow> {
  const row = await findSubscriber(db, id);
  if (!row || row.incident_id !== null) throw notFound('subscriber');
  return row;
}

export async function listSubscriberRoute(ctx: StatusContext, req: ManageRequest<PageParams>): Promise<ManageResult> {
  await openPage(ctx, req.params.page_id);
  const { limit, offset } = paging(req.url);
  const rows = await listSubscribers(ctx.db, limit, offset, queryFilter(req.url));
  return { body: rows.map((r) => serializeSubscriber(r, timeZoneOf(ctx.config))) };
}

/** GET subscribers/count: how many of each kind are in the state asked (active by default). */
export async function countSubscriberRoute(ctx: StatusContext, req: ManageRequest<PageParams>): Promise<ManageResult> {
  await openPage(ctx, req.params.page_id);
  const counts = Object.fromEntries(SubscriberTypeSchema.options.map((t) => [t, 0]));
  for (const row of await countSubscribers(ctx.db, queryFilter(req.url))) counts[row.mode]! += row.count;
  return { body: counts };
}

/** GET subscribers/histogram_by_state: every kind, by state, with its total. */
export async function subscriberHistogramRoute(
  ctx: StatusContext,
  req: ManageRequest<PageParams>,
): Promise<ManageResult> {
  await openPage(ctx, req.params.page_id);
  const empty = () => ({ active: 0, unconfirmed: 0, quarantined: 0, total: 0 });
  const histogram = Object.fromEntries(SubscriberTypeSchema.options.map((t) => [t, empty()]));
  for (const row of await countSubscribers(ctx.db, { incidentId: null })) {
    const counts = histogram[row.mode]!;
    counts[row.state] += row.count;
    counts.total += row.count;
  }
  return { body: histogram };
}

/**
 * POST subscribers: `email` (sent a confirmation unless skip_confirmation_notification) or `endpoint` (a webhook,
 * active at once; the answer carries its signing secret, the only time it is shown; `email` with it is the address
 * told when the webhook is given up on). Without a mail server e-mail subscribers are refused: their messages
 * could only wait.
 */
export async function createSubscriberRoute(
  ctx: StatusContext,
  req: ManageRequest<PageParams, SubscriberCreateBody>,
): Promise<ManageResult> {
  await openPage(ctx, req.params.page_id);
  const { subscriber: b } = req.body;
  if (b.endpoint === undefined && !ctx.config.SMTP_URL) throw unprocessable(NO_MAIL_SERVER);
  const now = new Date(ctx.clock.nowMs());
  const kind = b.endpoint === undefined ? undefined : (b.type ?? endpointKindOf(b.endpoint));
  const { row, webhookSecret } = await ctx.db.transaction((tx) =>
    subscribe(
      tx,
      {
        email: b.email,
        endpoint: b.endpoint,
        kind,
        componentIds: b.component_ids,
        skipConfirmation: b.skip_confirmation_notification,
      },
      now,
    ),
  );
  return { status: 201, body: serializeSubscriber(row, timeZoneOf(ctx.config), webhookSecret) };
}

export async function getSubscriberRoute(
  ctx: StatusContext,
  req: ManageRequest<SubscriberParams>,
): Promise<ManageResult> {
  await openPage(ctx, req.params.page_id);
  return { body: serializeSubscriber(await pageSubscriber(ctx.db, req.params.subscriber_id), timeZoneOf(ctx.config)) };
}

/** PATCH/PUT subscribers/{id}: the components followed (an empty list: the whole page). */
export async function updateSubscriberRoute(
  ctx: StatusContext,
  req: ManageRequest<SubscriberParams, SubscriberUpdateBody>,
): Promise<ManageResult> {
  await openPage(ctx, req.params.page_id);
  const body = await ctx.db.transaction(async (tx) => {
    const row = await pageSubscriber(tx, req.params.subscriber_id);
    await setSubscriberComponents(tx, row.id, await checkComponents(tx, req.body.component_ids, 'component_ids'));
    return serializeSubscriber(await pageSubscriber(tx, row.id), timeZoneOf(ctx.config));
  });
  return { body };
}

/**
 * One subscriber, found by `find` inside a transaction, acted on and answered as it was: the unsubscribe and the
 * resend of the page's subscribers and of an incident's (incident-subscribers.ts).
 */
export async function actOnSubscriber(
  ctx: StatusContext,
  pageId: string,
  find: (db: Queryable) => Promise<SubscriberRow>,
  act: (db: Queryable, row: SubscriberRow) => Promise<unknown>,
): Promise<ManageResult> {
  await openPage(ctx, pageId);
  const body = await ctx.db.transaction(async (tx) => {
    const row = await find(tx);
    await act(tx, row);
    return serializeSubscriber(row, timeZoneOf(ctx.config));
  });
  return { body };
}

/** Unsubscribes (deletes) a subscriber found by actOnSubscriber. */
export const unsubscribeRow = (db: Queryable, row: SubscriberRow) => deleteSubscriber(db, row.id);

/** A new confirmation link for a subscriber found by actOnSubscriber (422 once confirmed). */
export const resendTo = (ctx: StatusContext) => (db: Queryable, row: SubscriberRow) =>
  resendConfirmation(db, row, new Date(ctx.clock.nowMs()));

/** DELETE subscribers/{id}: Statuspage's unsubscribe; answers the subscriber as it was. */
export function deleteSubscriberRoute(ctx: StatusContext, req: ManageRequest<SubscriberParams>): Promise<ManageResult> {
  return actOnSubscriber(ctx, req.params.page_id, (db) => pageSubscriber(db, req.params.subscriber_id), unsubscribeRow);
}

/** POST subscribers/{id}/resend_confirmation: a new link to an unconfirmed subscriber (422 once confirmed). */
export function resendSubscriberRoute(ctx: StatusContext, req: ManageRequest<SubscriberParams>): Promise<ManageResult> {
  return actOnSubscriber(ctx, req.params.page_id, (db) => pageSubscriber(db, req.params.subscriber_id), resendTo(ctx));
}

/** The page's subscribers a bulk call names ("all", or ids that must all be the page's), narrowed by `filter`. */
async function selected(tx: Queryable, subscribers: 'all' | string[], filter: SubscriberFilter): Promise<string[]> {
  const ids = subscribers === 'all' ? null : [...new Set(subscribers)];
  if (ids) {
    const known = new Set(await subscriberIds(tx, { incidentId: null, ids }));
    const unknown = ids.find((id) => !known.has(id));
    if (unknown) throw unprocessable(`subscribers: unknown subscriber ${unknown}`);
  }
  return subscriberIds(tx, { ...filter, incidentId: null, ids });
}

/** POST subscribers/resend_confirmation: a new link to each unconfirmed subscriber named; answers whom. */
export async function resendSubscribersRoute(
  ctx: StatusContext,
  req: ManageRequest<PageParams, SubscriberResendBody>,
): Promise<ManageResult> {
  await openPage(ctx, req.params.page_id);
  const now = new Date(ctx.clock.nowMs());
  const body = await ctx.db.transaction(async (tx) => {
    const ids = await selected(tx, req.body.subscribers, { state: 'unconfirmed' });
    for (const id of ids) await resendConfirmation(tx, await pageSubscriber(tx, id), now);
    return { subscribers: ids };
  });
  return { body };
}

/** POST subscribers/reactivate: quarantined subscribers (of `type`) are delivered to again; answers whom. */
export async function reactivateSubscribersRoute(
  ctx: StatusContext,
  req: ManageRequest<PageParams, SubscriberReactivateBody>,
): Promise<ManageResult> {
  await openPage(ctx, req.params.page_id);
  const body = await ctx.db.transaction(async (tx) => {
    const ids = await selected(tx, req.body.subscribers, { state: 'quarantined', mode: req.body.type ?? null });
    for (const id of ids) await reactivateSubscriber(tx, id);
    return { subscribers: ids };
  });
  return { body };
}

/**
 * POST subscribers/unsubscribe: removes the subscribers named, narrowed by `type` and `state` (default: any
 * state). We send no message on unsubscribing, so skip_unsubscription_notification changes nothing.
 */
export async function unsubscribeSubscribersRoute(
  ctx: StatusContext,
  req: ManageRequest<PageParams, SubscriberUnsubscribeBody>,
): Promise<ManageResult> {
  await openPage(ctx, req.params.page_id);
  const { subscribers, type, state } = req.body;
  const body = await ctx.db.transaction(async (tx) => {
    const ids = await selected(tx, subscribers, {
      mode: type ?? null,
      state: state === undefined || state === 'all' ? null : state,
    });
    for (const id of ids) await deleteSubscriber(tx, id);
    return { subscribers: ids };
  });
  return { body };
}
