import type { Queryable } from '../../db';
import { PublicSubscribeSchema, type PublicSubscription } from '../../schemas/status';
import { HttpError } from '../../http/errors';
import { readBoundedText } from '../../http/json-body';
import { defaultContext, timeZoneOf, wireContext, type StatusContext } from '../context';
import { notFound, unprocessable } from '../errors';
import { ensureFresh } from '../freshness';
import { serializePage } from '../serialize';
import { findIncident } from '../store/incidents';
import { readPage } from '../store/page';
import { deleteSubscriber, findSubscriber, type SubscriberRow } from '../store/subscribers';
import { overSubscribeLimit } from './subscribe-forms';
import { subscribe } from '../subscriptions/subscribers';
import { formatTimestamp } from '../time';
import { parseWith } from '../parse';
import { errorBody, jsonResponse } from './respond';
import type { ContextFactory } from './routes';

/**
 * Statuspage's public subscriber calls, no sign-in: `POST /api/v2/subscribers.json` (JSON, or Statuspage's form
 * fields `subscriber[email]`, `subscriber[component_ids][]`), the same as a GET with those query parameters (what
 * the `statuspage.io` npm client 3.3.8 sends), `GET …?subscriber[id]=` to read one, and unsubscribing with
 * `DELETE /api/v2/subscribers/{id}.json` or the client's `DELETE /api/v2/incidents.json?subscriber[id]=`.
 * Always double opt-in, as the page's form: nothing but the confirmation e-mail is sent until its link is followed
 * (a webhook subscribed here is confirmed from its e-mail address too). The answers never carry the address or
 * the endpoint.
 */

const MAX_BODY_BYTES = 16 * 1024;

/** `subscriber[email]=…&subscriber[component_ids][]=…` (Rails style, as Statuspage and axios write them) → an object. */
export function bracketParams(params: URLSearchParams): { subscriber: Record<string, unknown> } {
  const subscriber: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    const m = /^subscriber\[([a-z_]+)\](\[\d*\])?$/.exec(key);
    if (!m) continue;
    const name = m[1]!;
    if (m[2] !== undefined || name === 'component_ids')
      subscriber[name] = [...((subscriber[name] as string[] | undefined) ?? []), value];
    else subscriber[name] = value;
  }
  return { subscriber };
}

async function requestFields(request: Request): Promise<{ subscriber: Record<string, unknown> }> {
  const url = new URL(request.url);
  if (request.method === 'GET' || request.method === 'DELETE') return bracketParams(url.searchParams);
  const text = await readBoundedText(request, MAX_BODY_BYTES);
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      return JSON.parse(text) as { subscriber: Record<string, unknown> };
    } catch {
      throw new HttpError(400, 'body: not valid JSON');
    }
  }
  // Statuspage's own clients may send the fields as query parameters on a POST with no body.
  return bracketParams(text.trim() === '' ? url.searchParams : new URLSearchParams(text));
}

/** `db` is the transaction when called inside one: PGlite has one connection, so a read beside it would wait forever. */
async function answer(ctx: StatusContext, row: SubscriberRow, db: Queryable = ctx.db): Promise<PublicSubscription> {
  const page = await readPage(db);
  const tz = timeZoneOf(ctx.config);
  return {
    page: serializePage(page, ctx.config.NETWORK_NAME, wireContext(ctx, page.id), page.updated_at),
    subscriber: {
      id: row.id,
      mode: row.mode === 'email' ? 'email' : 'webhook',
      components: row.component_ids,
      confirmed: row.confirmed_at !== null,
      created_at: formatTimestamp(row.created_at.getTime(), tz),
    },
  };
}

const idOf = (fields: { subscriber: Record<string, unknown> }) => {
  const id = fields.subscriber.id;
  return typeof id === 'string' && /^[a-z0-9]{12}$/.test(id) ? id : null;
};

async function incidentToFollow(tx: Queryable, id: string | undefined): Promise<string | undefined> {
  if (id === undefined) return undefined;
  if (!(await findIncident(tx, id))) throw unprocessable(`subscriber.incident_id: unknown incident ${id}`);
  return id;
}

async function subscribeReader(
  ctx: StatusContext,
  request: Request,
  fields: unknown,
): Promise<{ status: number; body: unknown }> {
  const { subscriber: b } = parseWith(PublicSubscribeSchema, fields);
  // One incident (Statuspage's incident subscribers): an e-mail address, told of that incident alone.
  if (
    b.incident_id !== undefined &&
    (b.endpoint !== undefined || b.component_ids !== undefined || b.component_id !== undefined)
  ) {
    throw unprocessable(
      'subscriber.incident_id: an incident is followed by e-mail alone, without endpoint or components',
    );
  }
  if (!ctx.config.SMTP_URL)
    throw unprocessable('subscriber.email: subscriptions are not available: this status page has no mail server');
  if (await overSubscribeLimit(ctx, request, b.email)) {
    throw new HttpError(
      429,
      'too many subscription requests from this client or for this address: try again in an hour',
    );
  }
  const componentIds = [...(b.component_ids ?? []), ...(b.component_id ? [b.component_id] : [])];
  const now = new Date(ctx.clock.nowMs());
  const { row, created } = await ctx.db.transaction(async (tx) =>
    subscribe(
      tx,
      {
        email: b.email,
        endpoint: b.endpoint,
        componentIds,
        confirmByEmail: true,
        incidentId: await incidentToFollow(tx, b.incident_id),
      },
      now,
    ),
  );
  // An address already subscribed got a new link; its subscription is not shown to whoever typed the address.
  if (!created) throw unprocessable('subscriber.email: already subscribed; a new link was sent to it');
  return { status: 201, body: await answer(ctx, row) };
}

async function readOrSubscribe(ctx: StatusContext, request: Request): Promise<{ status: number; body: unknown }> {
  const fields = await requestFields(request);
  const id = idOf(fields);
  if (request.method === 'GET' && id !== null && fields.subscriber.email === undefined) {
    const row = await findSubscriber(ctx.db, id);
    if (!row) throw notFound('subscriber');
    return { status: 200, body: await answer(ctx, row) };
  }
  return subscribeReader(ctx, request, fields);
}

async function unsubscribeReader(ctx: StatusContext, id: string | null): Promise<{ status: number; body: unknown }> {
  if (id === null) throw new HttpError(400, 'subscriber.id: required, the id answered when subscribing');
  const body = await ctx.db.transaction(async (tx) => {
    const row = await findSubscriber(tx, id);
    if (!row) throw notFound('subscriber');
    const before = await answer(ctx, row, tx);

    await deleteSubscriber(tx, row.id);
    return before;
  });
  return { status: 200, body };
}

function publicRoute(
  fn: (
    ctx: StatusContext,
    request: Request,
    params: Record<string, string>,
  ) => Promise<{ status: number; body: unknown }>,
  contextOf: ContextFactory,
) {
  return async (request: Request, args?: { params: Promise<Record<string, string>> }): Promise<Response> => {
    const headers = { 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' };
    try {
      const ctx = await contextOf(request);
      await ensureFresh(ctx);
      const { status, body } = await fn(ctx, request, (await args?.params) ?? {});
      return jsonResponse(request, body, { status, headers });
    } catch (error) {
      const { status, message } = errorBody(error);
      return jsonResponse(request, { error: message }, { status, headers });
    }
  };
}

/** `/api/v2/subscribers.json`: GET and POST subscribe (GET with `subscriber[id]` alone reads one). */
export const subscribersRoute = (contextOf: ContextFactory = defaultContext) => publicRoute(readOrSubscribe, contextOf);

/** `DELETE /api/v2/subscribers/{id}.json` (the route's folder is `[id]`; the `.json` is stripped here). */
export const unsubscribeByIdRoute = (contextOf: ContextFactory = defaultContext) =>
  publicRoute(
    async (ctx, _request, params) =>
      unsubscribeReader(ctx, /^([a-z0-9]{12})(\.json)?$/.exec(params.id ?? '')?.[1] ?? null),
    contextOf,
  );

/** The `statuspage.io` client's unsubscribe: `DELETE /api/v2/incidents.json?subscriber[id]=…`. */
export const unsubscribeByQueryRoute = (contextOf: ContextFactory = defaultContext) =>
  publicRoute(
    async (ctx, request) => unsubscribeReader(ctx, idOf(bracketParams(new URL(request.url).searchParams))),
    contextOf,
  );
