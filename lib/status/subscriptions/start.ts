import type { StatusContext } from '../context';
import { smtpMailer } from './channels';
import { syncOperatorAlerts } from './operator-alerts';
import { DeliveryWorker } from './worker';

// On globalThis because Next bundles route handlers and pages separately: one worker per process, not per bundle.
const holder = ((globalThis as { __statusDelivery?: { worker?: DeliveryWorker } }).__statusDelivery ??= {});

/**
 * Starts the process's delivery worker on the production status store, once; later calls return it. Called by
 * the server at start-up (instrumentation.ts), never by building a context.
 */
export function startSubscriptionDelivery(ctx: Pick<StatusContext, 'db' | 'config' | 'baseUrl'>): DeliveryWorker {
  if (holder.worker) return holder.worker;
  const { config } = ctx;
  const worker = new DeliveryWorker({
    db: ctx.db,
    baseUrl: ctx.baseUrl,
    pageName: config.NETWORK_NAME,
    mailer: config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.SMTP_FROM) : null,
  });
  holder.worker = worker;
  // The worker may send before this ends: an alert endpoint just added only misses changes made meanwhile.
  syncOperatorAlerts(ctx.db, config.STATUS_ALERT_WEBHOOKS ?? [], new Date()).catch((error: unknown) =>
    console.error('status: could not register STATUS_ALERT_WEBHOOKS:', error),
  );
  worker.start();
  return worker;
}

/** Stops the process's worker, if one started, after the messages in flight (SIGTERM: before the stores close). */
export async function stopSubscriptionDelivery(): Promise<void> {
  const worker = holder.worker;
  holder.worker = undefined;
  await worker?.stop();
}
