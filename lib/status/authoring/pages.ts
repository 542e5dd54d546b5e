import { timeZoneOf, type StatusContext } from '../context';
import type { ManageRequest, ManageResult } from './request';
import { formatTimestamp } from '../time';
import { ensureFresh } from '../freshness';
import { readPage } from '../store/page';
import { openPage } from './common';

/** GET pages: the one page, so an author can learn the page id the other paths need. */
export async function listPages(ctx: StatusContext): Promise<ManageResult> {
  await ensureFresh(ctx);
  return { body: [await pageWire(ctx, (await readPage(ctx.db)).id)] };
}

export async function getPage(ctx: StatusContext, req: ManageRequest<{ page_id: string }>): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  return { body: await pageWire(ctx, wire.pageId) };
}

async function pageWire(ctx: StatusContext, id: string) {
  const page = await readPage(ctx.db);
  const tz = timeZoneOf(ctx.config);
  return {
    id,
    name: ctx.config.NETWORK_NAME,
    url: `${ctx.baseUrl}/status`,
    time_zone: tz,
    created_at: formatTimestamp(page.created_at.getTime(), tz),
    updated_at: formatTimestamp(page.updated_at.getTime(), tz),
  };
}
