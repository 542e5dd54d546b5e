import { SubscriberCreateBodySchema } from '../../schemas/status';
import { timeZoneOf, type StatusContext } from '../context';
import { notFound, unprocessable } from '../errors';
import type { ManageRequest, ManageResult } from './common';
import { parseWith } from '../parse';
import { deleteSubscriber, findSubscriber, listSubscribers } from '../store/subscribers';
import { serializeSubscriber, subscribe } from '../subscriptions/subscribers';
import { openPage, paging } from './common';

/** Statuspage's Manage API `subscribers`: list, create, remove. */

type PageParams = { page_id: string };

export const NO_MAIL_SERVER =
  'subscriber.email: e-mail subscribers are not available: this status page has no mail server (SMTP_URL is not set); subscribe a webhook (endpoint) instead';
type SubscriberParams = PageParams & { subscriber_id: string };

export async function listSubscriberRoute(ctx: StatusContext, req: ManageRequest<PageParams>): Promise<ManageResult> {
  await openPage(ctx, req.params.page_id);
  const { limit, offset } = paging(req.url);
  const rows = await listSubscribers(ctx.db, limit, offset);
  return { body: rows.map((r) => serializeSubscriber(r, timeZoneOf(ctx.config))) };
}

/**
 * POST subscribers: `email` (sent a confirmation unless skip_confirmation_notification) or `endpoint` (a webhook,
 * active at once; the answer carries its signing secret, the only time it is shown; `email` with it is the address
 * told when the webhook is given up on). Without a mail server e-mail subscribers are refused: their messages
 * could only wait.
 */
export async function createSubscriberRoute(ctx: StatusContext, req: ManageRequest<PageParams>): Promise<ManageResult> {
  await openPage(ctx, req.params.page_id);
  const { subscriber: b } = parseWith(SubscriberCreateBodySchema, req.body);
  if (b.endpoint === undefined && !ctx.config.SMTP_URL) throw unprocessable(NO_MAIL_SERVER);
  const now = new Date(ctx.clock.nowMs());
  const { row, webhookSecret } = await ctx.db.transaction((tx) =>
    subscribe(tx, { email: b.email, endpoint: b.endpoint, componentIds: b.component_ids, skipConfirmation: b.skip_confirmation_notification }, now),
  );
  return { status: 201, body: serializeSubscriber(row, timeZoneOf(ctx.config), webhookSecret) };
}

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
