import type { Page } from '../schemas/status';
import { timeZoneOf, type StatusContext } from './context';
import { loadEffectiveComponents, type EffectiveComponent } from './effective-components';
import { serializePage, type WireContext } from './serialize';
import { readPage, type PageRow } from './store/page';

/** Everything a read needs: the page and its components as readers see them. */
export interface StatusView {
  page: PageRow;
  pageWire: Page;
  wire: WireContext;
  components: EffectiveComponent[];
  byId: Map<string, EffectiveComponent>;
}

/** Loads the view as the store holds it; writes nothing (handlers call ensureFresh first, see freshness.ts). */
export async function loadView(ctx: StatusContext): Promise<StatusView> {
  const page = await readPage(ctx.db);
  const components = await loadEffectiveComponents(ctx.db);
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
