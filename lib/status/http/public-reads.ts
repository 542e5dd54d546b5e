import type { IncomingMessage, ServerResponse } from 'node:http';
import { headerReader, writeAnswer } from '../../http/node-bridge';
import { prepareBody, writePrepared, type PreparedBody } from '../../http/prepared-answer';
import { publicApiRefusal, retryAfterHeaders } from '../../http/rate-limit';
import { isClientNavigation, renderedPageCache, type Renderer } from '../../http/rendered-page-cache';
import { UNFRAMED_ANSWER } from '../../http/security-headers';
import { STATUS_SETTINGS, defaultContext } from '../context';
import { freshView } from '../read/fresh-view';
import type { PublicView } from '../read/public-view';

/**
 * The public status reads straight from node:http, like /api/v1 (lib/api/v1/node-listener.ts): every /api/v2
 * document from the public view of the page's current revision, and the shared views of /status rendered once per
 * revision by Next.js and served from that copy. The route files under app/api/v2 answer the same documents from the
 * same view for `next dev` and for what this leaves to Next.js (OPTIONS, a refused method).
 */

const V2_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'ETag',
  'cache-control': `public, max-age=${STATUS_SETTINGS.publicMaxAgeSeconds}`,
  'content-type': 'application/json; charset=utf-8',
};

const DOCUMENT_PATHS: Record<string, (view: PublicView) => unknown> = {
  '/api/v2/summary.json': (v) => v.documents.summary,
  '/api/v2/status.json': (v) => v.documents.status,
  '/api/v2/components.json': (v) => v.documents.components,
  '/api/v2/incidents.json': (v) => v.documents.incidents,
  '/api/v2/incidents/unresolved.json': (v) => v.documents.unresolvedIncidents,
  '/api/v2/scheduled-maintenances.json': (v) => v.documents.scheduledMaintenances,
  '/api/v2/scheduled-maintenances/upcoming.json': (v) => v.documents.upcomingMaintenances,
  '/api/v2/scheduled-maintenances/active.json': (v) => v.documents.activeMaintenances,
  '/api/v2/metrics/day.json': (v) => v.metrics.day,
  '/api/v2/metrics/week.json': (v) => v.metrics.week,
};
const UPTIME_PATH = /^\/api\/v2\/components\/([^/]+)\/uptime\.json$/;

/** How to find the path's document in a view, or null when it names none of the view's documents. */
function documentPicker(pathname: string): ((view: PublicView) => unknown) | null {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const uptime = UPTIME_PATH.exec(path);
  // An unknown component is not in the view: the route answers its 404.
  if (uptime) return (view) => view.uptime.get(uptime[1]!);
  return DOCUMENT_PATHS[path] ?? null;
}

// Each document's JSON, ETag and gzip, made once per view (the documents are the view's own objects, so a new
// revision's view brings new keys and the old ones go with it).
const prepared = new WeakMap<object, PreparedBody>();
function prepare(document: object): PreparedBody {
  let found = prepared.get(document);
  if (!found) prepared.set(document, (found = prepareBody(JSON.stringify(document))));
  return found;
}

/** Views of /status that are the same for every viewer; ?subscribe=… carries one viewer's outcome and is not. */
const SHARED_QUERIES = new Set(['', '?metrics=day', '?metrics=week']);

function isSharedStatusPage(req: IncomingMessage, pathname: string, search: string): boolean {
  return pathname === '/status' && SHARED_QUERIES.has(search) && !isClientNavigation(req);
}

export function publicStatusReads(renderWithNext: Renderer) {
  const pages = renderedPageCache({});

  /** Answers a public status read and returns true; false leaves the request to Next.js. */
  return async function answer(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const pathname = query < 0 ? url : url.slice(0, query);
    const isPage = isSharedStatusPage(req, pathname, query < 0 ? '' : url.slice(query));
    const pick = isPage ? null : documentPicker(pathname);
    if (!isPage && !pick) return false;
    const ctx = await defaultContext();
    if (isPage) {
      const view = await freshView(ctx);
      await pages.serve(req, res, url, view.revision, renderWithNext);
      return true;
    }
    const headers = headerReader(req);
    const refusal = await publicApiRefusal(ctx.config, { headers });
    if (refusal) {
      const message = `Rate limit exceeded: at most ${ctx.config.RATE_LIMIT_API_PER_SECOND} requests per second; retry after ${refusal.retryAfterSeconds} s`;
      const refused = { ...V2_HEADERS, 'cache-control': 'no-store', ...lowerCased(retryAfterHeaders(refusal)) };
      await writeAnswer(
        req,
        res,
        { status: 429, headers: refused, body: JSON.stringify({ error: message }) },
        UNFRAMED_ANSWER,
      );
      return true;
    }
    const document = pick!(await freshView(ctx));
    if (document === undefined || document === null) return false;
    await writePrepared(req, res, prepare(document), V2_HEADERS, UNFRAMED_ANSWER);
    return true;
  };
}

const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
