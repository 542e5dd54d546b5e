import 'server-only';
import { buildAtomFeed } from '@/lib/status/feeds/atom';
import { feedEntry } from '@/lib/status/feeds/entries';
import { feedItems } from '@/lib/status/read/history';
import { buildRssFeed } from '@/lib/status/feeds/rss';
import { etagOf, matchesIfNoneMatch } from '@/lib/http/conditional-get';
import { statusContext } from './live';

/** `/status/history.atom` and `.rss`, optionally `?component=<id>` (a group means any of its components). */
export async function feedResponse(request: Request, format: 'atom' | 'rss'): Promise<Response> {
  const ctx = await statusContext();
  const url = new URL(request.url);
  const componentId = url.searchParams.get('component');
  const selection = await feedItems(ctx, componentId);
  if (!selection) {
    return new Response(`unknown component: ${componentId}\n`, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const { page, component, items } = selection;
  const query = componentId ? `?component=${encodeURIComponent(componentId)}` : '';
  const meta = {
    title: `${page.name} Status - Incident History${component ? ` - ${component.name}` : ''}`,
    pageUrl: `${ctx.baseUrl}/status`,
    selfUrl: `${ctx.baseUrl}/status/history.${format}${query}`,
    author: page.name,
    timeZone: page.time_zone,
    updatedMs: Date.parse(page.updated_at),
  };
  const entries = items.map((i) => feedEntry(i, ctx.baseUrl, page.time_zone));
  const body = format === 'atom' ? buildAtomFeed(meta, entries) : buildRssFeed(meta, entries);
  const etag = etagOf(body, { weak: false });
  const headers = {
    'Content-Type': format === 'atom' ? 'application/atom+xml; charset=utf-8' : 'application/rss+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=60',
    ETag: etag,
  };
  if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
