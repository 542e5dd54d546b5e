import { SubscribeFormSchema } from '../../schemas/status';
import { defaultContext, type StatusContext } from '../context';
import { HttpError } from '../../http/errors';
import { clientAddress } from '../../http/client';
import { readBoundedText } from '../../http/json-body';
import { subscribeLimiter } from '../../http/rate-limit';
import { ensureFresh } from '../freshness';
import { errorBody } from './respond';
import type { ContextFactory } from './routes';
import { chooseComponentsByToken, confirmByToken, subscribe, unsubscribeByToken } from '../subscriptions/subscribers';

/**
 * The plain HTML forms of /status and of the subscriber's page: they work without JavaScript, answering with a
 * 303 to a page that shows the outcome. Locations are relative, so no request header ever shapes them.
 */

export const SUBSCRIBE_OUTCOMES = {
  'check-email': 'Almost done: follow the link in the e-mail we just sent to confirm your subscription.',
  'invalid-email': 'That does not look like an e-mail address.',
  'unknown-component': 'One of the chosen components no longer exists; please choose again.',
  unavailable: 'E-mail subscriptions are not available on this server.',
  unsubscribed: 'You are unsubscribed and will get no more messages.',
  'too-many':
    'Too many subscription requests from your address or for this e-mail address: please try again in an hour.',
} as const;
export type SubscribeOutcome = keyof typeof SUBSCRIBE_OUTCOMES;

export const MANAGE_OUTCOMES = {
  confirmed: 'Your subscription is confirmed.',
  saved: 'Your choice of components is saved.',
} as const;
export type ManageOutcome = keyof typeof MANAGE_OUTCOMES;

const MAX_FORM_BYTES = 16 * 1024;

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
const toStatus = (outcome: SubscribeOutcome) => seeOther(`/status?subscribe=${outcome}#subscribe`);
const toManage = (token: string, outcome: ManageOutcome | 'invalid') =>
  seeOther(`/status/subscription?token=${encodeURIComponent(token)}&done=${outcome}`);

async function readForm(request: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await readBoundedText(request, MAX_FORM_BYTES));
}

/** POST /status/subscribe: email, and component_ids (repeated; none = the whole page). */
export async function subscribeForm(ctx: StatusContext, request: Request): Promise<Response> {
  if (!ctx.config.SMTP_URL) return toStatus('unavailable');
  const form = await readForm(request);
  const parsed = SubscribeFormSchema.safeParse({
    email: form.get('email')?.trim() ?? '',
    component_ids: form.getAll('component_ids'),
  });
  if (!parsed.success)
    return toStatus(parsed.error.issues.some((i) => i.path[0] === 'email') ? 'invalid-email' : 'unknown-component');
  if (await overSubscribeLimit(ctx, request, parsed.data.email)) return toStatus('too-many');
  const now = new Date(ctx.clock.nowMs());
  try {
    await ctx.db.transaction((tx) =>
      subscribe(tx, { email: parsed.data.email, componentIds: parsed.data.component_ids }, now),
    );
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) return toStatus('unknown-component');
    throw error;
  }
  return toStatus('check-email');
}

/** Counts the request against its client and its e-mail address; true when either is over the hourly limit. */
export async function overSubscribeLimit(ctx: StatusContext, request: Request, email: string): Promise<boolean> {
  const limiter = await subscribeLimiter(ctx.config);
  if (!limiter) return false;
  const client = clientAddress(request.headers);
  const refusals = await Promise.all([
    client === null ? null : limiter.consume(`client:${client}`),
    limiter.consume(`email:${email.toLowerCase()}`),
  ]);
  return refusals.some((refusal) => refusal !== null);
}

/** POST /status/subscription/confirm: the token from the e-mailed link. */
export async function confirmForm(ctx: StatusContext, request: Request): Promise<Response> {
  const token = (await readForm(request)).get('token') ?? '';
  return toManage(token, (await confirmByToken(ctx, token)) ? 'confirmed' : 'invalid');
}

/**
 * POST /status/subscription/unsubscribe?token=…: a mail client's RFC 8058 one-click request (body
 * `List-Unsubscribe=One-Click`, answered 200), or the button on the subscriber's page (answered with a redirect).
 * Unsubscribing twice is not an error.
 */
export async function unsubscribeForm(ctx: StatusContext, request: Request): Promise<Response> {
  const form = await readForm(request);
  const token = new URL(request.url).searchParams.get('token') ?? form.get('token') ?? '';
  await unsubscribeByToken(ctx, token);
  if (form.get('List-Unsubscribe') === 'One-Click') {
    return new Response('unsubscribed\n', {
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return toStatus('unsubscribed');
}

/** POST /status/subscription/components: token, and component_ids (none = the whole page). */
export async function componentsForm(ctx: StatusContext, request: Request): Promise<Response> {
  const form = await readForm(request);
  const token = form.get('token') ?? '';
  const ids = form.getAll('component_ids').filter((id) => /^[a-z0-9]{12}$/.test(id));
  try {
    return toManage(token, (await chooseComponentsByToken(ctx, token, ids)) ? 'saved' : 'invalid');
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) return toManage(token, 'invalid');
    throw error;
  }
}

/** The wrapper the form routes use: current state first (the component list), errors as plain text. */
export function formRoute(
  fn: (ctx: StatusContext, request: Request) => Promise<Response>,
  contextOf: ContextFactory = defaultContext,
) {
  return async (request: Request): Promise<Response> => {
    try {
      const ctx = await contextOf(request);
      await ensureFresh(ctx);
      return await fn(ctx, request);
    } catch (error) {
      const { status, message } = errorBody(error);
      return new Response(`${message}\n`, {
        status,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }
  };
}
