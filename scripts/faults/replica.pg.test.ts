// A read replica (CI's PostgreSQL leg): a throwaway primary holding a ledger and a hot standby made from it with
// `pg_basebackup -R` (streaming replication), as an operator sets one up. A block written on the primary is answered
// by /api/v1 reading the standby, and readiness on the standby reports its replay lag. With CI=true a machine that
// cannot make clusters fails the test instead of skipping it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConfig } from '../../lib/config';
import { fixedClock } from '../../lib/core/clock';
import type { Db } from '../../lib/db';
import { migrate } from '../../lib/db/migrate';
import { openPg } from '../../lib/db/pg-driver';
import { generateDemoLedger } from '../../lib/demo/generate';
import { handleV1 } from '../../lib/api/v1/router';
import { readiness } from '../../lib/ops/readiness';
import { freePort } from '../product-server';
import { canMakeClusters, ThrowawayPostgres } from './throwaway';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(process.env.CI === 'true')("the replica test's prerequisites", () => {
  it('can make throwaway clusters (root, postgresql-common, pg_basebackup)', () => {
    expect(canMakeClusters()).toBe(true);
  });
});

describe.runIf(canMakeClusters())('a ledger read from a hot standby', () => {
  let primary: ThrowawayPostgres;
  let standby: ThrowawayPostgres;
  let writer: Db;
  let reader: Db;

  beforeAll(async () => {
    primary = new ThrowawayPostgres(await freePort(), `lqsprimary${process.pid}`);
    standby = new ThrowawayPostgres(await freePort(), `lqsstandby${process.pid}`);
    primary.create();
    writer = openPg({ url: primary.url('postgres'), poolSize: 2, statementTimeoutMs: 60_000 });
    await migrate(writer, 'ledger');
    await generateDemoLedger(writer, { seed: 7, blocks: 5, transactions: 50 });
    standby.createStandbyOf(primary);
    reader = openPg({ url: standby.url('postgres'), poolSize: 2, statementTimeoutMs: 10_000 });
  }, 300_000);

  afterAll(async () => {
    await reader?.close();
    await writer?.close();
    standby?.drop();
    primary?.drop();
  });

  it('refuses writes on the standby', async () => {
    await expect(reader.query('DELETE FROM record_file')).rejects.toThrow(/read-only transaction/);
  });

  it('answers a block written on the primary once the standby has replayed it, and reports the lag', async () => {
    const [newest] = await writer.query<{ index: bigint; consensus_end: bigint }>(
      'SELECT index, consensus_end FROM record_file ORDER BY index DESC LIMIT 1',
    );
    const index = newest!.index + 1n;
    const start = newest!.consensus_end + 1n;
    const end = start + 2_000_000_000n;
    // a copy of the newest block, one further on (our own numbers: bigints, not input)
    await writer.exec(
      `CREATE TEMP TABLE next_block AS SELECT * FROM record_file WHERE index = ${newest!.index};
       UPDATE next_block SET index = ${index}, name = name || '-replica', consensus_start = ${start}, consensus_end = ${end}, count = 0;
       INSERT INTO record_file SELECT * FROM next_block;
       DROP TABLE next_block;`,
    );
    const ctx = {
      db: reader,
      config: { ...getConfig(), RESPONSE_CACHE: 'off' as const, LEDGER_READ_ONLY: true },
      clock: fixedClock(Number(end / 1_000_000n)),
      cache: null,
    };
    let status = 0;
    let body: { number?: number } = {};
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(200)) {
      const response = await handleV1(new Request(`http://localhost/api/v1/blocks/${index}`), ctx);
      status = response.status;
      body = (await response.json()) as { number?: number };
      if (status === 200) break;
    }
    expect(status).toBe(200);
    expect(body.number).toBe(Number(index));

    const report = await readiness(
      { ledger: async () => reader, statusStore: async () => writer },
      fixedClock(Number(end / 1_000_000n)),
      { maxReplicaLagSeconds: 60 },
    );
    expect(report.status).toBe('UP');
    expect(report.ledger.replica_lag_seconds).toEqual(expect.any(Number));
    expect(report.ledger.replica_lag_seconds).toBeLessThanOrEqual(60);
    const onPrimary = await readiness(
      { ledger: async () => writer, statusStore: async () => writer },
      fixedClock(Number(end / 1_000_000n)),
    );
    expect(onPrimary.ledger.replica_lag_seconds).toBeNull();
  }, 120_000);
});
