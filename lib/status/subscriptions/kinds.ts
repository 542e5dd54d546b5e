import type { EndpointKind } from '../../schemas/status';

/** The platform an incoming-webhook URL belongs to, by its host; anything else is Statuspage's signed webhook. */
export function endpointKindOf(endpoint: string): EndpointKind {
  const host = new URL(endpoint).hostname;
  if (host === 'hooks.slack.com') return 'slack';
  if (host.endsWith('.webhook.office.com') || host === 'outlook.office.com' || host.endsWith('.logic.azure.com'))
    return 'teams';
  if ((host === 'discord.com' || host === 'discordapp.com') && new URL(endpoint).pathname.startsWith('/api/webhooks/'))
    return 'discord';
  return 'webhook';
}
