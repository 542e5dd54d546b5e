import type { Config } from '../config';
import type { Db } from '../db';
import { migrate } from '../db/migrate';
import { generateDemoLedger, ledgerIsEmpty } from './generate';

/**
 * `npm run demo`'s first step, in the server's own process: the ledger migrated and, the first time only, the demo
 * ledger generated from the configuration (DEMO_SEED, DEMO_BLOCKS, the history windows), saying what it does.
 */
export async function prepareDemoLedger(db: Db, config: Config, log: (line: string) => void): Promise<void> {
  const applied = await migrate(db, 'ledger');
  if (applied.length > 0) log(`ledger migrations applied: ${applied.join(', ')}`);
  if (!(await ledgerIsEmpty(db))) return;
  log(`generating the demo ledger (first run only): ${config.DEMO_BLOCKS} blocks, seed ${config.DEMO_SEED}`);
  let reported = 0;
  const stats = await generateDemoLedger(db, {
    seed: config.DEMO_SEED,
    blocks: config.DEMO_BLOCKS,
    intervalMs: config.DEMO_BLOCK_INTERVAL_MS,
    history: { nodeOutage: config.DEMO_NODE_OUTAGE, blockStall: config.DEMO_BLOCK_STALL },
    onProgress: (done, all) => {
      if (done - reported < all / 5 && done !== all) return;
      reported = done;
      log(`  ${done}/${all} blocks`);
    },
  });
  log(
    `demo ledger: ${stats.blocks} blocks, ${stats.transactions} transactions in ${(stats.elapsedMs / 1000).toFixed(1)} s`,
  );
}
