import type { StatusLive } from '../schemas/status';
import type { StatusContext } from './context';
import { buildLive, cachedLive, storedLive } from './read/live';
import { saveLiveSnapshot } from './store/live-snapshot';
import { readPage, readPageRevision } from './store/page';

/**
 * The status page's live data for its handlers (/status and its 30 s refresh, /status/live.json): from this
 * process's cache, else from the snapshot any instance stored in the last few seconds (one read), else built and
 * stored for the others. Like ensureFresh it may write, so reads (loadLive) stay pure.
 */
export async function freshLive(ctx: StatusContext): Promise<StatusLive> {
  return cachedLive(await readPageRevision(ctx.db), async () => (await storedLive(ctx)) ?? buildAndStore(ctx));
}

async function buildAndStore(ctx: StatusContext): Promise<StatusLive> {
  // The page's revision before building: a write while we build leaves the snapshot stale, not wrong.
  const page = await readPage(ctx.db);
  const live = await buildLive(ctx);
  await saveLiveSnapshot(ctx.db, JSON.stringify(live), new Date(ctx.clock.nowMs()), page);
  return live;
}
