import type { IncomingMessage, ServerResponse } from 'node:http';
import { isClientNavigation, renderedPageCache, type Renderer } from '../http/rendered-page-cache';
import { readsLocalLedger } from './ledger-unreachable';

/**
 * The explorer's pages of this server's own ledger, rendered once and served to every reader until what they show can
 * have changed (issue 31: a page cost 18–55 ms of CPU where the API answers under it cost about 1 ms). Server HTML
 * depends on no cookie or header (the theme and the time zone are the browser's: localStorage, and the server renders
 * UTC), so the path and query are the whole key. Two caches, by what invalidates a page:
 *
 * - a page that cannot change (a block below the newest, whose transactions and "next block" are settled) is kept
 *   as rendered, for FINAL_MAX_AGE_MS;
 * - every other page is kept while the ledger's newest block is the one it was rendered at (home also while the
 *   status page's revision is), and rendered again past half LIVE_MAX_AGE_MS, which bounds what moves with the clock
 *   alone (a schedule's expiry, the staking period's countdown). The first request that finds the page so is rendered
 *   by Next.js for real and recorded (lib/http/rendered-page-cache.ts: nothing loops back into this server); while it
 *   runs (one render per page at a time), readers get the last one, if it is younger than LIVE_STALE_MAX_MS: under
 *   load a render can take longer than a block, and readers queued behind renders that the next block makes old again
 *   would never be served. The live lists on them refresh in the browser as before.
 *
 * A client-side navigation (RSC data, not HTML) and any page that is not a plain 200 without cookies go to Next.js
 * and are not kept.
 */
export const LIVE_MAX_AGE_MS = 5_000;
/** The oldest live page served while its next rendering runs (only a server too busy to render in time gets near it). */
export const LIVE_STALE_MAX_MS = 30_000;
export const FINAL_MAX_AGE_MS = 10 * 60_000;
/** How long one read of the newest block and the status revision answers every request (one query, not one each)… */
export const HEAD_READ_SHARED_MS = 250;
/** …and how long it still answers while the next read runs: a page is at most this far behind a new block. */
export const HEAD_READ_USABLE_MS = 2_000;
/** HTML kept per cache (bytes): 100–600 pages of 50–190 kB. */
const MAX_BYTES_PER_CACHE = 32 * 1024 * 1024;

/** What invalidates a page: nothing (final), the newest block, or the newest block and the status page's revision. */
export type PageFreshness = 'final' | 'block' | 'block-and-status';

/** How the page at `url` is kept, or null when it is not (another network's page, or not an explorer page). */
export function pageFreshness(url: URL, newestBlock: bigint | null): PageFreshness | null {
  if (!readsLocalLedger(url)) return null;
  if (url.pathname === '/') return 'block-and-status';
  const block = /^\/blocks\/(\d{1,19})$/.exec(url.pathname);
  if (block && newestBlock !== null && BigInt(block[1]!) < newestBlock) return 'final';
  return 'block';
}

export interface ExplorerPageCacheOptions {
  /** The ledger's newest block number (null while it has none). */
  newestBlock: () => Promise<bigint | null>;
  /** The status page's revision, which moves with every change of what it shows (home shows the network's status). */
  statusRevision: () => Promise<string | null>;
  nowMs?: () => number;
}

/**
 * `read`'s answer shared by every caller: as it is for `freshMs`, then still answered at once (for at most `usableMs`)
 * while one read in the background replaces it. A request never waits on the ledger for it (an embedded ledger answers
 * one query at a time, and the status figures' background reads can hold it for a while), except after a quiet spell.
 */
export function readAhead<T>(
  read: () => Promise<T>,
  { freshMs, usableMs }: { freshMs: number; usableMs: number },
  now: () => number,
): () => Promise<T> {
  let last: { atMs: number; value: T } | null = null;
  let reading: Promise<T> | null = null;
  const readAgain = () =>
    (reading ??= read()
      .then((value) => {
        last = { atMs: now(), value };
        return value;
      })
      .finally(() => (reading = null)));
  return async () => {
    const age = last === null ? Infinity : now() - last.atMs;
    if (last !== null && age < freshMs) return last.value;
    const next = readAgain();
    if (last === null || age >= usableMs) return next;
    next.catch(() => undefined); // a failed read leaves the last answer to age out
    return last.value;
  };
}

const urlOf = (key: string) => new URL(key, 'http://page.invalid');

export function explorerPageCache(options: ExplorerPageCacheOptions) {
  const now = options.nowMs ?? Date.now;
  const ahead = { freshMs: HEAD_READ_SHARED_MS, usableMs: HEAD_READ_USABLE_MS };
  const newestBlock = readAhead(options.newestBlock, ahead, now);
  const statusRevision = readAhead(options.statusRevision, ahead, now);
  const common = { maxBytes: MAX_BYTES_PER_CACHE, nowMs: now };
  const final = renderedPageCache({ ...common, maxAgeMs: FINAL_MAX_AGE_MS });
  const live = renderedPageCache({ ...common, maxAgeMs: LIVE_MAX_AGE_MS, staleWhileRenderingMs: LIVE_STALE_MAX_MS });

  return {
    /**
     * Answers the request when it is a page of this ledger's explorer, from a kept rendering or rendered by `render`
     * (Next.js) and kept; false, having written nothing, otherwise.
     */
    async answer(req: IncomingMessage, res: ServerResponse, render: Renderer): Promise<boolean> {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || isClientNavigation(req)) return false;
      const key = req.url ?? '/';
      // A target of another origin's form (//host/path, http://…) is left to Next.js.
      if (!key.startsWith('/') || key.startsWith('//')) return false;
      const block = await newestBlock().catch(() => null);
      if (block === null) return false;
      const freshness = pageFreshness(urlOf(key), block);
      if (freshness === null) return false;
      if (freshness === 'final') {
        await final.serve(req, res, key, 'final', render);
        return true;
      }
      const revision = freshness === 'block-and-status' ? await statusRevision().catch(() => null) : '';
      if (revision === null) return false;
      await live.serve(
        req,
        res,
        key,
        freshness === 'block-and-status' ? `${block}:${revision}` : String(block),
        render,
      );
      return true;
    },
  };
}
