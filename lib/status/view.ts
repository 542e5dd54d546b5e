import type { Page } from '../schemas/status';
import { timeZoneOf, type StatusContext } from './context';
import { refreshHealth } from './health/refresh';
import { applyMaintenanceTransitions } from './maintenance';
import { effectiveComponents, loadComponents, pinnedComponentIds, type EffectiveComponent } from './repo/components';
import { ensurePage, type PageRow } from './repo/page';
import { serializePage, type WireContext } from './serialize';

/** Everything a read needs, after bringing computed state up to date. */
export interface StatusView {
  page: PageRow;
  pageWire: Page;
  wire: WireContext;
  components: EffectiveComponent[];
  byId: Map<string, EffectiveComponent>;
}

/**
 * Brings the store up to date with the clock and the ledger (maintenance auto-transitions, health refresh), then
 * loads the page and its components. A failing ledger must not take the status page down with it: the refresh
 * error is logged and the last known state is served.
 */
export async function prepare(ctx: StatusContext): Promise<PageRow> {
  const page = await ensurePage(ctx.db, ctx.clock);
  try {
    await refreshHealth(ctx);
  } catch (error) {
    console.error('status: health refresh failed:', (error as Error).message);
  }
  await applyMaintenanceTransitions(ctx);
  return page;
}

export async function loadView(ctx: StatusContext): Promise<StatusView> {
  await prepare(ctx);
  const page = await ensurePage(ctx.db, ctx.clock);
  const components = effectiveComponents(await loadComponents(ctx.db), await pinnedComponentIds(ctx.db));
  const wire: WireContext = { pageId: page.id, timeZone: timeZoneOf(ctx.config), baseUrl: ctx.baseUrl };
  const newest = components.reduce((t, c) => (c.updatedAt > t ? c.updatedAt : t), page.updated_at);
  return {
    page,
    pageWire: serializePage(page, ctx.config.NETWORK_NAME, wire, newest),
    wire,
    components,
    byId: new Map(components.map((c) => [c.row.id, c])),
  };
}
