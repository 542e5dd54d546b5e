import type { Queryable } from '../../db';
import { wireContext, type StatusContext } from '../context';
import { loadEffectiveComponents, type EffectiveComponent } from '../effective-components';
import { conflict, notFound } from '../errors';
import { ensureFresh } from '../freshness';
import type { WireContext } from '../serialize';
import { readPage } from '../store/page';

/** What an authoring function gets from the Manage API's router (http/routes.ts), and what it answers. */
export interface ManageRequest<P extends Record<string, string>> {
  params: P;
  body: unknown;
  url: URL;
  request: Request;
}

export interface ManageResult {
  status?: number;
  body: unknown;
}

/**
 * Opens an authoring request: the store is brought up to date first (so a write never races a pending
 * auto-transition) and the page id in the path must be ours.
 */
export async function openPage(ctx: StatusContext, pageId: string | undefined): Promise<WireContext> {
  await ensureFresh(ctx);
  const page = await readPage(ctx.db);
  if (pageId !== page.id) throw notFound('page');
  return wireContext(ctx, page.id);
}

export async function componentMap(db: Queryable): Promise<Map<string, EffectiveComponent>> {
  return new Map((await loadEffectiveComponents(db)).map((c) => [c.row.id, c]));
}

/**
 * Optimistic concurrency: a writer that sends the version (or updated_at) it read gets a 409 when someone else
 * wrote in between, instead of silently overwriting. The row is locked FOR UPDATE by the caller, so the check
 * and the write are atomic. `row.updated_at` must be the value the API answers for the object (for a computed
 * component, the later of its stored and its last health change: EffectiveComponent.updatedAt), or a writer that
 * sends back what it read gets a spurious 409.
 */
export function checkPrecondition(
  what: string,
  row: { version: number; updated_at: Date },
  sent: { version?: number; updated_at?: string },
): void {
  if (sent.version !== undefined && sent.version !== row.version) {
    throw conflict(`${what}.version: ${sent.version} is stale, the current version is ${row.version}`);
  }
  if (sent.updated_at !== undefined && Date.parse(sent.updated_at) !== row.updated_at.getTime()) {
    throw conflict(`${what}.updated_at: stale, it was changed at ${row.updated_at.toISOString()}`);
  }
}

/** `limit` (1–1000, default 100) and `page` (from 1) of the Manage API lists. */
export function paging(url: URL): { limit: number; offset: number } {
  const int = (name: string, fallback: number, max: number) => {
    const raw = url.searchParams.get(name);
    const n = raw === null ? fallback : Number(raw);
    return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
  };
  const limit = int('limit', 100, 1_000);
  return { limit, offset: (int('page', 1, 1_000_000) - 1) * limit };
}
