import { NextResponse, type NextRequest } from 'next/server';
import { themeBootScript } from '@/components/theme-script';
import { isDevelopment } from '@/lib/config/runtime';
import { explorerNetworks } from '@/lib/explorer/load';
import { isMissingPage } from '@/lib/explorer/missing-page';
import { MISSING_PATH_HEADER } from '@/lib/explorer/path-ids';
import { PROXY_PATHS } from '@/lib/explorer/sections';
import { contentSecurityPolicy, newNonce } from '@/lib/http/csp';
import { malformedApiPath } from '@/lib/http/malformed-path';
import { pageMethodRefusal, refusedResponse } from '@/lib/http/methods';
import { isMissingStatusItem } from '@/lib/status/read/missing-item';

/**
 * Every page gets a Content-Security-Policy with a fresh nonce: set on the request, Next.js reads the nonce from it
 * and puts it on its own scripts; set on the response, the browser enforces it. Unknown ids and networks get the
 * not-found page rendered on the server, with a 404 (see isMissingPage for why the pages cannot do it themselves).
 * When that check itself fails, the page renders and reports the problem.
 */
export async function proxy(request: NextRequest): Promise<Response> {
  const { pathname, search, searchParams } = request.nextUrl;
  const malformed = malformedApiPath(pathname);
  if (malformed) return malformed;
  // Pages are read only; the APIs (here only for their percent-encoded paths) answer each method themselves.
  const refused = isPage(pathname) ? pageMethodRefusal(request.method) : null;
  if (refused) return refusedResponse(refused);
  const policy = contentSecurityPolicy({
    nonce: newNonce(),
    inlineScripts: [themeBootScript],
    connectTo: explorerNetworks().flatMap((network) => (network.base ? [new URL(network.base).origin] : [])),
    allowEval: isDevelopment(),
  });
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  const missing = await missingPage(pathname, searchParams).catch(() => false);
  if (missing) headers.set(MISSING_PATH_HEADER, `${pathname}${search}`);
  // A path no route matches: Next.js renders app/not-found.tsx for it, whole, with status 404.
  const response = missing
    ? NextResponse.rewrite(new URL('/_missing', request.url), { request: { headers } })
    : NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

const isPage = (pathname: string) => !pathname.startsWith('/api/') || pathname === '/api/v1/docs';

/** The explorer's paths (PROXY_PATHS, in Next.js's matcher syntax) are the ones whose ids and networks are checked. */
const EXPLORER_PATHS = PROXY_PATHS.map((path) => new RegExp(`^${path.replace('/:path*', '(?:/.*)?')}$`));

async function missingPage(pathname: string, query: URLSearchParams): Promise<boolean> {
  const item = await isMissingStatusItem(pathname);
  if (item !== null) return item;
  return EXPLORER_PATHS.some((path) => path.test(pathname)) && isMissingPage(pathname, query);
}

// Next.js reads the matcher at build time, so it must be a literal: every page, the API reference page, and API
// paths with a percent sign (Next.js answers an undecodable one with a bare 500 before any route runs). Left out:
// Next.js's static files, the APIs and other non-pages (they set their own headers and answer bad ids themselves),
// and the routes that read a body, which Next.js would buffer for the proxy before the route can bound it.
export const config = {
  matcher: [
    '/((?!_next/static|_next/image|favicon\\.ico|icon\\.svg|api/|health/|metrics$|status/(?:badge\\.svg|live\\.json|history\\.(?:atom|rss)|subscribe$|subscription/|admin/(?:session|api)(?:/|$))).*)',
    '/api/v1/docs',
    '/api/:path(.*%.*)',
  ],
};
