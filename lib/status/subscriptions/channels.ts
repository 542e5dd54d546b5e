import nodemailer from 'nodemailer';
import type { Email } from './messages';
import { SIGNATURE_HEADER, signBody } from './secrets';

/** The two ways a message leaves: SMTP and an HTTP POST. Each throws when the message was not accepted. */

export interface Mailer {
  send(to: string, email: Email): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer: SMTP_URL as nodemailer reads it (smtp://user:pass@host:587, smtps:// for TLS). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(to, email) {
      await transport.sendMail({
        from,
        to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers,
      });
    },
    close: () => transport.close(),
  };
}

export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * POSTs the body, signed. A 2xx answer is delivery; anything else (a redirect too: following one would send the
 * payload where its owner did not register) is a failure to retry. `deliveryId` lets a receiver drop the repeat
 * of a message it acknowledged just before a crash or lease expiry.
 */
export async function postWebhook(
  endpoint: string,
  /** Statuspage-style webhooks are signed; chat platforms' incoming webhooks (null) are not. */
  secret: string | null,
  body: string,
  deliveryId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const response = await fetchImpl(endpoint, {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': 'ledger-query-service-status',
      'X-Status-Delivery': deliveryId,
      ...(secret === null ? {} : { [SIGNATURE_HEADER]: signBody(secret, body) }),
    },
    body,
  });
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299) throw new Error(`webhook answered HTTP ${response.status}`);
}
