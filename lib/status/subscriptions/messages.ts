import type { AnyIncidentStatus } from '../statuses';
import { htmlText } from '../xml-text';
import { INCIDENT_STATUS_LABEL } from '../present';
import type { OutboxKind } from '../store/outbox';
import type { SubscriberRow } from '../store/subscribers';

/** What a queued notification becomes for its recipient: an e-mail, or a webhook's JSON body. */

export interface RecipientLinks {
  /** The subscriber's page: confirm, choose components, unsubscribe (token in the URL). */
  manage: string;
  /** RFC 8058 one-click target: a POST here with `List-Unsubscribe=One-Click` unsubscribes. */
  unsubscribe: string;
}

export interface Email {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

interface IncidentPayload {
  incident: {
    name: string;
    status: AnyIncidentStatus;
    shortlink: string;
    incident_updates: { status: AnyIncidentStatus; body: string }[];
    components: { name: string }[];
  };
}

/**
 * The e-mail for one outbox message. Every message, the confirmation included, carries the manage and
 * unsubscribe links and the List-Unsubscribe headers, so a mail client's "unsubscribe" button works in one click.
 */
export function emailFor(
  kind: OutboxKind,
  payload: unknown,
  subscriber: SubscriberRow,
  links: RecipientLinks,
  pageName: string,
): Email {
  const { subject, lines } =
    kind === 'confirmation'
      ? confirmationText(subscriber, links, pageName)
      : incidentText(payload as IncidentPayload, pageName);
  const footer = [`Manage your subscription: ${links.manage}`, `Unsubscribe: ${links.unsubscribe}`];
  const text = [...lines, '', '--', ...footer].join('\n');
  const html = [
    ...lines.map((line) => `<p>${linkify(line)}</p>`),
    '<hr>',
    `<p><a href="${htmlText(links.manage)}">Manage your subscription</a> · ` +
      `<a href="${htmlText(links.manage)}#unsubscribe">Unsubscribe</a></p>`,
  ].join('\n');
  return {
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

function confirmationText(subscriber: SubscriberRow, links: RecipientLinks, pageName: string) {
  if (subscriber.confirmed_at !== null) {
    return {
      subject: `Your subscription to ${pageName} status`,
      lines: [`You are subscribed to ${pageName} status updates.`, `To change or end it: ${links.manage}`],
    };
  }
  const where = subscriber.endpoint
    ? `at the webhook ${subscriber.endpoint}, with this address as its contact`
    : 'at this address';
  return {
    subject: `Confirm your subscription to ${pageName} status`,
    lines: [
      `Someone (hopefully you) asked to get ${pageName} status updates ${where}.`,
      `Confirm here: ${links.manage}`,
      'If it was not you, ignore this message: nothing more will be sent.',
    ],
  };
}

function incidentText({ incident }: IncidentPayload, pageName: string) {
  const latest = incident.incident_updates[0];
  const label = INCIDENT_STATUS_LABEL[incident.status];
  const affected = incident.components.map((c) => c.name);
  return {
    subject: `[${pageName} status] ${incident.name}: ${label}`,
    lines: [
      `${label}: ${latest?.body ?? ''}`,
      ...(affected.length > 0 ? [`Affected: ${affected.join(', ')}`] : []),
      `Details: ${incident.shortlink}`,
    ],
  };
}

const linkify = (line: string) => htmlText(line).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** facts §1.10: `meta` first, then what was queued (page, then incident or component_update + component). */
export function webhookBody(payload: unknown, links: RecipientLinks, generatedAt: Date): string {
  return JSON.stringify({
    meta: {
      unsubscribe: links.manage,
      documentation: 'https://support.atlassian.com/statuspage/docs/enable-webhook-notifications/',
      generated_at: generatedAt.toISOString(),
    },
    ...(payload as Record<string, unknown>),
  });
}

/**
 * To a webhook's contact address when the webhook is given up on (Statuspage does the same): which endpoint, since
 * when and the last error, so its owner can fix the receiver and subscribe it again.
 */
export function webhookQuarantinedEmail(
  subscriber: SubscriberRow,
  failingSince: Date,
  lastError: string,
  pageName: string,
): Email {
  const lines = [
    `The webhook ${subscriber.endpoint ?? ''} subscribed to ${pageName} status has failed every delivery since ${failingSince.toISOString()}.`,
    `Last error: ${lastError}`,
    'No more notifications will be sent to it. Once the receiver works again, ask the page’s authors to add it again.',
  ];
  return {
    subject: `[${pageName} status] Your webhook stopped receiving notifications`,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${htmlText(line)}</p>`).join('\n'),
    headers: {},
  };
}
