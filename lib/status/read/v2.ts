import type { MetricRange } from '../../schemas/status';
import type { StatusContext } from '../context';
import { notFound } from '../errors';
import { ID_PATTERN } from '../ids';
import { publicView } from './public-view';
import type { V2Documents } from './v2-documents';

/**
 * The public API's answers, each taken from the view of the current page revision (public-view.ts): the eight
 * Statuspage v2 documents (facts §1.1), a component's uptime and the system metrics. Pure reads: the handlers call
 * ensureFresh before them.
 */

const documentOf =
  <K extends keyof V2Documents>(name: K) =>
  async (ctx: StatusContext): Promise<V2Documents[K]> =>
    (await publicView(ctx)).documents[name];

export const summary = documentOf('summary');
export const status = documentOf('status');
export const components = documentOf('components');
export const incidents = documentOf('incidents');
export const unresolvedIncidents = documentOf('unresolvedIncidents');
export const scheduledMaintenances = documentOf('scheduledMaintenances');
export const upcomingMaintenances = documentOf('upcomingMaintenances');
export const activeMaintenances = documentOf('activeMaintenances');

/** `/api/v2/components/{id}/uptime.json`: 90 daily buckets in the page's time zone (uptime-days.ts). */
export async function componentUptime(ctx: StatusContext, id: string) {
  if (!ID_PATTERN.test(id)) throw notFound('component');
  const found = (await publicView(ctx)).uptime.get(id);
  if (!found) throw notFound('component');
  return found;
}

/** `/api/v2/metrics/{day,week}.json`: the system metrics over the last day or week. */
export async function systemMetrics(ctx: StatusContext, range: MetricRange) {
  return (await publicView(ctx)).metrics[range];
}
