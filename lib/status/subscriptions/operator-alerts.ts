import type { Db } from '../../db';
import { deleteSubscriber, markOperatorAlert, operatorAlertEndpoints } from '../store/subscribers';
import { endpointKindOf } from './kinds';
import { subscribe } from './subscribers';

/**
 * The operator's own alerts: each STATUS_ALERT_WEBHOOKS endpoint is a confirmed subscriber to the whole page,
 * marked operator_alert, so a component's status change reaches it through the same outbox as everyone's (exactly
 * once, retried, in the platform's format), while incidents do not. Run at start-up: endpoints added to the
 * setting are subscribed, endpoints removed from it are unsubscribed, the others are left as they are.
 */
export async function syncOperatorAlerts(db: Db, endpoints: readonly string[], at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await operatorAlertEndpoints(tx);
    for (const { id, endpoint } of stored) if (!endpoints.includes(endpoint)) await deleteSubscriber(tx, id);
    const have = new Set(stored.map((s) => s.endpoint));
    for (const endpoint of new Set(endpoints)) {
      if (have.has(endpoint)) continue;
      const { row } = await subscribe(tx, { endpoint, kind: endpointKindOf(endpoint), skipConfirmation: true }, at);
      await markOperatorAlert(tx, row.id);
    }
  });
}
