import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { confirmForm, formRoute } from '../http/subscribe-forms';
import { summary } from '../read/v2';
import { closeTestDb, fresh, openTestContext, type TestContext } from '../testing';
import { smtpMailer } from './channels';
import { startSmtpSink, startWebhookSink, type MailSink, type WebhookSink } from './sinks.testing';
import { DeliveryWorker, type DeliverySettings } from './worker';

export type { MailSink, WebhookHit, WebhookSink } from './sinks.testing';

/**
 * The one set-up of the tests that follow a message from a write to its receiver: per test, an SMTP sink, a
 * webhook sink, a fresh test context mailing through the sink, our page's id, and delivery workers stopped after
 * the test. Call `withReceivers()` at the top of a test file; it registers the hooks and answers the harness,
 * whose fields are set before each test.
 */
export class Receivers {
  ctx!: TestContext;
  mail!: MailSink;
  hook!: WebhookSink;
  pageId!: string;
  private readonly workers: DeliveryWorker[] = [];

  /** A delivery worker on this test's store and mail sink; retries paced from one second unless told otherwise. */
  worker(settings: Partial<DeliverySettings> = {}): DeliveryWorker {
    const worker = new DeliveryWorker({
      db: this.ctx.db,
      baseUrl: this.ctx.baseUrl,
      pageName: 'Testnet',
      mailer: smtpMailer(this.mail.url, this.ctx.config.SMTP_FROM),
      clock: this.ctx.clock,
      settings: { baseDelayMs: 1_000, ...settings },
    });
    this.workers.push(worker);
    return worker;
  }

  /** Follows the confirmation link of the `index`th message sent, as the reader's browser posts it. */
  async confirmFromMail(index: number): Promise<void> {
    const link = this.mail.messages[index]?.text?.match(/http:\/\/status\.test\/status\/subscription\?token=\S+/)?.[0];
    expect(link, `a confirmation link in message ${index}`).toBeDefined();
    const request = new Request('http://status.test/status/subscription/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: new URL(link!).searchParams.get('token')! }),
    });
    expect((await formRoute(confirmForm, async () => this.ctx)(request)).headers.get('location')).toMatch(
      /done=confirmed$/,
    );
  }

  async open(env: Record<string, string>): Promise<void> {
    [this.mail, this.hook] = await Promise.all([startSmtpSink(), startWebhookSink()]);
    this.ctx = await openTestContext({ SMTP_URL: this.mail.url, SMTP_FROM: 'Status <status@status.test>', ...env });
    this.pageId = (await fresh(this.ctx, summary)).page.id;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.splice(0).map((w) => w.stop()));
    await Promise.all([this.mail.close(), this.hook.close(), this.ctx.close()]);
  }
}

export function withReceivers(env: Record<string, string> = {}): Receivers {
  const receivers = new Receivers();
  beforeEach(() => receivers.open(env));
  afterEach(() => receivers.close());
  afterAll(closeTestDb);
  return receivers;
}
