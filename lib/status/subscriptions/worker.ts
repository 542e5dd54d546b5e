import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { systemClock, type Clock } from '../../core/clock';
import type { Db } from '../../db';
import {
  claimDue,
  giveUpSubscriber,
  markDelivered,
  markFailed,
  postponeSubscriber,
  purgeDelivered,
  releaseClaims,
  type OutboxRow,
} from '../store/outbox';
import {
  clearDeliveryFailures,
  findSubscriber,
  quarantineSubscriber,
  recordDeliveryFailure,
  storeToken,
  type SubscriberRow,
} from '../store/subscribers';
import { postWebhook, type Mailer } from './channels';
import { chatBody } from './chat';
import { emailFor, webhookBody, webhookQuarantinedEmail, type RecipientLinks } from './messages';
import { hashLinkToken, newLinkToken } from './secrets';

/**
 * Delivers the outbox. At least once, and once in practice: a message is claimed with a lease (claimDue) before it
 * is sent and marked delivered after, so a crash before the send leaves it due, a crash during it makes it due
 * again when the lease runs out, and two workers never hold one message at the same time.
 *
 * It shares the process with the requests (and, with the embedded store, the database runs on the same thread),
 * so it never holds that thread for long: it yields to waiting requests after every message (and pauses when the
 * thread has been more than a quarter busy), serves a few subscribers at a time, does at most maxPerTick messages per tick, and paces retries per subscriber, so a dead receiver with thousands of messages
 * costs one attempt per backoff step, not one per message. Without a mail server it does not read e-mails at all.
 */

export interface DeliverySettings {
  /** How long a claim holds a message: above the slowest send (SMTP, a 10 s webhook timeout). */
  leaseMs: number;
  batchSize: number;
  /** Messages attempted per tick at most; a full tick is followed by another after busyPauseMs, else pollMs. */
  maxPerTick: number;
  busyPauseMs: number;
  /** Subscribers served at once within a batch (each one's messages go one after another). */
  concurrency: number;
  /**
   * Above this share of the thread busy since its last message, the worker pauses pauseMs before the next one, so a
   * backlog on the embedded store (which runs on this thread) leaves most of it to the requests.
   */
  maxLoopShare: number;
  pauseMs: number;
  /** A subscriber's first retry after this; each next one waits twice as long, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A subscriber failing for this long is quarantined: its messages are given up (kept with the last error). */
  giveUpAfterMs: number;
  pollMs: number;
  /** Delivered messages are kept this long (to see what was sent), then purged; at most once per purgeEveryMs. */
  keepDeliveredMs: number;
  purgeEveryMs: number;
}

export const DELIVERY_SETTINGS: DeliverySettings = {
  leaseMs: 120_000,
  batchSize: 20,
  maxPerTick: 200,
  busyPauseMs: 100,
  concurrency: 2,
  maxLoopShare: 0.25,
  pauseMs: 20,
  // 30 s, 1, 2, 4, 8, 16, 32 min, then hourly, for a day.
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  giveUpAfterMs: 86_400_000,
  pollMs: 2_000,
  keepDeliveredMs: 7 * 86_400_000,
  purgeEveryMs: 3_600_000,
};

/** The wait after a subscriber's `failures`-th failure in a row. */
export function retryDelayMs(failures: number, s: Pick<DeliverySettings, 'baseDelayMs' | 'maxDelayMs'>): number {
  return Math.min(s.maxDelayMs, s.baseDelayMs * 2 ** Math.min(30, Math.max(0, failures - 1)));
}

export interface WorkerDeps {
  db: Db;
  /** Base of the links in messages (PUBLIC_URL). */
  baseUrl: string;
  pageName: string;
  /** Null when SMTP_URL is unset: e-mails are kept, untried, until it is configured. */
  mailer: Mailer | null;
  clock?: Clock;
  fetch?: typeof fetch;
  settings?: Partial<DeliverySettings>;
}

/** Claimed messages by subscriber, in claim order: one subscriber's messages go one after another. */
function bySubscriber(rows: readonly OutboxRow[]): OutboxRow[][] {
  const groups = new Map<string, OutboxRow[]>();
  for (const row of rows) groups.set(row.subscriber_id, [...(groups.get(row.subscriber_id) ?? []), row]);
  return [...groups.values()];
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class DeliveryWorker {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly settings: DeliverySettings;
  private readonly clock: Clock;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<number> | undefined;
  private polling = false;
  private stopping = false;
  private purgedAtMs: number | undefined;
  private loopSeen: EventLoopUtilization = performance.eventLoopUtilization();

  constructor(private readonly deps: WorkerDeps) {
    this.settings = { ...DELIVERY_SETTINGS, ...deps.settings };
    this.clock = deps.clock ?? systemClock;
  }

  /** Sends what is due now, up to maxPerTick; answers how many messages were attempted. One pass at a time per worker. */
  runOnce(): Promise<number> {
    this.running ??= this.drain().finally(() => (this.running = undefined));
    return this.running;
  }

  private async drain(): Promise<number> {
    await this.purge();
    let attempted = 0;
    const { batchSize, maxPerTick, leaseMs } = this.settings;
    while (!this.stopping && attempted < maxPerTick) {
      const now = new Date(this.clock.nowMs());
      const limit = Math.min(batchSize, maxPerTick - attempted);
      const claimed = await claimDue(this.deps.db, this.id, now, new Date(now.getTime() + leaseMs), limit, {
        webhooksOnly: !this.deps.mailer,
      });
      attempted += await this.deliverGroups(bySubscriber(claimed));
      if (claimed.length < limit) break;
      await nextTurn();
    }
    return attempted;
  }

  /** Delivered messages older than keepDeliveredMs go, at most once per purgeEveryMs per worker. */
  private async purge(): Promise<void> {
    const now = this.clock.nowMs();
    if (this.purgedAtMs !== undefined && now - this.purgedAtMs < this.settings.purgeEveryMs) return;
    this.purgedAtMs = now;
    await purgeDelivered(this.deps.db, new Date(now - this.settings.keepDeliveredMs));
  }

  /** Subscribers `concurrency` at a time; answers how many messages were attempted. */
  private async deliverGroups(groups: OutboxRow[][]): Promise<number> {
    let attempted = 0;
    const lane = async () => {
      for (let rows = groups.shift(); rows; rows = groups.shift()) {
        const tried = await this.deliverTo(rows); // not `attempted += await …`: the lanes would overwrite each other
        attempted += tried;
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.settings.concurrency, groups.length) }, lane));
    return attempted;
  }

  /** A turn for the requests after every message, and a pause when the thread has been busy. */
  private async breathe(): Promise<void> {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, this.loopSeen).utilization;
    this.loopSeen = now;
    await (busy > this.settings.maxLoopShare ? sleep(this.settings.pauseMs) : nextTurn());
  }

  /** One subscriber's claimed messages in order, stopping at the first failure; answers how many were attempted. */
  private async deliverTo(rows: OutboxRow[]): Promise<number> {
    const { db } = this.deps;
    const subscriber = await findSubscriber(db, rows[0]!.subscriber_id);
    // Removed since the claim: its messages are gone with it (ON DELETE CASCADE), nothing to settle.
    if (!subscriber) return 0;
    for (const [i, row] of rows.entries()) {
      if (this.stopping) {
        // Stopping (SIGTERM): the rest of the claim is handed back now, not left leased until the lease ends.
        await releaseClaims(
          db,
          rows.slice(i).map((r) => r.id),
          this.id,
          new Date(this.clock.nowMs()),
        );
        return i;
      }
      try {
        await this.send(row, subscriber);
        await markDelivered(db, row.id, this.id, new Date(this.clock.nowMs()));
        if (subscriber.failures > 0) {
          await clearDeliveryFailures(db, subscriber.id);
          subscriber.failures = 0;
        }
      } catch (error) {
        await this.failed(subscriber, row, rows.slice(i + 1), errorText(error)).catch((e: unknown) =>
          console.error('status delivery: could not record a failure:', errorText(e)),
        );
        return i + 1;
      } finally {
        await this.breathe(); // requests waiting on the thread (and the embedded database) go first
      }
    }
    return rows.length;
  }

  /**
   * A failed attempt backs the subscriber off: this message and all its others wait out the subscriber's delay
   * (the rest of this claim goes back untried). Failing longer than giveUpAfterMs quarantines it.
   */
  private async failed(subscriber: SubscriberRow, row: OutboxRow, untried: OutboxRow[], error: string): Promise<void> {
    const { db } = this.deps;
    const now = this.clock.nowMs();
    const state = await recordDeliveryFailure(db, subscriber.id, new Date(now));
    if (!state) return; // removed meanwhile
    if (now - state.failing_since.getTime() >= this.settings.giveUpAfterMs) {
      await markFailed(db, row.id, this.id, error, null, new Date(now));
      await this.quarantine(subscriber, state.failing_since, error, now);
      return;
    }
    const retryAt = new Date(now + retryDelayMs(state.failures, this.settings));
    await markFailed(db, row.id, this.id, error, retryAt, new Date(now));
    await releaseClaims(
      db,
      untried.map((r) => r.id),
      this.id,
      retryAt,
    );
    await postponeSubscriber(db, subscriber.id, retryAt);
  }

  private async quarantine(subscriber: SubscriberRow, failingSince: Date, error: string, now: number): Promise<void> {
    const { db, mailer } = this.deps;
    await db.transaction(async (tx) => {
      await quarantineSubscriber(tx, subscriber.id, new Date(now));
      await giveUpSubscriber(tx, subscriber.id, error, new Date(now));
    });
    console.warn(
      `status delivery: subscriber ${subscriber.id} quarantined after failing since ${failingSince.toISOString()}: ${error}`,
    );
    if (subscriber.mode === 'email' || !subscriber.email || !mailer) return;
    await mailer
      .send(subscriber.email, webhookQuarantinedEmail(subscriber, failingSince, error, this.deps.pageName))
      .catch((e: unknown) =>
        console.error(`status delivery: could not tell ${subscriber.id}'s contact:`, errorText(e)),
      );
  }

  /** Each message gets its own link token, stored hashed before it leaves, so its links work once it arrives. */
  private async send(row: OutboxRow, subscriber: SubscriberRow): Promise<void> {
    const token = newLinkToken();
    await storeToken(this.deps.db, subscriber.id, hashLinkToken(token), new Date(this.clock.nowMs()));
    const links = recipientLinks(this.deps.baseUrl, token);
    // A confirmation goes to the e-mail address even for an endpoint: a reader's webhook is confirmed from there.
    if (subscriber.mode === 'email' || row.kind === 'confirmation') {
      if (!this.deps.mailer) throw new Error('SMTP_URL is not set: e-mail cannot be sent');
      if (!subscriber.email) throw new Error('the subscriber has no e-mail address to confirm from');
      await this.deps.mailer.send(
        subscriber.email,
        emailFor(row.kind, row.payload, subscriber, links, this.deps.pageName),
      );
      return;
    }
    const endpoint = subscriber.endpoint as string;
    if (subscriber.mode === 'webhook') {
      const body = webhookBody(row.payload, links, new Date(this.clock.nowMs()));
      await postWebhook(endpoint, subscriber.webhook_secret, body, String(row.id), this.deps.fetch);
      return;
    }
    const body = chatBody(subscriber.mode, row.kind, row.payload, links, this.deps.pageName);
    await postWebhook(endpoint, null, body, String(row.id), this.deps.fetch);
  }

  /** Polls until stop(); the timer does not keep the process alive. A full tick is followed soon by the next. */
  start(): void {
    if (this.polling) return;
    this.polling = true;
    this.stopping = false;
    const tick = () => {
      this.runOnce()
        .then((attempted) => (attempted >= this.settings.maxPerTick ? this.settings.busyPauseMs : this.settings.pollMs))
        .catch((error: unknown) => {
          console.error('status delivery:', errorText(error));
          return this.settings.pollMs;
        })
        .then((pauseMs) => {
          if (!this.stopping) this.timer = setTimeout(tick, pauseMs).unref();
        });
    };
    tick();
  }

  /** Ends the pass under way after the messages in flight (each bounded by its channel's timeout). */
  async stop(): Promise<void> {
    this.stopping = true;
    this.polling = false;
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
