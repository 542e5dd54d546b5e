/**
 * Server start-up hook: in live demo mode (npm run demo, or DEMO_LIVE=1) a block with new transactions is
 * appended every DEMO_BLOCK_INTERVAL_MS. `npm start` alone never writes to the ledger.
 */
import { isNodeServerStart } from './lib/config/runtime';

export async function register(): Promise<void> {
  if (!isNodeServerStart()) return;
  const { getConfig } = await import('./lib/config');
  const config = getConfig();
  if (!config.DEMO_LIVE || config.LEDGER_READ_ONLY) return;
  const [{ getLedgerDb }, { startLiveDemo }] = await Promise.all([import('./lib/db'), import('./lib/demo/live')]);
  startLiveDemo(await getLedgerDb(config), { intervalMs: config.DEMO_BLOCK_INTERVAL_MS });
  console.log(`live demo: a new block every ${config.DEMO_BLOCK_INTERVAL_MS} ms`);
}
