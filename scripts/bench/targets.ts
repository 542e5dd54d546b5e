/**
 * The per-endpoint benchmark's requests: every /api/v1 route record's own sample requests (the ones the route-wide
 * tests and the query-plan checks serve), built from path values found in the served ledger, plus a cursor deep
 * into each list. A new route is in the benchmark as soon as it has its record.
 */
import { openPg } from '../../lib/db/pg-driver';
import { routes } from '../../lib/api/v1/routes';
import { findSampleValues } from '../../lib/api/v1/samples';

export interface Target {
  /** The route, e.g. `/blocks/{hashOrNumber}`. */
  endpoint: string;
  /** Which of its requests: the sample's last path segment and query, or a page reached by links.next. */
  kind: string;
  path: string;
}

/** `/api/v1/blocks/:hashOrNumber` → `/blocks/{hashOrNumber}`. */
const endpointOf = (pattern: string) => pattern.replace(/^\/api\/v1/, '').replace(/:(\w+)/g, '{$1}');

/** What tells a route's samples apart: the path's last segment and the query string, shortened to a column. */
const kindOf = (sample: string) => {
  const [path = '', query] = sample.split('?');
  const kind = `${path.slice(path.lastIndexOf('/') + 1)}${query ? `?${decodeURIComponent(query)}` : ''}`;
  return kind.length > 40 ? `${kind.slice(0, 39)}…` : kind;
};

/** The page up to `pages` links.next away from `first` (fewer when the list ends before), and how far it is. */
async function deepPage(base: string, first: string, pages: number): Promise<{ path: string; depth: number }> {
  let path = first;
  let depth = 0;
  for (; depth < pages; depth++) {
    const response = await fetch(base + path);
    if (!response.ok) break;
    const next = ((await response.json()) as { links?: { next?: string | null } }).links?.next;
    if (!next) break;
    path = next;
  }
  return { path, depth };
}

export async function discoverTargets(base: string, databaseUrl: string, deep = 40): Promise<Target[]> {
  const db = openPg({ url: databaseUrl, poolSize: 1, statementTimeoutMs: 600_000 });
  const values = await findSampleValues(db).finally(() => db.close());
  const targets: Target[] = [];
  for (const record of routes) {
    const endpoint = endpointOf(record.pattern);
    const [first, ...rest] = record.samples(values);
    const samples = [...new Set([first, ...rest])];
    for (const sample of samples) targets.push({ endpoint, kind: kindOf(sample), path: sample });
    if ('limit' in record.query) {
      const { path, depth } = await deepPage(base, first, deep);
      if (depth > 0) targets.push({ endpoint, kind: `page ${depth + 1} (links.next)`, path });
    }
  }
  // The /blocks first page first: the others' CPU per request is reported against it.
  return targets.sort((a, b) => Number(b.path === BASELINE) - Number(a.path === BASELINE));
}

/** The request every other one is compared with. */
export const BASELINE = '/api/v1/blocks';
