import type { Db } from '../../db';
import { ROLLUP_SETTINGS, rollNetworkStats } from './rollup';

interface NetworkStatsWorker {
  timer: ReturnType<typeof setInterval>;
  running: boolean;
}

// On globalThis because Next bundles instrumentation and route handlers separately: one worker per process.
const holder = ((
  globalThis as { __networkStats?: { worker?: NetworkStatsWorker; lastError?: string } }
).__networkStats ??= {});

/**
 * Keeps the network figures current as blocks arrive: every `intervalMs` it rolls up the ledger after the
 * watermark, in steps, for at most `stepBudgetMs` (a first start on an old ledger catches up over several ticks).
 * Started once per process by the server (instrumentation.ts); the timer does not hold the process open. The stores
 * are asked for on every tick, so a database that is down at start-up is picked up once it answers.
 */
export function startNetworkStatsWorker(
  stores: () => Promise<{ db: Db; ledger: Db }>,
  intervalMs: number = ROLLUP_SETTINGS.intervalMs,
): void {
  if (holder.worker) return;
  const worker: NetworkStatsWorker = { running: false, timer: setInterval(() => void tick(), intervalMs) };
  worker.timer.unref?.();
  holder.worker = worker;
  void tick();

  async function tick(): Promise<void> {
    if (worker.running) return; // a slow step is still going: skip rather than pile up
    worker.running = true;
    const started = Date.now();
    try {
      const { db, ledger } = await stores(); // opened per tick: a store down at start-up is retried
      const options = { nowMs: Date.now(), historyDays: ROLLUP_SETTINGS.historyDays, chunkNs: ROLLUP_SETTINGS.chunkNs };
      while ((await rollNetworkStats(db, ledger, options)) && Date.now() - started < ROLLUP_SETTINGS.stepBudgetMs);
      holder.lastError = undefined;
    } catch (error) {
      // The ledger being down is the status page's news; say it once here, not every tick.
      const message = (error as Error).message;
      if (holder.lastError !== message) console.error(`network stats: rollup failed: ${message}`);
      holder.lastError = message;
    } finally {
      worker.running = false;
    }
  }
}

/** Stops the process's worker (tests, shutdown). */
export function stopNetworkStatsWorker(): void {
  if (holder.worker) clearInterval(holder.worker.timer);
  holder.worker = undefined;
}
