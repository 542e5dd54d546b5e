import type { StatusContext } from '../context';
import { etagOf, matchesIfNoneMatch } from '../../http/conditional-get';
import { feedItems } from '../read/history';
import { buildAtomFeed } from './atom';
import { feedEntry } from './entries';
import { buildRssFeed } from './rss';

/**
 * `/status/history.atom` and `.rss`, optionally `?component=<id>` (a group means any of its components). Only the
 * query is read from the request: every link is built on ctx.baseUrl, because the feed is cached publicly.
 */
export async function feedResponse(ctx: StatusContext, request: Request, format: 'atom' | 'rss'): Promise<Response> {
  const componentId = new URL(request.url).searchParams.get('component');
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
  if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
