import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { systemClock, type Clock } from '../../core/clock';
import type { Db } from '../../db';
import { claimDue, markDelivered, markFailed, purgeDelivered, type OutboxRow } from '../store/outbox';
import { findSubscriber, storeToken, type SubscriberRow } from '../store/subscribers';
import { postWebhook, type Mailer } from './channels';
import { emailFor, webhookBody, type RecipientLinks } from './messages';
import { hashLinkToken, newLinkToken } from './secrets';

/**
 * Delivers the outbox. At least once, and once in practice: a message is claimed with a lease (claimDue) before it
 * is sent and marked delivered after, so a crash before the send leaves it due, a crash during it makes it due
 * again when the lease runs out, and two workers never hold one message at the same time.
 */

export interface DeliverySettings {
  /** How long a claim holds a message: above the slowest send (SMTP, a 10 s webhook timeout). */
  leaseMs: number;
  batchSize: number;
  /** First retry after this; each next one waits twice as long, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Attempts before a message is given up (kept with its last error). */
  maxAttempts: number;
  pollMs: number;
  /** Delivered messages are kept this long (to see what was sent), then purged; at most once per purgeEveryMs. */
  keepDeliveredMs: number;
  purgeEveryMs: number;
}

export const DELIVERY_SETTINGS: DeliverySettings = {
  leaseMs: 120_000,
  batchSize: 20,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  // 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: about 9 hours of trying.
  maxAttempts: 14,
  pollMs: 2_000,
  keepDeliveredMs: 7 * 86_400_000,
  purgeEveryMs: 3_600_000,
};

/** The wait after the `attempts`-th failed attempt. */
export function retryDelayMs(attempts: number, s: Pick<DeliverySettings, 'baseDelayMs' | 'maxDelayMs'>): number {
  return Math.min(s.maxDelayMs, s.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

export interface WorkerDeps {
  db: Db;
  /** Base of the links in messages (PUBLIC_URL). */
  baseUrl: string;
  pageName: string;
  /** Null when SMTP_URL is unset: e-mails wait (and retry) until it is configured. */
  mailer: Mailer | null;
  clock?: Clock;
  fetch?: typeof fetch;
  settings?: Partial<DeliverySettings>;
}

export class DeliveryWorker {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly settings: DeliverySettings;
  private readonly clock: Clock;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<number> | undefined;
  private stopped = true;
  private purgedAtMs: number | undefined;

  constructor(private readonly deps: WorkerDeps) {
    this.settings = { ...DELIVERY_SETTINGS, ...deps.settings };
    this.clock = deps.clock ?? systemClock;
  }

  /** Sends what is due now; answers how many messages were attempted. One pass at a time per worker. */
  runOnce(): Promise<number> {
    this.running ??= this.drain().finally(() => (this.running = undefined));
    return this.running;
  }

  private async drain(): Promise<number> {
    await this.purge();
    let attempted = 0;
    for (;;) {
      const now = new Date(this.clock.nowMs());
      const claimed = await claimDue(this.deps.db, this.id, now, new Date(now.getTime() + this.settings.leaseMs), this.settings.batchSize);
      await Promise.all(claimed.map((row) => this.deliver(row)));
      attempted += claimed.length;
      if (claimed.length < this.settings.batchSize) return attempted;
    }
  }

  /** Delivered messages older than keepDeliveredMs go, at most once per purgeEveryMs per worker. */
  private async purge(): Promise<void> {
    const now = this.clock.nowMs();
    if (this.purgedAtMs !== undefined && now - this.purgedAtMs < this.settings.purgeEveryMs) return;
    this.purgedAtMs = now;
    await purgeDelivered(this.deps.db, new Date(now - this.settings.keepDeliveredMs));
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const { db } = this.deps;
    try {
      const subscriber = await findSubscriber(db, row.subscriber_id);
      // Removed since the claim: its messages are gone with it (ON DELETE CASCADE), nothing to settle.
      if (!subscriber) return;
      await this.send(row, subscriber);
      await markDelivered(db, row.id, this.id, new Date(this.clock.nowMs()));
    } catch (error) {
      const now = this.clock.nowMs();
      const retry = row.attempts >= this.settings.maxAttempts ? null : new Date(now + retryDelayMs(row.attempts, this.settings));
      const message = error instanceof Error ? error.message : String(error);
      await markFailed(db, row.id, this.id, message, retry, new Date(now)).catch((e: unknown) =>
        console.error('status delivery: could not record a failure:', (e as Error).message),
      );
    }
  }

  /** Each message gets its own link token, stored hashed before it leaves, so its links work once it arrives. */
  private async send(row: OutboxRow, subscriber: SubscriberRow): Promise<void> {
    const token = newLinkToken();
    await storeToken(this.deps.db, subscriber.id, hashLinkToken(token), new Date(this.clock.nowMs()));
    const links = recipientLinks(this.deps.baseUrl, token);
    if (subscriber.mode === 'webhook') {
      const body = webhookBody(row.payload, links, new Date(this.clock.nowMs()));
      await postWebhook(subscriber.endpoint as string, subscriber.webhook_secret as string, body, String(row.id), this.deps.fetch);
      return;
    }
    if (!this.deps.mailer) throw new Error('SMTP_URL is not set: e-mail cannot be sent');
    await this.deps.mailer.send(subscriber.email as string, emailFor(row.kind, row.payload, subscriber, links, this.deps.pageName));
  }

  /** Polls until stop(); the timer does not keep the process alive. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = () => {
      this.runOnce()
        .catch((error: unknown) => console.error('status delivery:', (error as Error).message))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.settings.pollMs).unref();
        });
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.deps.mailer?.close();
  }
}

export function recipientLinks(baseUrl: string, token: string): RecipientLinks {
  const t = encodeURIComponent(token);
  return {
    manage: `${baseUrl}/status/subscription?token=${t}`,
    unsubscribe: `${baseUrl}/status/subscription/unsubscribe?token=${t}`,
  };
}
