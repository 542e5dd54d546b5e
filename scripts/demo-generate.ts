/**
 * Fills the ledger store with the deterministic demo ledger.
 *
 *   npm run demo:generate -- [--seed N] [--blocks N] [--transactions N] [--if-empty]
 *                            [--node-outage node:startMinutesAgo:minutes|off] [--block-stall startMinutesAgo:minutes|off]
 *
 * Uses DATABASE_URL when set, else the embedded database in DATA_DIR. Applies the ledger migrations
 * first (unless LEDGER_READ_ONLY). Without --if-empty it empties the tables it writes and regenerates;
 * with it, it does nothing when the ledger already holds transactions.
 */
import { parseArgs } from 'node:util';
import { getConfig } from '../lib/config';
import { closeAll, getLedgerDb } from '../lib/db';
import { migrate } from '../lib/db/migrate';
import { generateDemoLedger, ledgerIsEmpty, wipeDemoLedger } from '../lib/demo/generate';
import { BLOCK_STALL_FORMAT, NODE_OUTAGE_FORMAT, parseBlockStall, parseNodeOutage } from '../lib/config/demo-history';

function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a non-negative integer, got "${text}"`);
  return value;
}

function historyOption<T>(
  name: string,
  text: string | undefined,
  parse: (text: string) => { value: T } | null,
  format: string,
  fallback: T,
): T {
  if (text === undefined) return fallback;
  const parsed = parse(text);
  if (!parsed) throw new Error(`--${name} must be ${format}, got "${text}"`);
  return parsed.value;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string' },
      blocks: { type: 'string' },
      transactions: { type: 'string' },
      'if-empty': { type: 'boolean', default: false },
      'node-outage': { type: 'string' },
      'block-stall': { type: 'string' },
    },
  });
  const config = getConfig();
  const seed = positive('seed', values.seed, config.DEMO_SEED);
  const blocks = Math.max(1, positive('blocks', values.blocks, config.DEMO_BLOCKS));
  const history = {
    nodeOutage: historyOption(
      'node-outage',
      values['node-outage'],
      parseNodeOutage,
      NODE_OUTAGE_FORMAT,
      config.DEMO_NODE_OUTAGE,
    ),
    blockStall: historyOption(
      'block-stall',
      values['block-stall'],
      parseBlockStall,
      BLOCK_STALL_FORMAT,
      config.DEMO_BLOCK_STALL,
    ),
  };
  const transactions =
    values.transactions === undefined ? undefined : Math.max(1, positive('transactions', values.transactions, 1));
  const db = await getLedgerDb(config);
  if (config.LEDGER_READ_ONLY) {
    console.error('demo:generate: LEDGER_READ_ONLY is set; refusing to write the ledger.');
    return 1;
  }
  await migrate(db, 'ledger');
  if (!(await ledgerIsEmpty(db))) {
    if (values['if-empty']) {
      console.log('demo:generate: the ledger already holds transactions; nothing to do (--if-empty).');
      return 0;
    }
    console.log('demo:generate: emptying the demo ledger tables before regenerating.');
    await wipeDemoLedger(db);
  }
  console.log(
    `demo:generate: seed ${seed}, ${blocks} blocks, ${transactions ?? blocks * 10} transactions (${db.driver})`,
  );
  let lastReport = 0;
  const stats = await generateDemoLedger(db, {
    seed,
    blocks,
    transactions,
    intervalMs: config.DEMO_BLOCK_INTERVAL_MS,
    history,
    onProgress: (done, all) => {
      if (done - lastReport >= Math.max(500, all / 10) || done === all) {
        lastReport = done;
        console.log(`  ${done}/${all} blocks`);
      }
    },
  });
  const rows = Object.entries(stats.rows).filter(([, n]) => (n ?? 0) > 0);
  const width = Math.max(...rows.map(([t]) => t.length));
  for (const [table, n] of rows) console.log(`  ${table.padEnd(width)}  ${String(n).padStart(9)}`);
  const total = rows.reduce((s, [, n]) => s + (n ?? 0), 0);
  console.log(
    `demo:generate: ${stats.blocks} blocks, ${stats.transactions} transactions, ${total} rows in ${(stats.elapsedMs / 1000).toFixed(1)} s`,
  );
  return 0;
}

main()
  .then(async (code) => {
    await closeAll();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error('demo:generate failed:', error instanceof Error ? error.message : error);
    await closeAll().catch(() => {});
    process.exit(1);
  });
