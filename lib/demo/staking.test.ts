import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { openMigratedPglite } from '../db/testing';
import { NS_PER_SECOND } from './constants';
import { generateDemoLedger } from './generate';
import { appendBlock, loadLiveState } from './live';

const NS_PER_DAY = 86_400n * NS_PER_SECOND;
const MIDNIGHT = BigInt(Date.parse('2026-01-15T00:00:00.000Z')) * 1_000_000n;
// Two minutes of 2-second blocks ending one minute after midnight: one block's slots straddle midnight.
const OPTIONS = { seed: 11, blocks: 60, endTime: new Date('2026-01-15T00:01:00.000Z') } as const;

type StakeRow = {
  consensus_timestamp: bigint;
  epoch_day: bigint;
  staking_period: bigint;
};

async function stakeUpdates(db: Db): Promise<StakeRow[]> {
  return db.query<StakeRow>(
    'SELECT consensus_timestamp, epoch_day, staking_period FROM network_stake ORDER BY consensus_timestamp',
  );
}

/** What the Mirror Node's API shows as the current period: from the stored end + 1 ns, one day long. */
const shownPeriod = (row: StakeRow) => ({ from: row.staking_period + 1n, to: row.staking_period + 1n + NS_PER_DAY });

describe("the demo's daily node stake update", () => {
  let db: Db;

  beforeAll(async () => {
    db = await openMigratedPglite();
    await generateDemoLedger(db, OPTIONS);
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  it('opens the day that begins, also when the update lands in a block that opened before midnight', async () => {
    const updates = await stakeUpdates(db);
    const newest = updates.at(-1)!;
    // Every update opens a later period than the one before it.
    for (let i = 1; i < updates.length; i++)
      expect(updates[i]!.staking_period).toBeGreaterThan(updates[i - 1]!.staking_period);
    expect(shownPeriod(newest)).toEqual({ from: MIDNIGHT, to: MIDNIGHT + NS_PER_DAY });
    expect(newest.epoch_day).toBe(MIDNIGHT / NS_PER_DAY - 1n);
    // The period the ledger's last block falls in is the one shown.
    const [{ end }] = (await db.query<{ end: bigint }>('SELECT max(consensus_end) AS end FROM record_file')) as [
      { end: bigint },
    ];
    expect(end).toBeGreaterThanOrEqual(shownPeriod(newest).from);
    expect(end).toBeLessThan(shownPeriod(newest).to);
    const nodes = await db.query<{ staking_period: bigint }>(
      'SELECT DISTINCT staking_period FROM node_stake WHERE consensus_timestamp = $1',
      [newest.consensus_timestamp],
    );
    expect(nodes).toEqual([{ staking_period: newest.staking_period }]);
  });

  it('opens the period its own transaction falls in at the start of the ledger', async () => {
    const [first] = await stakeUpdates(db);
    const period = shownPeriod(first!);
    expect(first!.consensus_timestamp).toBeGreaterThanOrEqual(period.from);
    expect(first!.consensus_timestamp).toBeLessThan(period.to);
  });

  it('live mode opens the next day when its block crosses midnight', async () => {
    const live = (await loadLiveState(db))!;
    const nextMidnight = MIDNIGHT + NS_PER_DAY;
    // A block closing 1 s after midnight opens 2 s before it: its first slot is still on the day before.
    await appendBlock(db, live, { intervalMs: 2000 }, nextMidnight - 100_000_000_000n);
    await appendBlock(db, live, { intervalMs: 2000 }, nextMidnight + NS_PER_SECOND);
    const newest = (await stakeUpdates(db)).at(-1)!;
    expect(newest.consensus_timestamp).toBeLessThan(nextMidnight);
    expect(shownPeriod(newest)).toEqual({ from: nextMidnight, to: nextMidnight + NS_PER_DAY });
  }, 60_000);
});
