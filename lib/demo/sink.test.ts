import { describe, expect, it } from 'vitest';
import { openMigratedPglite } from '../db/testing';
import { generateDemoLedger } from './generate';
import { insertedColumns } from './sink';

describe('row sink on an older schema', () => {
  it('names only the columns the target has and some row sets', () => {
    const rows = [{ consensus_timestamp: 1n, type: 14, high_volume: false }, { consensus_timestamp: 2n, result: 22 }];
    expect(insertedColumns('transaction', rows)).toEqual(['consensus_timestamp', 'type', 'result', 'high_volume']);
    const v0145 = { has: (table: string, column: string) => !(table === 'transaction' && column.startsWith('high_volume')) };
    expect(insertedColumns('transaction', rows, v0145)).toEqual(['consensus_timestamp', 'type', 'result']);
  });

  it('fills a ledger whose transaction table lacks the 0.154 columns (as the Mirror Node v0.145 schema does)', async () => {
    const db = await openMigratedPglite();
    try {
      await db.exec(
        'ALTER TABLE transaction DROP COLUMN high_volume, DROP COLUMN high_volume_pricing_multiplier, DROP COLUMN congestion_pricing_multiplier',
      );
      const stats = await generateDemoLedger(db, { seed: 3, blocks: 20, endTime: new Date('2026-01-15T12:00:00Z') });
      const [row] = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM transaction');
      expect(row!.n).toBe(BigInt(stats.transactions));
      expect(stats.transactions).toBeGreaterThanOrEqual(200);
    } finally {
      await db.close();
    }
  });
});
