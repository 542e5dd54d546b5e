import { addDays, startOfLocalDay } from '@/lib/status/time';

/**
 * Uptime as readers see it: two decimals, cut rather than rounded, so a shortfall never shows as "100.00". The
 * API's figures carry three decimals; scaling to integers first keeps 99.99 from flooring to 99.98 through binary
 * noise (99.99 × 100 is 9998.999…).
 */
export function formatUptime(percentage: number | null): string {
  if (percentage === null) return 'no data';
  const hundredths = Math.floor(Math.round(percentage * 100_000) / 1_000);
  return hundredths >= 10_000 ? '100 % uptime' : `${(hundredths / 100).toFixed(2)} % uptime`;
}

/** How many of the 90 days the bar shows below the `md` breakpoint (768 px), where 90 bars would be slivers. */
export const PHONE_DAYS = 30;

/**
 * Where the ledger shows one day of a component: a node's page (its daily transactions and reward payouts), or
 * else the blocks that closed before the day ended in the page's zone, newest first, so a stall's gap is in view.
 */
const nodeOf = (componentName: string) => /^Node (\d+) \(account /.exec(componentName)?.[1];

export function dayEvidenceHref(componentName: string, date: string, zone: string): string {
  const node = nodeOf(componentName);
  if (node !== undefined) return `/nodes/${node}#activity`;
  const end = startOfLocalDay(addDays(date, 1), zone);
  return `/blocks?timestamp=lt:${Math.floor(end / 1000)}`;
}

/**
 * How a day of a node's bar was judged, said beside its evidence link (lib/status/health/rules.ts, nodeGapSteps and
 * missedRewardDay): the ledger's two signs of a node's life are the transactions it submits and the daily reward
 * the network pays the nodes that took part in consensus. Null for other components.
 */
export function dayEvidenceNote(componentName: string): string | null {
  if (nodeOf(componentName) === undefined) return null;
  return (
    'A silence of the node counts as down while the other nodes worked, except on a day the network paid it the ' +
    'daily node reward for; a day it handled nothing and was left out of that payout is down.'
  );
}
