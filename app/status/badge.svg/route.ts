import { BADGE_MESSAGE, buildBadgeSvg } from '@/lib/status/feeds/badge';
import { toneOf, toneOfComponent, COMPONENT_STATUS_LABEL } from '@/lib/status/present';
import { etagOf, matchesIfNoneMatch } from '@/lib/http/conditional-get';
import { components, status } from '@/lib/status/read/v2';
import { statusContext } from '../_data/live';

export const dynamic = 'force-dynamic';

/**
 * Shields-style status badge: `status | operational`, coloured by the page status (or `?component=<id>`'s).
 * `?label=` renames the left part. Cached briefly by browsers and proxies, revalidated with an ETag.
 */
export async function GET(request: Request): Promise<Response> {
  const ctx = await statusContext();
  const url = new URL(request.url);
  const label = (url.searchParams.get('label') ?? 'status').slice(0, 40) || 'status';
  const componentId = url.searchParams.get('component');
  let svg: string;
  if (componentId) {
    const c = (await components(ctx)).components.find((k) => k.id === componentId);
    if (!c)
      return new Response(`unknown component: ${componentId}\n`, {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    const tone = toneOfComponent(c.status);
    svg = buildBadgeSvg({
      label,
      message: BADGE_MESSAGE[tone],
      tone,
      title: `${c.name}: ${COMPONENT_STATUS_LABEL[c.status]}`,
    });
  } else {
    const s = (await status(ctx)).status;
    const tone = toneOf(s);
    svg = buildBadgeSvg({ label, message: BADGE_MESSAGE[tone], tone, title: s.description });
  }
  const etag = etagOf(svg, { weak: false });
  const headers = {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=30, stale-while-revalidate=60',
    ETag: etag,
    'Access-Control-Allow-Origin': '*',
    'X-Content-Type-Options': 'nosniff',
  };
  if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers });
  return new Response(svg, { headers });
}
