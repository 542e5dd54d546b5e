import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { summary } from '../read/v2';
import { smtpMailer } from '../subscriptions/channels';
import { startSmtpSink, type MailSink } from '../subscriptions/receivers.testing';
import { DeliveryWorker } from '../subscriptions/worker';
import { callManage, closeTestDb, fresh, openTestContext, type TestContext } from '../testing';
import { subscribersRoute, unsubscribeByIdRoute } from './public-subscribers';
import { confirmForm, formRoute } from './subscribe-forms';

/**
 * A reader subscribes through the public v2 API as Statuspage's clients do (the `statuspage.io` client sends its
 * fields as `subscriber[...]` query parameters), confirms from the e-mail, hears of the next incident, and leaves.
 */
let ctx: TestContext;
let mail: MailSink;
let worker: DeliveryWorker;
let pageId: string;

beforeEach(async () => {
  mail = await startSmtpSink();
  ctx = await openTestContext({ SMTP_URL: mail.url, SMTP_FROM: 'Status <status@status.test>' });
  pageId = (await fresh(ctx, summary)).page.id;
  worker = new DeliveryWorker({
    db: ctx.db,
    baseUrl: ctx.baseUrl,
    pageName: 'Testnet',
    mailer: smtpMailer(mail.url, ctx.config.SMTP_FROM),
    clock: ctx.clock,
    settings: { baseDelayMs: 1_000 },
  });
});
afterEach(async () => {
  await worker.stop();
  await Promise.all([mail.close(), ctx.close()]);
});
afterAll(closeTestDb);

const subscribers = (request: Request) => subscribersRoute(async () => ctx)(request);
const linkIn = (message: ParsedMail) => message.text?.match(/http:\/\/status\.test\/status\/subscription\?token=\S+/)?.[0];

describe('the public v2 subscribe endpoint', () => {
  it('subscribes by the client’s query parameters, confirms by e-mail first, then tells the reader of an incident, and unsubscribes by id', async () => {
    const params = new URLSearchParams({ 'subscriber[email]': 'reader@example.com' });
    const subscribed = await subscribers(new Request(`http://status.test/api/v2/subscribers.json?${params}`, { method: 'POST' }));
    expect(subscribed.status).toBe(201);
    const body = (await subscribed.json()) as { subscriber: { id: string } };
    expect(JSON.stringify(body)).not.toContain('reader@example.com');

    // Before confirming, only the confirmation is sent.
    await callManage(ctx, 'createIncident')('POST', { page_id: pageId }, { incident: { name: 'Before confirming' } });
    await worker.runOnce();
    expect(mail.messages.map((m) => m.subject)).toEqual(['Confirm your subscription to Testnet status']);

    const link = linkIn(mail.messages[0]!);
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    const confirm = new Request('http://status.test/status/subscription/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    expect((await formRoute(confirmForm, async () => ctx)(confirm)).headers.get('location')).toMatch(/done=confirmed$/);

    await callManage(ctx, 'createIncident')('POST', { page_id: pageId }, { incident: { name: 'Blocks are late' } });
    await worker.runOnce();
    expect(mail.messages.slice(1).map((m) => m.subject)).toEqual(['[Testnet status] Blocks are late: Investigating']);

    const id = body.subscriber.id;
    const read = await subscribers(new Request(`http://status.test/api/v2/subscribers.json?subscriber%5Bid%5D=${id}`));
    expect(read.status).toBe(200);
    const left = await unsubscribeByIdRoute(async () => ctx)(new Request(`http://status.test/api/v2/subscribers/${id}.json`, { method: 'DELETE' }), {
      params: Promise.resolve({ id }),
    });
    expect(left.status).toBe(200);
    await callManage(ctx, 'createIncident')('POST', { page_id: pageId }, { incident: { name: 'After leaving' } });
    await worker.runOnce();
    expect(mail.messages).toHaveLength(2);
  }, 60_000);
});
