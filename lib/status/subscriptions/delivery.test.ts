import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { claimDue } from '../store/outbox';
import { refreshHealth } from '../health/refresh';
import { T0, callManage, insertBlocks, openTestContext } from '../testing';
import { componentsForm, confirmForm, formRoute, subscribeForm, unsubscribeForm } from '../http/subscribe-forms';
import { withReceivers } from './receivers.testing';
import { SIGNATURE_HEADER, verifySignature } from './secrets';
import { subscriptionView } from './view';
import type { DeliverySettings } from './worker';

const r = withReceivers();
const SECOND = 1_000;
const newWorker = (settings: Partial<DeliverySettings> = {}) => r.worker(settings);

const form = (path: string, fields: Record<string, string>) =>
  new Request(`http://status.test${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
const post = (fn: Parameters<typeof formRoute>[0], path: string, fields: Record<string, string>) =>
  formRoute(fn, async () => r.ctx)(form(path, fields));

const manage = {
  createSubscriber: (body: unknown) => callManage(r.ctx, 'createSubscriber')('POST', { page_id: r.pageId }, body),
  listSubscribers: () =>
    callManage(r.ctx, 'listSubscribers')('GET', { page_id: r.pageId }, undefined, undefined, '?state=all'),
  deleteSubscriber: (id: string) =>
    callManage(r.ctx, 'unsubscribe')('DELETE', { page_id: r.pageId, subscriber_id: id }),
  createIncident: async (name: string) =>
    (
      (await (
        await callManage(r.ctx, 'createIncident')('POST', { page_id: r.pageId }, { incident: { name } })
      ).json()) as { id: string }
    ).id,
  move: (id: string, status: string) =>
    callManage(r.ctx, 'updateIncident')('PATCH', { page_id: r.pageId, incident_id: id }, { incident: { status } }),
};

async function webhookSubscriber(): Promise<{ id: string; secret: string }> {
  const answer = await manage.createSubscriber({ subscriber: { endpoint: r.hook.url } });
  expect(answer.status).toBe(201);
  const body = (await answer.json()) as { id: string; webhook_secret: string };
  return { id: body.id, secret: body.webhook_secret };
}

function linkIn(message: ParsedMail, pattern: RegExp): string {
  const url = message.text?.match(pattern)?.[0];
  if (!url) throw new Error(`no link like ${pattern} in:\n${message.text}`);
  return url;
}
/** A header as sent, unfolded (mailparser turns List-* headers into objects). */
function headerOf(message: ParsedMail, name: string): string {
  const line = message.headerLines.find((h) => h.key === name.toLowerCase())?.line ?? '';
  return line
    .slice(name.length + 1)
    .replace(/\r\n\s+/g, ' ')
    .trim();
}
const tokenOf = (url: string) => new URL(url).searchParams.get('token') as string;

describe('subscribers', () => {
  it('confirm by the e-mailed link, get creation, updates and resolution by e-mail and signed webhook, unsubscribe in one click, then get nothing', async () => {
    const worker = newWorker();
    const subscribed = await post(subscribeForm, '/status/subscribe', { email: 'alice@example.com' });
    expect(subscribed.status).toBe(303);
    expect(subscribed.headers.get('location')).toBe('/status?subscribe=check-email#subscribe');
    const webhook = await webhookSubscriber();

    // Nothing but the confirmation reaches an address that has not confirmed.
    await manage.createIncident('Before confirming');
    await worker.runOnce();
    expect(r.mail.messages.map((m) => m.subject)).toEqual(['Confirm your subscription to Testnet status']);
    const confirmation = r.mail.messages[0]!;
    const manageLink = linkIn(confirmation, /http:\/\/status\.test\/status\/subscription\?token=\S+/);
    const confirmed = await post(confirmForm, '/status/subscription/confirm', { token: tokenOf(manageLink) });
    expect(confirmed.headers.get('location')).toMatch(/done=confirmed$/);

    const id = await manage.createIncident('Blocks are late');
    await worker.runOnce();
    expect((await manage.move(id, 'identified')).status).toBe(200);
    await worker.runOnce();
    expect((await manage.move(id, 'resolved')).status).toBe(200);
    await worker.runOnce();

    const incidentMails = r.mail.messages.slice(1);
    expect(incidentMails.map((m) => m.subject)).toEqual([
      '[Testnet status] Blocks are late: Investigating',
      '[Testnet status] Blocks are late: Identified',
      '[Testnet status] Blocks are late: Resolved',
    ]);
    for (const m of r.mail.messages) {
      expect(m.to && 'text' in m.to ? m.to.text : '').toBe('alice@example.com');
      expect(headerOf(m, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(headerOf(m, 'List-Unsubscribe')).toMatch(
        /^<http:\/\/status\.test\/status\/subscription\/unsubscribe\?token=[\w-]{43}>$/,
      );
    }
    expect(incidentMails[0]!.text).toContain(`Details: http://status.test/status/incidents/${id}`);

    // The webhook got all four incident messages (it needs no confirmation), each signed over its raw body.
    const incidentHooks = r.hook.hits.map((h) => ({ h, body: JSON.parse(h.body) as Record<string, any> }));
    expect(incidentHooks.map(({ body }) => `${body.incident.name}: ${body.incident.status}`)).toEqual([
      'Before confirming: investigating',
      'Blocks are late: investigating',
      'Blocks are late: identified',
      'Blocks are late: resolved',
    ]);
    for (const { h, body } of incidentHooks) {
      expect(verifySignature(webhook.secret, h.body, h.headers[SIGNATURE_HEADER.toLowerCase()] as string)).toBe(true);
      expect(verifySignature('whsec_wrong', h.body, h.headers[SIGNATURE_HEADER.toLowerCase()] as string)).toBe(false);
      expect(Object.keys(body)).toEqual(['meta', 'page', 'incident']);
      expect(Object.keys(body.meta)).toEqual(['unsubscribe', 'documentation', 'generated_at']);
      expect(body.page).toMatchObject({
        id: r.pageId,
        status_indicator: expect.any(String),
        status_description: expect.any(String),
      });
      expect(body.incident.page_id).toBe(r.pageId);
    }

    // One click: the mail client's RFC 8058 POST to the List-Unsubscribe URL.
    const target = new URL(headerOf(incidentMails[2]!, 'List-Unsubscribe').slice(1, -1));
    const oneClick = await post(unsubscribeForm, target.pathname + target.search, {
      'List-Unsubscribe': 'One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await manage.deleteSubscriber(webhook.id)).status).toBe(200);
    expect(await (await manage.listSubscribers()).json()).toEqual([]);

    const [mails, hooks] = [r.mail.messages.length, r.hook.hits.length];
    const later = await manage.createIncident('After leaving');
    await manage.move(later, 'resolved');
    expect(await worker.runOnce()).toBe(0);
    expect([r.mail.messages.length, r.hook.hits.length]).toEqual([mails, hooks]);
  });

  it('a receiver that fails three times gets the message on the fourth try, after 1, 2 and 4 s', async () => {
    const worker = newWorker();
    await webhookSubscriber();
    r.hook.failNext(3);
    await manage.createIncident('Flaky receiver');
    await worker.runOnce();
    for (const waitMs of [1, 2, 4].map((s) => s * SECOND)) {
      r.ctx.advance(waitMs - 1);
      expect(await worker.runOnce()).toBe(0); // not due before its backoff
      r.ctx.advance(1);
      expect(await worker.runOnce()).toBe(1);
    }
    expect(r.hook.hits.map((h) => h.status)).toEqual([503, 503, 503, 200]);
    expect(new Set(r.hook.hits.map((h) => h.headers['x-status-delivery'])).size).toBe(1);
    const [row] = await r.ctx.db.query<{ attempts: number; delivered_at: Date | null; last_error: string | null }>(
      'SELECT attempts, delivered_at, last_error FROM status.outbox',
    );
    expect(row).toEqual({ attempts: 4, delivered_at: new Date(T0 + 7 * SECOND), last_error: null });
  });

  it('delivered messages are purged a week after delivery; one still pending stays', async () => {
    const worker = newWorker({ keepDeliveredMs: 7 * 86_400 * SECOND, purgeEveryMs: 3_600 * SECOND });
    await webhookSubscriber();
    await manage.createIncident('Delivered long ago');
    await worker.runOnce();
    r.hook.failNext(1);
    await manage.createIncident('Still trying');
    await worker.runOnce();
    const count = async () => (await r.ctx.db.query('SELECT id FROM status.outbox')).length;
    expect(await count()).toBe(2);
    r.ctx.advance(7 * 86_400 * SECOND - 1);
    await worker.runOnce(); // the pending one is sent now, a week after the first
    expect(await count()).toBe(2);
    r.ctx.advance(3_600 * SECOND);
    await worker.runOnce();
    const left = await r.ctx.db.query<{ delivered_at: Date }>('SELECT delivered_at FROM status.outbox');
    expect(left).toEqual([{ delivered_at: new Date(T0 + 7 * 86_400 * SECOND - 1) }]);
  });

  it('a message written before a crash is sent by a fresh worker; one claimed by a worker that died is sent when its lease ends', async () => {
    await webhookSubscriber();
    await manage.createIncident('Written, never sent'); // the process dies here: the outbox row is committed
    expect(await newWorker().runOnce()).toBe(1); // a fresh instance after the restart
    expect(r.hook.hits).toHaveLength(1);

    await manage.createIncident('Claimed, then kill -9');
    const lease = 120 * SECOND;
    const dead = await claimDue(r.ctx.db, 'dead-worker', new Date(T0), new Date(T0 + lease), 10);
    expect(dead).toHaveLength(1);
    const fresh = newWorker({ leaseMs: lease });
    expect(await fresh.runOnce()).toBe(0);
    r.ctx.advance(lease);
    expect(await fresh.runOnce()).toBe(1);
    expect(r.hook.hits.map((h) => (JSON.parse(h.body) as { incident: { name: string } }).incident.name)).toEqual([
      'Written, never sent',
      'Claimed, then kill -9',
    ]);
  });

  it('two workers on one status database deliver each message exactly once', async () => {
    await webhookSubscriber();
    for (let i = 0; i < 12; i++) await manage.createIncident(`Incident ${i}`);
    const [a, b] = [newWorker({ batchSize: 3 }), newWorker({ batchSize: 3 })];
    const counts = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(12);
    const ids = r.hook.hits.map((h) => h.headers['x-status-delivery']);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });
});

describe('what each subscriber gets', () => {
  it('component subscribers get only what touches their components; webhooks get component updates in Statuspage shape', async () => {
    const component = async (name: string) =>
      (
        (await (
          await callManage(r.ctx, 'createComponent')('POST', { page_id: r.pageId }, { component: { name } })
        ).json()) as { id: string }
      ).id;
    const [api, web] = [await component('API'), await component('Web')];
    const created = await manage.createSubscriber({ subscriber: { endpoint: r.hook.url, component_ids: [api] } });
    expect(((await created.json()) as { components: string[] }).components).toEqual([api]);

    await callManage(r.ctx, 'createIncident')(
      'POST',
      { page_id: r.pageId },
      { incident: { name: 'Web only', components: { [web]: 'major_outage' } } },
    );
    await callManage(r.ctx, 'updateComponent')(
      'PATCH',
      { page_id: r.pageId, component_id: api },
      { component: { status: 'degraded_performance' } },
    );
    await newWorker().runOnce();

    const bodies = r.hook.hits.map((h) => JSON.parse(h.body) as Record<string, any>);
    expect(bodies).toHaveLength(1);
    expect(Object.keys(bodies[0]!)).toEqual(['meta', 'page', 'component_update', 'component']);
    expect(bodies[0]!.component_update).toMatchObject({
      old_status: 'operational',
      new_status: 'degraded_performance',
      component_type: 'Component',
      component_id: api,
    });
    expect(bodies[0]!.component).toMatchObject({ id: api, name: 'API', status: 'degraded_performance' });
  });

  it('webhooks hear when the ledger shows a component breaking (a health refresh, no author involved)', async () => {
    await insertBlocks(r.ctx.db, T0 - 60 * SECOND, T0);
    await refreshHealth(r.ctx, true); // beforeEach's refresh saw no blocks at all
    await webhookSubscriber();
    r.ctx.advance(90 * SECOND); // no new block for over a minute: partial outage
    await refreshHealth(r.ctx, true);
    await newWorker().runOnce();
    const updates = r.hook.hits.map((h) => (JSON.parse(h.body) as Record<string, any>).component_update);
    expect(updates).toEqual([expect.objectContaining({ old_status: 'operational', new_status: 'partial_outage' })]);
  });

  it('refuses bad subscribers with the field named', async () => {
    const refused = async (subscriber: unknown) => {
      const answer = await manage.createSubscriber({ subscriber });
      return [answer.status, ((await answer.json()) as { error: string }).error];
    };
    expect(await refused({ endpoint: 'http://example.com/hook' })).toEqual([
      400,
      expect.stringMatching(/^subscriber\.endpoint: must be an https:\/\/ URL/),
    ]);
    expect(await refused({ email: 'not-an-address' })).toEqual([
      400,
      expect.stringMatching(/^subscriber\.email: must be an e-mail address/),
    ]);
    expect(await refused({})).toEqual([
      400,
      expect.stringMatching(/^subscriber\.email: give email \(an e-mail subscriber\) or endpoint/),
    ]);
    expect(await refused({ email: 'a@example.com', component_ids: ['zzzzzzzzzzzz'] })).toEqual([
      422,
      'subscriber.component_ids: unknown component zzzzzzzzzzzz',
    ]);
    const bad = await post(subscribeForm, '/status/subscribe', { email: 'nope' });
    expect(bad.headers.get('location')).toBe('/status?subscribe=invalid-email#subscribe');
  });

  it('a second subscription of one address creates nothing and sends a fresh link', async () => {
    await post(subscribeForm, '/status/subscribe', { email: 'bob@example.com' });
    await post(subscribeForm, '/status/subscribe', { email: 'Bob@Example.com' });
    await newWorker().runOnce();
    expect(r.mail.messages).toHaveLength(2);
    expect(await (await manage.listSubscribers()).json()).toHaveLength(1);
  });
});

describe('the subscribe form under a flood', () => {
  it('takes RATE_LIMIT_SUBSCRIBE_PER_HOUR requests per client and per address, and sends nothing for the rest', async () => {
    const limited = await openTestContext({ SMTP_URL: r.mail.url, RATE_LIMIT_SUBSCRIBE_PER_HOUR: '2' });
    try {
      const from = (client: string, email: string) =>
        formRoute(
          subscribeForm,
          async () => limited,
        )(
          new Request('http://status.test/status/subscribe', {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': client },
            body: new URLSearchParams({ email }),
          }),
        );
      const outcome = async (answer: Promise<Response>) =>
        new URL((await answer).headers.get('location')!, 'http://x').searchParams.get('subscribe');
      expect(await outcome(from('198.51.100.7', 'one@example.com'))).toBe('check-email');
      expect(await outcome(from('198.51.100.7', 'two@example.com'))).toBe('check-email');
      expect(await outcome(from('198.51.100.7', 'three@example.com'))).toBe('too-many');
      // Another client may still subscribe, but not flood an address the first one already used twice.
      expect(await outcome(from('203.0.113.9', 'four@example.com'))).toBe('check-email');
      expect(await outcome(from('203.0.113.9', 'Four@Example.com'))).toBe('check-email');
      expect(await outcome(from('192.0.2.1', 'four@example.com'))).toBe('too-many');
      const emails = (
        await limited.db.query<{ email: string }>('SELECT email FROM status.subscriber ORDER BY email')
      ).map((r) => r.email);
      expect(emails).toEqual(['four@example.com', 'one@example.com', 'two@example.com']);
    } finally {
      await limited.close();
    }
  });
});

describe("the subscriber's page", () => {
  it('opens from the e-mailed link, saves a choice of components, and unsubscribes by its button', async () => {
    const api = (
      (await (
        await callManage(r.ctx, 'createComponent')('POST', { page_id: r.pageId }, { component: { name: 'API' } })
      ).json()) as { id: string }
    ).id;
    await post(subscribeForm, '/status/subscribe', { email: 'carol@example.com' });
    await newWorker().runOnce();
    const token = tokenOf(linkIn(r.mail.messages[0]!, /http:\/\/status\.test\/status\/subscription\?token=\S+/));

    expect(await subscriptionView(r.ctx, token)).toMatchObject({
      address: 'carol@example.com',
      confirmed: false,
      componentIds: [],
    });
    await post(confirmForm, '/status/subscription/confirm', { token });
    const saved = await post(componentsForm, '/status/subscription/components', { token, component_ids: api });
    expect(saved.headers.get('location')).toBe(`/status/subscription?token=${encodeURIComponent(token)}&done=saved`);
    const view = await subscriptionView(r.ctx, token);
    expect(view).toMatchObject({ confirmed: true, componentIds: [api] });
    expect(view?.choices.map((c) => c.name)).toContain('API');

    const left = await post(unsubscribeForm, '/status/subscription/unsubscribe', { token });
    expect(left.headers.get('location')).toBe('/status?subscribe=unsubscribed#subscribe');
    expect(await subscriptionView(r.ctx, token)).toBeNull();
    expect(await subscriptionView(r.ctx, 'not-a-token')).toBeNull();
  });
});
