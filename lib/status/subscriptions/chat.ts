import type { AnyIncidentStatus, ComponentStatus } from '../statuses';
import { COMPONENT_STATUS_LABEL, INCIDENT_STATUS_LABEL } from '../present';
import type { OutboxKind } from '../store/outbox';
import type { RecipientLinks } from './messages';

/**
 * Chat subscribers' messages, each in its platform's incoming-webhook format: Slack (`text` plus Block Kit
 * `blocks`), Microsoft Teams (an Adaptive Card in a `message` attachment, what Teams workflows and connectors both
 * read) and Discord (`content` plus one embed). Built from the payload queued in the outbox, like a webhook's body.
 */

export type ChatKind = 'slack' | 'teams' | 'discord';

interface IncidentPayload {
  incident: {
    name: string;
    status: AnyIncidentStatus;
    shortlink: string;
    incident_updates: { body: string }[];
    components: { name: string }[];
  };
}

interface ComponentPayload {
  component: { name: string };
  component_update: { old_status: ComponentStatus; new_status: ComponentStatus };
}

/** The message every platform shows: a title, its text, a link. */
interface ChatMessage {
  title: string;
  text: string;
  link: string;
  linkLabel: string;
}

function messageOf(kind: OutboxKind, payload: unknown, links: RecipientLinks, pageName: string): ChatMessage {
  if (kind === 'component') {
    const { component, component_update: change } = payload as ComponentPayload;
    return {
      title: `[${pageName} status] ${component.name}: ${COMPONENT_STATUS_LABEL[change.new_status]}`,
      text: `${component.name} went from ${COMPONENT_STATUS_LABEL[change.old_status]} to ${COMPONENT_STATUS_LABEL[change.new_status]}.`,
      link: links.manage,
      linkLabel: 'Manage this subscription',
    };
  }
  const { incident } = payload as IncidentPayload;
  const affected = incident.components.map((c) => c.name);
  return {
    title: `[${pageName} status] ${incident.name}: ${INCIDENT_STATUS_LABEL[incident.status]}`,
    text: [
      incident.incident_updates[0]?.body ?? '',
      ...(affected.length > 0 ? [`Affected: ${affected.join(', ')}`] : []),
    ].join('\n'),
    link: incident.shortlink,
    linkLabel: 'Details',
  };
}

/** Slack's mrkdwn treats &, < and > as markup. */
const slackText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function slackBody(m: ChatMessage) {
  return {
    text: `${m.title}\n${m.text}`,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: m.title.slice(0, 150) } },
      { type: 'section', text: { type: 'mrkdwn', text: slackText(m.text).slice(0, 3000) || ' ' } },
      { type: 'context', elements: [{ type: 'mrkdwn', text: `<${m.link}|${slackText(m.linkLabel)}>` }] },
    ],
  };
}

function teamsBody(m: ChatMessage) {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: m.title, weight: 'Bolder', size: 'Medium', wrap: true },
            { type: 'TextBlock', text: m.text, wrap: true },
          ],
          actions: [{ type: 'Action.OpenUrl', title: m.linkLabel, url: m.link }],
        },
      },
    ],
  };
}

function discordBody(m: ChatMessage) {
  return {
    content: m.title.slice(0, 2000),
    // Mentions in authored text must not ping anyone.
    allowed_mentions: { parse: [] },
    embeds: [{ title: m.title.slice(0, 256), description: m.text.slice(0, 4096), url: m.link }],
  };
}

const BODIES: Record<ChatKind, (m: ChatMessage) => unknown> = {
  slack: slackBody,
  teams: teamsBody,
  discord: discordBody,
};

/** The JSON body a chat platform's incoming webhook takes for one outbox message. */
export function chatBody(
  platform: ChatKind,
  kind: OutboxKind,
  payload: unknown,
  links: RecipientLinks,
  pageName: string,
): string {
  return JSON.stringify(BODIES[platform](messageOf(kind, payload, links, pageName)));
}
