// npm run db:migrate — applies pending migrations to the ledger store (unless LEDGER_READ_ONLY) and the status store.
import { closeAll, getLedgerDb, getStatusDb } from '../lib/db';
import { migrate } from '../lib/db/migrate';
import { configOrExit } from './load-config';

const config = configOrExit();
try {
  if (config.LEDGER_READ_ONLY) {
    console.log('ledger: LEDGER_READ_ONLY is set, no migration runs against the ledger database');
  } else {
    const applied = await migrate(await getLedgerDb(config), 'ledger');
    console.log(
      `ledger (${config.DATABASE_URL ? 'postgresql' : 'embedded'}): ${applied.length ? applied.join(', ') : 'up to date'}`,
    );
  }
  await getStatusDb(config); // runs the status migrations on first use
  console.log(`status (${config.STATUS_DATABASE_URL ? 'postgresql' : 'embedded'}): up to date`);
} catch (error) {
  console.error('db:migrate failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeAll().catch(() => {});
}
