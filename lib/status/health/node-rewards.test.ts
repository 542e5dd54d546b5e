import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  IncidentsResponseSchema,
  SummaryResponseSchema,
  UptimeResponseSchema,
  type Component,
} from '../../schemas/status';
import { componentUptime, incidents, summary } from '../read/v2';
import {
  T0,
  closeTestDb,
  fresh,
  insertAddressBook,
  insertBlocks,
  insertRewardPayout,
  insertTransactions,
  openTestContext,
  type TestContext,
} from '../testing';
import { refreshHealth } from './refresh';

const HOUR = 3_600_000;
const day = (date: string) => Date.parse(`${date}T00:00:00Z`);
// A block every 2 minutes keeps the ledger small; the block thresholds are raised to match, so no block is late.
const SLOW_BLOCKS = { HEALTH_BLOCK_DEGRADED_S: '300', HEALTH_BLOCK_PARTIAL_S: '600', HEALTH_BLOCK_MAJOR_S: '1200' };
let ctx: TestContext | undefined;
afterAll(closeTestDb);
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

/**
 * Three and a half days of ledger up to T0 (2026-03-10 12:00 UTC), three nodes, a block every 2 minutes and a
 * transaction a minute. Node 1 handles nothing from 22:00 on 03-07 to 02:00 on 03-09 but is paid its reward for 03-08; node 2
 * handles nothing from 23:00 on 03-08 on and the payout for 03-09 leaves it out. 0.0.801 pays just after midnight.
 */
async function rewardedLedger(c: TestContext, payouts: [string, number[]][]) {
  const start = day('2026-03-07');
  await insertAddressBook(c.db, [0, 1, 2], start - HOUR);
  await insertBlocks(c.db, start, T0, 120_000);
  await insertTransactions(c.db, start, T0, [0, 1, 2], 60_000, [
    { nodeId: 1, fromMs: day('2026-03-08') - 2 * HOUR, toMs: day('2026-03-09') + 2 * HOUR },
    { nodeId: 2, fromMs: day('2026-03-09') - HOUR, toMs: T0 },
  ]);
  for (const [date, nodes] of payouts) await insertRewardPayout(c.db, day(date) + 30_000, nodes);
}

const DAILY: [string, number[]][] = [
  ['2026-03-08', [0, 1, 2]],
  ['2026-03-09', [0, 1, 2]], // node 1 silent all of 03-08, yet rewarded for it
  ['2026-03-10', [0, 1]], // node 2 silent all of 03-09 and left out
];

async function scanAll(c: TestContext) {
  c.setNow(T0 + 1_000);
  await fresh(c, summary);
  for (let i = 0; i < 4; i++) await refreshHealth(c, true); // the scan advances a day per refresh
  return SummaryResponseSchema.parse(await fresh(c, summary));
}

const nodeUptime = async (c: TestContext, components: Component[], name: string) => {
  const found = components.find((x) => x.name.startsWith(name));
  if (!found) throw new Error(`no component ${name}`);
  const { days } = UptimeResponseSchema.parse(await componentUptime(c, found.id));
  return new Map(days.map((d) => [d.date, d]));
};

describe("node reward payouts feed a node's uptime", () => {
  it('counts a silent day the network rewarded the node for as up, and the silence around it as down', async () => {
    ctx = await openTestContext(SLOW_BLOCKS);
    await rewardedLedger(ctx, DAILY);
    const s = await scanAll(ctx);
    const node1 = await nodeUptime(ctx, s.components, 'Node 1');
    expect(node1.get('2026-03-08')).toMatchObject({ uptime_percentage: 100, major_outage: 0 });
    // The hours either side: from its last transaction before 22:00 to midnight, and from midnight to its return.
    const [edges] = await ctx.db.query<{ last: bigint; next: bigint }>(
      `SELECT (SELECT max(consensus_timestamp) FROM transaction WHERE node_account_id = 4 AND consensus_timestamp < $1) AS last,
              (SELECT min(consensus_timestamp) FROM transaction WHERE node_account_id = 4 AND consensus_timestamp > $1) AS next`,
      [BigInt(day('2026-03-08')) * 1_000_000n],
    );
    expect(node1.get('2026-03-07')!.major_outage).toBe((day('2026-03-08') - Number(edges!.last / 1_000_000n)) / 1000);
    expect(node1.get('2026-03-09')!.major_outage).toBe((Number(edges!.next / 1_000_000n) - day('2026-03-09')) / 1000);

    const list = IncidentsResponseSchema.parse(await fresh(ctx, incidents));
    const incident = list.incidents.find((i) => i.name === 'Node 1 stopped handling transactions');
    expect(incident?.incident_updates.map((u) => u.status)).toEqual([
      'resolved',
      'investigating',
      'investigating',
      'investigating',
    ]);
    const bodies = incident!.incident_updates.map((u) => u.body).join('\n');
    expect(bodies).toContain('paid it the daily node reward for 2026-03-08 (UTC), so that day counts as up.');
    expect(bodies).toContain('no node reward vouches for it from 2026-03-09 (UTC) on');
  });

  it('counts a day on which the node handled nothing and was left out of the payout as down, before it returns', async () => {
    ctx = await openTestContext(SLOW_BLOCKS);
    await rewardedLedger(ctx, DAILY);
    const s = await scanAll(ctx);
    const node2 = await nodeUptime(ctx, s.components, 'Node 2');
    expect(node2.get('2026-03-09')).toMatchObject({
      uptime_percentage: 0,
      major_outage: 86_400,
      worst_status: 'major_outage',
    });
    expect(node2.get('2026-03-08')!.uptime_percentage).toBe(100); // it worked until 23:00 and was paid for the day
    expect(s.components.find((c) => c.name.startsWith('Node 2'))!.status).toBe('major_outage'); // live: silent now
    const node0 = await nodeUptime(ctx, s.components, 'Node 0');
    expect([...node0.values()].every((d) => d.uptime_percentage === null || d.uptime_percentage === 100)).toBe(true);
  });

  it('judges nodes by their silences alone when the network paid no reward', async () => {
    ctx = await openTestContext(SLOW_BLOCKS);
    await rewardedLedger(ctx, []);
    const s = await scanAll(ctx);
    // Without payouts, node 2's silence has not ended, so no day of it is judged yet; node 1's whole silence is down.
    expect((await nodeUptime(ctx, s.components, 'Node 2')).get('2026-03-09')!.uptime_percentage).toBe(100);
    expect((await nodeUptime(ctx, s.components, 'Node 1')).get('2026-03-08')!.uptime_percentage).toBe(0);
  });
});
