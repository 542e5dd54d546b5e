import type { AxiosInstance } from 'axios';
import type { ParsedMail } from 'mailparser';
import { Statuspage } from 'statuspage.io';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PublicSubscriptionSchema } from '../../schemas/status';
import * as v2 from '../read/v2';
import { ADMIN_TOKEN, callManage, closeTestDb, fresh, openTestContext, type TestContext } from '../testing';
import { smtpMailer } from '../subscriptions/channels';
import { confirmForm, formRoute } from '../subscriptions/forms';
import { startSmtpSink, type MailSink } from '../subscriptions/receivers.testing';
import { DeliveryWorker } from '../subscriptions/worker';
import { subscribersRoute, unsubscribeByIdRoute, unsubscribeByQueryRoute } from './public-subscribers';
import { v2Route } from './routes';

/**
 * The `statuspage.io` npm client 3.3.8 against our public API: each of its calls, over HTTP, as it sends them
 * (axios, `subscriber[...]` query parameters, its GET to subscribe and its DELETE on incidents.json to leave).
 * Over a socket to a server in this process, a write's PGlite transaction did not finish, so axios's adapter calls
 * the routes directly.
 */

let ctx: TestContext;
let mail: MailSink;
let client: Statuspage;
let pageId: string;
let worker: DeliveryWorker;

type Handler = (request: Request, args: { params: Promise<Record<string, string>> }) => Promise<Response>;

beforeEach(async () => {
  mail = await startSmtpSink();
  ctx = await openTestContext({ SMTP_URL: mail.url });
  pageId = (await fresh(ctx, v2.summary)).page.id;
  worker = new DeliveryWorker({ db: ctx.db, baseUrl: ctx.baseUrl, pageName: 'Testnet', mailer: smtpMailer(mail.url, ctx.config.SMTP_FROM), clock: ctx.clock });
  const of = async () => ctx;
  // The app's /api/v2 routes, as app/api/v2/**/route.ts wires them.
  const routes: Record<string, Partial<Record<string, Handler>>> = {
    '/api/v2/summary.json': { GET: v2Route(v2.summary, of) },
    '/api/v2/status.json': { GET: v2Route(v2.status, of) },
    '/api/v2/components.json': { GET: v2Route(v2.components, of) },
    '/api/v2/incidents.json': { GET: v2Route(v2.incidents, of), DELETE: unsubscribeByQueryRoute(of) },
    '/api/v2/incidents/unresolved.json': { GET: v2Route(v2.unresolvedIncidents, of) },
    '/api/v2/scheduled-maintenances.json': { GET: v2Route(v2.scheduledMaintenances, of) },
    '/api/v2/scheduled-maintenances/upcoming.json': { GET: v2Route(v2.upcomingMaintenances, of) },
    '/api/v2/subscribers.json': { GET: subscribersRoute(of), POST: subscribersRoute(of) },
  };
  // The client's axios instance answers from the app's route functions in process: the requests are the client's
  // own (method, path, `subscriber[...]` parameters as axios writes them), with no socket in between.
  client = new Statuspage('ourpage');
  const api = (client as unknown as { apiClient: AxiosInstance }).apiClient;
  api.defaults.adapter = async (config) => {
    const url = new URL(api.getUri(config), 'http://status.test');
    const method = (config.method ?? 'get').toUpperCase();
    const unsubscribe = /^\/api\/v2\/subscribers\/([^/]+)$/.exec(url.pathname);
    const handler: Handler | undefined = unsubscribe && method === 'DELETE' ? unsubscribeByIdRoute(of) : routes[url.pathname]?.[method];
    if (!handler) throw new Error(`the app has no ${method} ${url.pathname}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(config.headers ?? {})) if (typeof value === 'string') headers.set(name, value);
    const response = await handler(new Request(`http://status.test${url.pathname}${url.search}`, { method, headers, body: config.data }), {
      params: Promise.resolve({ id: unsubscribe?.[1] ?? '' }),
    });
    const answer = { data: (await response.json()) as unknown, status: response.status, statusText: '', headers: Object.fromEntries(response.headers), config };
    if (response.status >= 400) throw Object.assign(new Error(`HTTP ${response.status}`), { response: answer });
    return answer;
  };
});
afterEach(async () => {
  await worker.stop();
  await Promise.all([mail.close(), ctx.close()]);
});
afterAll(closeTestDb);

const tokenIn = (message: ParsedMail) => {
  const link = message.text?.match(/http:\/\/status\.test\/status\/subscription\?token=(\S+)/)?.[1];
  if (!link) throw new Error(`no manage link in ${message.text}`);
  return decodeURIComponent(link);
};

describe('the statuspage.io client', () => {
  it('reads every public document', async () => {
    expect((await client.api.getSummary()).page.id).toBe(pageId);
    // The test ledger has no blocks, so the computed network component is down: the rollup says so.
    expect((await client.api.getStatus()).status.indicator).toBe((await v2.status(ctx)).status.indicator);
    expect((await client.api.getComponents()).components.map((c) => c.id)).toEqual((await v2.components(ctx)).components.map((c) => c.id));
    expect((await client.api.incidents.getAll()).incidents).toEqual((await v2.incidents(ctx)).incidents);
    expect((await client.api.incidents.getUnresolved()).incidents).toEqual((await v2.unresolvedIncidents(ctx)).incidents);
    const maintenances = await v2.scheduledMaintenances(ctx);
    expect((await client.api.scheduledMaintenances.getAll()).scheduled_maintenances).toEqual(maintenances.scheduled_maintenances);
    // The client's getActive asks for upcoming.json too (its ACTIVE_JSON constant).
    expect((await client.api.scheduledMaintenances.getUpcoming()).scheduled_maintenances).toEqual([]);
    expect((await client.api.scheduledMaintenances.getActive()).scheduled_maintenances).toEqual([]);
  });

  it('subscribes a reader, who gets the confirmation e-mail first and the incident once confirmed', async () => {
    const answer = PublicSubscriptionSchema.parse(await client.api.subscribers.createPageSubscription({ email: 'reader@example.com' }));
    expect(answer.subscriber).toMatchObject({ mode: 'email', confirmed: false, components: [] });
    expect(JSON.stringify(answer)).not.toContain('reader@example.com');

    const create = (name: string) => callManage(ctx, 'createIncident')('POST', { page_id: pageId }, { incident: { name, body: `${name} body` } }, ADMIN_TOKEN);
    await create('Before confirming');
    await worker.runOnce();
    expect(mail.messages.map((m) => m.subject)).toEqual(['Confirm your subscription to Testnet status']);

    const confirm = new Request('http://status.test/status/subscription/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokenIn(mail.messages[0]!) }),
    });
    expect((await formRoute(confirmForm, async () => ctx)(confirm)).headers.get('location')).toMatch(/done=confirmed$/);
    await create('After confirming');
    await worker.runOnce();
    expect(mail.messages.map((m) => m.subject)).toEqual([
      'Confirm your subscription to Testnet status',
      '[Testnet status] After confirming: Investigating',
    ]);

    const read = PublicSubscriptionSchema.parse(await client.api.subscribers.getSubscription(answer.subscriber.id));
    expect(read.subscriber).toMatchObject({ id: answer.subscriber.id, confirmed: true });
    await client.api.subscribers.removeSubscription(answer.subscriber.id);
    await expect(client.api.subscribers.getSubscription(answer.subscriber.id)).rejects.toMatchObject({ response: { status: 404 } });
  });

  it('subscribes to one component, and a webhook that its e-mail address confirms', async () => {
    const component = (await client.api.getComponents()).components[0]!.id;
    const one = PublicSubscriptionSchema.parse(await client.api.subscribers.createComponentSubscription({ email: 'a@example.com', component_id: component } as never));
    expect(one.subscriber.components).toEqual([component]);
    const hook = PublicSubscriptionSchema.parse(
      await client.api.subscribers.createPageSubscription({ email: 'owner@example.com', endpoint: 'https://hooks.example.com/status' }),
    );
    expect(hook.subscriber).toMatchObject({ mode: 'webhook', confirmed: false });
    await worker.runOnce();
    const toOwner = mail.messages.find((m) => JSON.stringify(m.to).includes('owner@example.com'))!;
    expect(toOwner.text).toContain('at the webhook https://hooks.example.com/status');
  });

  it('refuses what it cannot do with the field named: SMS, one incident, an address twice', async () => {
    const refusal = (call: Promise<unknown>) => call.then(() => null, (e: { response: { status: number; data: { error: string } } }) => e.response);
    expect(await refusal(client.api.subscribers.createPageSubscription({ phone_number: '5555550100' } as never))).toMatchObject({ status: 400 });
    expect(await refusal(client.api.subscribers.createIncidentSubscription({ email: 'b@example.com', incident_id: 'abcdefghijkl' } as never))).toMatchObject({
      status: 422,
      data: { error: expect.stringMatching(/^subscriber\.incident_id:/) },
    });
    await client.api.subscribers.createPageSubscription({ email: 'c@example.com' });
    expect(await refusal(client.api.subscribers.createPageSubscription({ email: 'C@example.com' }))).toMatchObject({ status: 422 });
  });

  it('takes Statuspage’s POST with form fields, and DELETE /subscribers/{id}.json', async () => {
    const posted = await subscribersRoute(async () => ctx)(
      new Request('http://status.test/api/v2/subscribers.json', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'subscriber%5Bemail%5D=d%40example.com&subscriber%5Bcomponent_ids%5D%5B%5D=' + (await v2.components(ctx)).components[0]!.id,
      }),
    );
    expect(posted.status).toBe(201);
    const { subscriber } = PublicSubscriptionSchema.parse(await posted.json());
    expect(subscriber.components).toHaveLength(1);
    const remove = () =>
      unsubscribeByIdRoute(async () => ctx)(new Request(`http://status.test/api/v2/subscribers/${subscriber.id}.json`, { method: 'DELETE' }), {
        params: Promise.resolve({ id: `${subscriber.id}.json` }),
      });
    expect((await remove()).status).toBe(200);
    expect((await remove()).status).toBe(404);
  });
});
