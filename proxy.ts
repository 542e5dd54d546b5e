import { NextResponse, type NextRequest } from 'next/server';
import { isMissingPage } from '@/lib/explorer/missing-page';
import { isMissingStatusItem } from '@/lib/status/read/missing-item';
import { MISSING_PATH_HEADER } from '@/lib/explorer/path-ids';
import { malformedApiPath } from '@/lib/http/malformed-path';

/**
 * Unknown ids and networks get the not-found page rendered on the server, with a 404 (see isMissingPage for why
 * the pages cannot do it themselves). When the check itself fails, the page renders and reports the problem.
 */
export async function proxy(request: NextRequest): Promise<Response> {
  const { pathname, search, searchParams } = request.nextUrl;
  const malformed = malformedApiPath(pathname);
  if (malformed) return malformed;
  const missing = await missingPage(pathname, searchParams).catch(() => false);
  if (!missing) return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.set(MISSING_PATH_HEADER, `${pathname}${search}`);
  // A path no route matches: Next.js renders app/not-found.tsx for it, whole, with status 404.
  return NextResponse.rewrite(new URL('/_missing', request.url), { request: { headers } });
}

// Next.js reads the matcher at build time, so it must be a literal: the explorer's part is PROXY_PATHS from the
// section registry (lib/explorer/sections.ts), in its order, which lib/explorer/proxy-matcher.test.ts checks.
async function missingPage(pathname: string, query: URLSearchParams): Promise<boolean> {
  return (await isMissingStatusItem(pathname)) ?? (await isMissingPage(pathname, query));
}

export const config = {
  matcher: [
    '/',
    '/blocks/:path*',
    '/transactions/:path*',
    '/contracts/:path*',
    '/accounts/:path*',
    '/schedules/:path*',
    '/tokens/:path*',
    '/topics/:path*',
    '/nodes',
    '/search',
    '/status/incidents/:id',
    '/status/maintenances/:id',
    // Only API paths with a percent sign: Next.js answers an undecodable one with a bare 500 before any route runs.
    '/api/:path(.*%.*)',
  ],
};
