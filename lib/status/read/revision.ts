import type { Db } from '../../db';
import { readPageRevision, REVISION_CHANNEL } from '../store/page';

/**
 * The page's current revision without a statement per request. Every bump of status.page.revision sends a NOTIFY
 * with the new revision in its own transaction (store/page.ts), delivered at commit and in commit order; while this
 * process LISTENs on the status store it keeps the latest one in memory, and a request reads nothing. While it does
 * not listen (before start-up finished, after the connection dropped, a store without LISTEN, every test that never
 * starts it) each request reads the revision from the store, so correctness never depends on a notification.
 *
 * A write through this instance or another shows at once: the writer's COMMIT returns only after the notification is
 * queued to the listeners, and it reaches this process over its own connection in far less time than a reader takes
 * to be told of the write and ask (the embedded store delivers it before its COMMIT even returns).
 */

interface Watch {
  listening: boolean;
  /** The current revision as last announced or read while listening; null when it must be read (once). */
  known: string | null;
  /** Moves on every announcement and (re)connection: a read that saw it move keeps its answer to itself. */
  generation: number;
  stop: (() => Promise<void>) | null;
  stopped: boolean;
}

// Per store handle, on globalThis: Next bundles route handlers and pages apart from the server, and they all share
// the process's one handle (lib/db) and must share what it knows of the revision.
const watches = ((globalThis as { __statusRevisionWatches?: WeakMap<Db, Watch> }).__statusRevisionWatches ??=
  new WeakMap());

/** The store's current revision, or null before the page row exists. */
export async function currentRevision(db: Db): Promise<string | null> {
  const watch = watches.get(db);
  if (watch?.listening && watch.known !== null) return watch.known;
  const generation = watch?.generation;
  const revision = await readPageRevision(db);
  if (watch?.listening && watch.generation === generation && revision !== null) watch.known = revision;
  return revision;
}

const later = (a: string, b: string | null) => (b === null || BigInt(a) > BigInt(b) ? a : b);

/** How long to wait before listening again after the connection dropped or could not be opened. */
export const RELISTEN_MS = 2_000;

/**
 * Starts listening for revision announcements on `db` (the server at start-up; not on import nor when building a
 * context). Once per handle; a store without LISTEN keeps the per-request read. The answer stops it (shutdown).
 */
export function watchRevision(
  db: Db,
  options: { relistenMs?: number; log?: (line: string) => void } = {},
): () => Promise<void> {
  const existing = watches.get(db);
  if (existing && !existing.stopped) return () => stopWatch(existing);
  const watch: Watch = { listening: false, known: null, generation: 0, stop: null, stopped: false };
  watches.set(db, watch);
  if (!db.listen) return () => stopWatch(watch);
  const listen = db.listen.bind(db);
  const relistenMs = options.relistenMs ?? RELISTEN_MS;
  const log = options.log ?? ((line: string) => console.warn(line));

  const forget = () => {
    watch.listening = false;
    watch.known = null;
    watch.generation++;
  };
  const retry = () => {
    if (!watch.stopped) setTimeout(subscribe, relistenMs).unref();
  };
  async function subscribe(): Promise<void> {
    if (watch.stopped) return;
    try {
      const stop = await listen(
        REVISION_CHANNEL,
        (payload) => {
          if (!/^\d+$/.test(payload)) return;
          watch.known = later(payload, watch.known);
          watch.generation++;
        },
        (error) => {
          log(`status: revision announcements lost (${error.message}); reading the revision per request until back`);
          forget();
          retry();
        },
      );
      if (watch.stopped) return void (await stop());
      watch.stop = stop;
      // Announcements from here on are heard; what was committed before is read once, by the next request.
      watch.known = null;
      watch.generation++;
      watch.listening = true;
    } catch (error) {
      log(`status: cannot listen for revision announcements (${(error as Error).message}); retrying`);
      forget();
      retry();
    }
  }
  void subscribe();
  return () => stopWatch(watch);
}

async function stopWatch(watch: Watch): Promise<void> {
  watch.stopped = true;
  watch.listening = false;
  watch.known = null;
  watch.generation++;
  const stop = watch.stop;
  watch.stop = null;
  await stop?.();
}

/** Whether this process hears `db`'s revision announcements (tests). */
export const hearsRevision = (db: Db): boolean => watches.get(db)?.listening === true;
