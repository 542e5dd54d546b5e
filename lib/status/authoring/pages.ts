import { UNSUPPORTED_PAGE_FIELDS, type PageUpdateBody } from '../../schemas/status';
import { timeZoneOf, type StatusContext } from '../context';
import { unprocessable } from '../errors';
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

/** Where each page field we serve comes from: the server's settings, not the store. */
const SETTING_OF = {
  name: 'NETWORK_NAME',
  time_zone: 'STATUS_TIME_ZONE',
  url: 'PUBLIC_URL (the page is <url>/status)',
} as const;

/**
 * PATCH/PUT pages/{id}. Our page's name, time zone and address are the server's settings, shared by every instance
 * and by the ledger side, so they are not changed through the API: a value equal to the current one is accepted
 * (clients send back what they read), a different one is a 422 naming the setting, and Statuspage's fields we
 * have no counterpart for (branding, domains, SMS...) are a 422 naming them. Nothing is silently dropped.
 */
export async function updatePage(
  ctx: StatusContext,
  req: ManageRequest<{ page_id: string }, PageUpdateBody>,
): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  const sent = req.body.page;
  const unsupported = UNSUPPORTED_PAGE_FIELDS.filter((f) => sent[f] !== undefined);
  if (unsupported.length > 0)
    throw unprocessable(`page.${unsupported[0]}: not supported by this status page (${unsupported.join(', ')})`);
  const current = await pageWire(ctx, wire.pageId);
  for (const field of ['name', 'time_zone', 'url'] as const) {
    const value = sent[field];
    if (value !== undefined && value !== current[field]) {
      throw unprocessable(
        `page.${field}: set by the server's configuration (${SETTING_OF[field]}), currently ${JSON.stringify(current[field])}`,
      );
    }
  }
  return { body: current };
}
