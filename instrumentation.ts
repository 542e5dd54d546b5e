/**
 * Server start-up hook. Against an operator's database (DATABASE_URL) it first checks that the database is a
 * Mirror Node ledger, and stops with one line saying so when it is not; an unreachable database is not a reason
 * to stop (the status page reports it). In live demo mode (npm run demo, or DEMO_LIVE=1) a block with new
 * transactions is appended every DEMO_BLOCK_INTERVAL_MS. The status page's subscription delivery worker starts here. `npm start` alone never writes to the ledger. A data directory
 * whose embedded database another server holds stops start-up too.
 */
import { isNodeServerStart } from './lib/config/runtime';

export async function register(): Promise<void> {
  if (!isNodeServerStart()) return;
  const { getConfig } = await import('./lib/config');
  const config = getConfig();
  const { getLedgerDb, getStatusDb } = await import('./lib/db');
  if (!config.DATABASE_URL || !config.STATUS_DATABASE_URL) {
    // The embedded database is opened now rather than at the first request: a second server on a data directory
    // in use must stop here, saying so, instead of listening and answering every request with a 500.
    const { DataDirInUseError } = await import('./lib/db/data-dir-lock');
    try {
      await (config.STATUS_DATABASE_URL ? getLedgerDb(config) : getStatusDb(config));
    } catch (error) {
      if (error instanceof DataDirInUseError) {
        console.error(`Cannot start: ${error.message}`);
        process.exit(1);
      }
      console.warn(`embedded database not readable at start: ${String(error)}`);
    }
  }
  if (config.DATABASE_URL) {
    const { ledgerSchema, NotALedgerError } = await import('./lib/db/ledger-schema');
    try {
      await ledgerSchema(await getLedgerDb(config));
    } catch (error) {
      if (error instanceof NotALedgerError) {
        console.error(error.message);
        process.exit(1);
      }
      console.warn(`ledger database not readable at start: ${String(error)}`);
    }
  }
  // The network figures (issue 31) are rolled up into our store as blocks arrive, whoever owns the ledger.
  const { startNetworkStatsWorker } = await import('./lib/status/network/worker');
  startNetworkStatsWorker(async () => ({ db: await getStatusDb(config), ledger: await getLedgerDb(config) }));
  // The status page's subscription delivery: one worker per server process, started here rather than by the first
  // status request, so building a status context has no side effect and a server that serves none still delivers.
  const { defaultContext } = await import('./lib/status/context');
  const { startSubscriptionDelivery } = await import('./lib/status/subscriptions/start');
  try {
    startSubscriptionDelivery(await defaultContext());
  } catch (error) {
    console.warn(`status store not readable at start, subscription delivery not started: ${String(error)}`);
  }
  if (!config.DEMO_LIVE || config.LEDGER_READ_ONLY) return;
  const { startLiveDemo } = await import('./lib/demo/live');
  startLiveDemo(await getLedgerDb(config), { intervalMs: config.DEMO_BLOCK_INTERVAL_MS });
  console.log(`live demo: a new block every ${config.DEMO_BLOCK_INTERVAL_MS} ms`);
}
