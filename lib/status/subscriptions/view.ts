import type { StatusContext } from '../context';
import { loadEffectiveComponents } from '../effective-components';
import { subscriberByToken } from './subscribers';

/** What the subscribe form and the subscriber's page show; pure reads. */

export interface ComponentChoice {
  id: string;
  name: string;
}

/** Groups and components outside a group, as the page lists them: choosing a group follows all of it. */
export async function componentChoices(ctx: StatusContext): Promise<ComponentChoice[]> {
  return (await loadEffectiveComponents(ctx.db))
    .filter((c) => c.row.group_id === null)
    .map((c) => ({ id: c.row.id, name: c.row.name }));
}

export interface SubscriptionView {
  address: string;
  confirmed: boolean;
  /** Empty: the whole page. */
  componentIds: string[];
  choices: ComponentChoice[];
}

/** The subscriber a link token opens, or null when it is unknown or the subscriber left. */
export async function subscriptionView(ctx: StatusContext, token: string): Promise<SubscriptionView | null> {
  const row = await subscriberByToken(ctx.db, token);
  if (!row) return null;
  return {
    address: row.email ?? row.endpoint ?? '',
    confirmed: row.confirmed_at !== null,
    componentIds: row.component_ids,
    choices: await componentChoices(ctx),
  };
}
