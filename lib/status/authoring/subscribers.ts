import { EndpointKindSchema, type SubscriberCreateBody, type SubscriberUpdateBody } from '../../schemas/status';
import { endpointKindOf } from '../subscriptions/kinds';
import { timeZoneOf, type StatusContext } from '../context';
import { notFound, unprocessable } from '../errors';
import type { ManageRequest, ManageResult } from './request';
import { deleteSubscriber, findSubscriber, listSubscribers, setSubscriberComponents, type SubscriberMode } from '../store/subscribers';
import { checkComponents, serializeSubscriber, subscribe } from '../subscriptions/subscribers';
import { openPage, paging } from './common';

/** Statuspage's Manage API `subscribers`: list, create, remove. */

type PageParams = { page_id: string };

export const NO_MAIL_SERVER =
  'subscriber.email: e-mail subscribers are not available: this status page has no mail server (SMTP_URL is not set); subscribe a webhook (endpoint) instead';
type SubscriberParams = PageParams & { subscriber_id: string };

export async function listSubscriberRoute(ctx: StatusContext, req: ManageRequest<PageParams>): Promise<ManageResult> {
  await openPage(ctx, req.params.page_id);
  const { limit, offset } = paging(req.url);
  const rows = await listSubscribers(ctx.db, limit, offset, modeFilter(req.url));
  return { body: rows.map((r) => serializeSubscriber(r, timeZoneOf(ctx.config))) };
}

/**
 * POST subscribers: `email` (sent a confirmation unless skip_confirmation_notification) or `endpoint` (a webhook,
 * active at once; the answer carries its signing secret, the only time it is shown; `email` with it is the address
 * told when the webhook is given up on). Without a mail server e-mail subscribers are refused: their messages
 * could only wait.
 */
export async function createSubscriberRoute(ctx: StatusContext, req: ManageRequest<PageParams, SubscriberCreateBody>): Promise<ManageResult> {
  await openPage(ctx, req.params.page_id);
  const { subscriber: b } = req.body;
  if (b.endpoint === undefined && !ctx.config.SMTP_URL) throw unprocessable(NO_MAIL_SERVER);
  const now = new Date(ctx.clock.nowMs());
  const kind = b.endpoint === undefined ? undefined : (b.type ?? endpointKindOf(b.endpoint));
  const { row, webhookSecret } = await ctx.db.transaction((tx) =>
    subscribe(
      tx,
      { email: b.email, endpoint: b.endpoint, kind, componentIds: b.component_ids, skipConfirmation: b.skip_confirmation_notification },
      now,
    ),
  );
  return { status: 201, body: serializeSubscriber(row, timeZoneOf(ctx.config), webhookSecret) };
}

export async function getSubscriberRoute(ctx: StatusContext, req: ManageRequest<SubscriberParams>): Promise<ManageResult> {
  await openPage(ctx, req.params.page_id);
  const row = await findSubscriber(ctx.db, req.params.subscriber_id);
  if (!row) throw notFound('subscriber');
  return { body: serializeSubscriber(row, timeZoneOf(ctx.config)) };
}

/** PATCH/PUT subscribers/{id}: the components followed (an empty list: the whole page). */
export async function updateSubscriberRoute(
  ctx: StatusContext,
  req: ManageRequest<SubscriberParams, SubscriberUpdateBody>,
): Promise<ManageResult> {
  await openPage(ctx, req.params.page_id);
  const body = await ctx.db.transaction(async (tx) => {
    const row = await findSubscriber(tx, req.params.subscriber_id);
    if (!row) throw notFound('subscriber');
    await setSubscriberComponents(tx, row.id, await checkComponents(tx, req.body.component_ids, 'component_ids'));
    const updated = await findSubscriber(tx, row.id);
    if (!updated) throw notFound('subscriber');
    return serializeSubscriber(updated, timeZoneOf(ctx.config));
  });
  return { body };
}

/** DELETE subscribers/{id}: Statuspage's unsubscribe; answers the subscriber as it was. */
export async function deleteSubscriberRoute(ctx: StatusContext, req: ManageRequest<SubscriberParams>): Promise<ManageResult> {
  await openPage(ctx, req.params.page_id);
  const body = await ctx.db.transaction(async (tx) => {
    const row = await findSubscriber(tx, req.params.subscriber_id);
    if (!row) throw notFound('subscriber');
    await deleteSubscriber(tx, row.id);
    return serializeSubscriber(row, timeZoneOf(ctx.config));
  });
  return { body };
}

/** `?type=` of the list (Statuspage's filter): one kind of subscriber; absent or `all`: every kind. */
function modeFilter(url: URL): SubscriberMode | null {
  const type = url.searchParams.get('type');
  if (type === null || type === 'all') return null;
  if (type === 'email') return 'email';
  const kind = EndpointKindSchema.safeParse(type);
  if (!kind.success) throw unprocessable(`type: must be one of all, email, ${EndpointKindSchema.options.join(', ')}`);
  return kind.data;
}
