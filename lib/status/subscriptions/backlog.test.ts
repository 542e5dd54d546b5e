import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_MAIL_SERVER } from '../authoring/subscribers';
import { summary } from '../read/v2';
import { enqueue } from '../store/outbox';
import { callManage, closeTestDb, fresh, openTestContext, type TestContext } from '../testing';
import { smtpMailer } from './channels';
import { startSmtpSink, type MailSink } from './sinks.testing';
import { subscribe } from './subscribers';
import { DeliveryWorker, type DeliverySettings } from './worker';

// A backlog must not take the server with it (issue 26): what the worker does with thousands of messages it cannot
// send, with no mail server, with a dead webhook, and when it is told to stop.

let ctx: TestContext;
let mail: MailSink;
let pageId: string;
const workers: DeliveryWorker[] = [];

beforeEach(async () => {
  mail = await startSmtpSink();
  ctx = await openTestContext();
  pageId = (await fresh(ctx, summary)).page.id;
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await Promise.all([mail.close(), ctx.close()]);
});
afterAll(closeTestDb);

const SECOND = 1_000;
const PAYLOAD = {
  incident: {
    name: 'Late blocks',
    status: 'investigating',
    shortlink: 'http://status.test/status',
    incident_updates: [{ status: 'investigating', body: 'Looking.' }],
    components: [],
  },
};

/** A receiver per endpoint: `dead` ones refuse, the others take the message at once (no network, no waiting). */
function receivers(dead: Set<string>) {
  const hits: string[] = [];
  const fetch = (async (url: string | URL | Request) => {
    hits.push(String(url));
    if (dead.has(String(url))) throw new Error('connect ECONNREFUSED');
    return new Response(null, { status: 200 });
  }) as typeof globalThis.fetch;
  return { hits, fetch };
}

function newWorker(options: { mailer?: boolean; fetch?: typeof fetch; settings?: Partial<DeliverySettings> } = {}) {
  const worker = new DeliveryWorker({
    db: ctx.db,
    baseUrl: ctx.baseUrl,
    pageName: 'Testnet',
    mailer: options.mailer ? smtpMailer(mail.url, 'Status <status@status.test>') : null,
    clock: ctx.clock,
    fetch: options.fetch,
    settings: { baseDelayMs: SECOND, maxDelayMs: 8 * SECOND, giveUpAfterMs: 60 * SECOND, ...options.settings },
  });
  workers.push(worker);
  return worker;
}

/** `count` messages for each new subscriber, queued as an incident would queue them. */
async function queue(subscribers: { email?: string; endpoint?: string }[], count: number): Promise<string[]> {
  const at = new Date(ctx.clock.nowMs());
  return ctx.db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const s of subscribers) ids.push((await subscribe(tx, { ...s, skipConfirmation: true }, at)).row.id);
    for (let i = 0; i < count; i++) await enqueue(tx, ids, 'incident', PAYLOAD, at);
    return ids;
  });
}

const outbox = () =>
  ctx.db.query<{ subscriber_id: string; attempts: number; delivered: boolean; gave_up: boolean }>(
    'SELECT subscriber_id, attempts, delivered_at IS NOT NULL AS delivered, gave_up_at IS NOT NULL AS gave_up FROM status.outbox ORDER BY id',
  );

describe('without a mail server', () => {
  it('the Manage API refuses e-mail subscribers with a 422 that says why, and still takes webhooks (with a contact address)', async () => {
    const create = (subscriber: unknown) =>
      callManage(ctx, 'createSubscriber')('POST', { page_id: pageId }, { subscriber });
    const refused = await create({ email: 'alice@example.com', skip_confirmation_notification: true });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: NO_MAIL_SERVER });
    const webhook = await create({ endpoint: 'https://hooks.example.com/status', email: 'owner@example.com' });
    expect(webhook.status).toBe(201);
    expect(await webhook.json()).toMatchObject({
      mode: 'webhook',
      endpoint: 'https://hooks.example.com/status',
      email: 'owner@example.com',
      quarantined_at: null,
    });
  });

  it('e-mails already queued are kept untried (no attempt, no failure) and go out once a mail server is configured', async () => {
    await queue(
      Array.from({ length: 50 }, (_, i) => ({ email: `reader${i}@example.com` })),
      10,
    );
    const idle = newWorker();
    expect(await idle.runOnce()).toBe(0);
    ctx.advance(3_600 * SECOND);
    expect(await idle.runOnce()).toBe(0);
    const rows = await outbox();
    expect(rows).toHaveLength(500);
    expect(rows.every((r) => r.attempts === 0 && !r.delivered && !r.gave_up)).toBe(true);

    const withMail = newWorker({ mailer: true, settings: { maxPerTick: 1_000 } });
    expect(await withMail.runOnce()).toBe(500);
    expect(mail.messages).toHaveLength(500);
  });
});

describe('a large backlog', () => {
  it('is worked in bounded ticks that let the thread serve others after every message', async () => {
    const { fetch } = receivers(new Set());
    await queue([{ endpoint: 'https://a.example.com/hook' }, { endpoint: 'https://b.example.com/hook' }], 150);
    const worker = newWorker({ fetch, settings: { maxPerTick: 200 } });
    let turns = 0;
    let counting = true;
    const count = () => {
      turns++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    expect(await worker.runOnce()).toBe(200);
    counting = false;
    // Each message gives the event loop a turn: requests that arrive meanwhile are not held for the whole tick.
    expect(turns).toBeGreaterThanOrEqual(100);
    expect(await worker.runOnce()).toBe(100);
    expect((await outbox()).every((r) => r.delivered)).toBe(true);
  });

  it('a dead webhook costs one attempt per backoff step, with a growing, capped delay, then is quarantined and its contact told', async () => {
    const dead = 'https://dead.example.com/hook';
    const { hits, fetch } = receivers(new Set([dead]));
    const [deadId] = await queue([{ endpoint: dead, email: 'owner@example.com' }], 40);
    await queue([{ endpoint: 'https://alive.example.com/hook' }], 40);
    const worker = newWorker({ mailer: true, fetch });

    expect(await worker.runOnce()).toBe(41); // the live one's 40, and one try of the dead one's
    const deadTries = () => hits.filter((h) => h === dead).length;
    expect(deadTries()).toBe(1);
    // Retries after 1, 2, 4, 8, 8, 8 … s (capped), one attempt each, never one per message.
    const waits: number[] = [];
    let waited = 0;
    for (let tries = 1; tries < 12 && !(await quarantined(deadId!));) {
      ctx.advance(250);
      waited += 250;
      await worker.runOnce();
      if (deadTries() > tries) {
        waits.push(waited);
        waited = 0;
        tries = deadTries();
      }
    }
    expect(waits.slice(0, 6)).toEqual([1, 2, 4, 8, 8, 8].map((s) => s * SECOND));
    expect(await quarantined(deadId!)).toBe(true);
    // Failing since T0, quarantined at the first failure a minute or more later (giveUpAfterMs).
    expect(deadTries()).toBeLessThan(15);
    const rows = (await outbox()).filter((r) => r.subscriber_id === deadId);
    expect(rows.every((r) => r.gave_up && !r.delivered)).toBe(true);
    expect(mail.messages.map((m) => [m.to && 'text' in m.to ? m.to.text : '', m.subject])).toEqual([
      ['owner@example.com', '[Testnet status] Your webhook stopped receiving notifications'],
    ]);
    expect(mail.messages[0]!.text).toContain(dead);
    // Nothing more is tried, and the Manage API lists it among the quarantined (the default lists active ones).
    const triesAtQuarantine = deadTries();
    ctx.advance(3_600 * SECOND);
    await worker.runOnce();
    expect(deadTries()).toBe(triesAtQuarantine);
    const listed = (await (
      await callManage(ctx, 'listSubscribers')('GET', { page_id: pageId }, undefined, undefined, '?state=quarantined')
    ).json()) as { id: string; quarantined_at: string | null }[];
    expect(listed.find((s) => s.id === deadId)?.quarantined_at).toMatch(/^\d{4}-/);
  });

  it('a receiver that comes back is sent everything it missed, and its failure count starts over', async () => {
    const flaky = 'https://flaky.example.com/hook';
    const down = new Set([flaky]);
    const { hits, fetch } = receivers(down);
    const [id] = await queue([{ endpoint: flaky }], 5);
    const worker = newWorker({ fetch });
    expect(await worker.runOnce()).toBe(1);
    ctx.advance(SECOND);
    expect(await worker.runOnce()).toBe(1);
    down.clear();
    ctx.advance(2 * SECOND);
    expect(await worker.runOnce()).toBe(5);
    expect(hits).toHaveLength(7);
    const [row] = await ctx.db.query<{ failures: number; failing_since: Date | null }>(
      'SELECT failures, failing_since FROM status.subscriber WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ failures: 0, failing_since: null });
  });

  it('stop() during a drain ends it after the message in flight', async () => {
    let release: () => void = () => undefined;
    const slow = (async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return new Response(null, { status: 200 });
    }) as unknown as typeof fetch;
    await queue([{ endpoint: 'https://slow.example.com/hook' }], 50);
    const worker = newWorker({ fetch: slow });
    const pass = worker.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = worker.stop();
    release();
    await stopped;
    expect(await pass).toBe(1);
    expect((await outbox()).filter((r) => r.delivered)).toHaveLength(1);
  });
});

async function quarantined(id: string): Promise<boolean> {
  const [row] = await ctx.db.query<{ q: boolean }>(
    'SELECT quarantined_at IS NOT NULL AS q FROM status.subscriber WHERE id = $1',
    [id],
  );
  return row?.q ?? false;
}
