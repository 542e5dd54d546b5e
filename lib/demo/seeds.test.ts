import { describe, expect, it } from 'vitest';
import { openMigratedPglite } from '../db/testing';
import { findViolations } from './consistency';
import { generateDemoLedger, wipeDemoLedger } from './generate';

describe('demo ledger across seeds', () => {
  it('every seed yields a loadable, consistent ledger (int64 bounds, sums, trees)', async () => {
    const db = await openMigratedPglite();
    try {
      for (let seed = 1; seed <= 12; seed++) {
        await generateDemoLedger(db, { seed, blocks: 40, endTime: new Date('2026-01-01T00:00:00Z') });
        expect(await findViolations(db), `seed ${seed}`).toEqual([]);
        await wipeDemoLedger(db);
      }
    } finally {
      await db.close();
    }
  }, 300_000);
});
