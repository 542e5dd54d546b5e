import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  IncidentsResponseSchema,
  type Component,
  SummaryResponseSchema,
  UptimeResponseSchema,
} from '../../schemas/status';
import { componentUptime } from '../read/v2';
import { incidents, summary } from '../read/v2';
import {
  NODE_ACCOUNT,
  T0,
  fresh,
  closeTestDb,
  insertAddressBook,
  insertBlocks,
  insertTransactions,
  openTestContext,
  type TestContext,
} from '../testing';
import { refreshHealth } from './refresh';

const MIN = 60_000;
let ctx: TestContext | undefined;
afterAll(closeTestDb);
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

/** One hour of ledger ending at T0 with three nodes, a 3-minute block stall and a 10-minute silence of node 1. */
async function craftedHistory(c: TestContext) {
  await insertAddressBook(c.db, [0, 1, 2]);
  const stall = { from: T0 - 20 * MIN, to: T0 - 17 * MIN };
  await insertBlocks(c.db, T0 - 60 * MIN, stall.from);
  await insertBlocks(c.db, stall.to, T0, 2_000, 100_000);
  const silent = [{ nodeId: 1, fromMs: T0 - 50 * MIN, toMs: T0 - 40 * MIN }];
  await insertTransactions(c.db, T0 - 60 * MIN, stall.from, [0, 1, 2], 1_000, silent);
  await insertTransactions(c.db, stall.to, T0, [0, 1, 2], 1_000, silent);
}

/** A node's last transaction before `fromMs` and its first one from `toMs` on: the two ends of its silence. */
async function silenceAround(c: TestContext, nodeId: number, fromMs: number, toMs: number) {
  const [row] = await c.db.query<{ last: bigint; next: bigint }>(
    `SELECT (SELECT max(consensus_timestamp) FROM transaction WHERE node_account_id = $1 AND consensus_timestamp < $2) AS last,
            (SELECT min(consensus_timestamp) FROM transaction WHERE node_account_id = $1 AND consensus_timestamp >= $3) AS next`,
    [NODE_ACCOUNT(nodeId), BigInt(fromMs) * 1_000_000n, BigInt(toMs) * 1_000_000n],
  );
  return { lastMs: Number(row!.last / 1_000_000n), nextMs: Number(row!.next / 1_000_000n) };
}

const byName = (s: { components: Component[] }, name: string): Component => {
  const found = s.components.find((c) => c.name.startsWith(name));
  if (!found) throw new Error(`no component ${name}`);
  return found;
};

describe('health computed from the ledger', () => {
  it('creates the default components from the address book, all operational on fresh blocks', async () => {
    ctx = await openTestContext();
    await craftedHistory(ctx);
    ctx.setNow(T0 + 1_000);
    const s = SummaryResponseSchema.parse(await fresh(ctx, summary));
    expect(s.components.map((c) => c.name)).toEqual([
      'Testnet | Network Uptime',
      'Testnet | Individual Nodes',
      'Node 0 (account 0.0.3) | Hosted by Test 0 | City 0',
      'Node 1 (account 0.0.4) | Hosted by Test 1 | City 1',
      'Node 2 (account 0.0.5) | Hosted by Test 2 | City 2',
      'Mirror Node REST API',
    ]);
    const group = byName(s, 'Testnet | Individual Nodes');
    expect(group.group).toBe(true);
    expect(group.components).toHaveLength(3);
    expect(s.components.every((c) => c.status === 'operational')).toBe(true);
    expect(s.status).toEqual({ indicator: 'none', description: 'All Systems Operational' });
    // Idempotent: a second sync creates nothing new.
    await refreshHealth(ctx, true);
    expect((await fresh(ctx, summary)).components).toHaveLength(6);
  });

  it('blames no node for a network-wide stall longer than the node threshold', async () => {
    ctx = await openTestContext();
    await insertAddressBook(ctx.db, [0, 1, 2]);
    const stall = { from: T0 - 40 * MIN, to: T0 - 20 * MIN };
    await insertBlocks(ctx.db, T0 - 60 * MIN, stall.from);
    await insertBlocks(ctx.db, stall.to, T0, 2_000, 100_000);
    await insertTransactions(ctx.db, T0 - 60 * MIN, stall.from, [0, 1, 2], 1_000, []);
    await insertTransactions(ctx.db, stall.to, T0, [0, 1, 2], 1_000, []);
    ctx.setNow(T0 + 1_000);
    const list = IncidentsResponseSchema.parse(await fresh(ctx, incidents));
    expect(list.incidents.map((i) => i.name)).toEqual(['Block production stalled']);
  });

  it('turns the stall and the silent node into resolved incidents with a timeline, once', async () => {
    ctx = await openTestContext();
    await craftedHistory(ctx);
    ctx.setNow(T0 + 1_000);
    const list = IncidentsResponseSchema.parse(await fresh(ctx, incidents));
    expect(list.incidents.map((i) => [i.name, i.status, i.impact])).toEqual([
      ['Block production stalled', 'resolved', 'major'],
      ['Node 1 stopped handling transactions', 'resolved', 'critical'],
    ]);
    const stall = list.incidents[0]!;
    expect(stall.incident_updates.map((u) => u.status)).toEqual(['resolved', 'investigating', 'investigating']);
    expect(stall.incident_updates.map((u) => u.affected_components?.[0]?.new_status)).toEqual([
      'operational',
      'partial_outage',
      'degraded_performance',
    ]);
    // Dated from the last block's end (stall.from − 1 ms), not from when the 10-second threshold was crossed.
    expect(Date.parse(stall.started_at)).toBe(T0 - 20 * MIN - 1);
    expect(stall.incident_updates.at(-1)!.display_at).toBe(stall.started_at);
    expect(stall.incident_updates.at(-1)!.body).toMatch(
      /^No new block since this time \(noticed once the gap passed 10 seconds\)/,
    );
    // Every update names the two blocks around the gap, which the status page links to the explorer.
    for (const update of stall.incident_updates) {
      expect(update.body).toMatch(/\nEvidence: no block between block #1199 and block #100000 for 182 s\.$/);
    }
    expect(Date.parse(stall.resolved_at!)).toBe(T0 - 17 * MIN + 1_999);
    const node = list.incidents[1]!;
    const silence = await silenceAround(ctx, 1, T0 - 50 * MIN, T0 - 40 * MIN);
    expect(node.components[0]?.name).toMatch(/^Node 1 /);
    expect(Date.parse(node.started_at)).toBe(silence.lastMs);
    expect(node.incident_updates.map((u) => Date.parse(u.display_at))).toEqual([silence.nextMs, silence.lastMs]);
    expect(Date.parse(node.resolved_at!)).toBe(silence.nextMs);
    expect(node.incident_updates[1]!.body).toContain('(noticed after 5 minutes of silence)');

    // Scanning again (forced, later, and from scratch) adds nothing.
    ctx.advance(10_000);
    await refreshHealth(ctx, true);
    await ctx.db.query('DELETE FROM status.ledger_scan');
    await ctx.db.query('DELETE FROM status.node_activity');
    await refreshHealth(ctx, true);
    expect((await fresh(ctx, incidents)).incidents).toHaveLength(2);
  });

  it('shows the past outages in the daily uptime', async () => {
    ctx = await openTestContext();
    await craftedHistory(ctx);
    ctx.setNow(T0 + 1_000);
    const s = await fresh(ctx, summary);
    const network = UptimeResponseSchema.parse(await componentUptime(ctx, byName(s, 'Testnet | Network Uptime').id));
    expect(network.days).toHaveLength(90);
    const today = network.days[89]!;
    expect(today.worst_status).toBe('partial_outage');
    // Blocks end at stall.from − 1 ms and resume at stall.to + 1999 ms: degraded from the last block's end for a
    // minute, then a partial outage for the remaining 122 s.
    expect(today.partial_outage).toBe(122);
    expect(today.degraded_performance).toBe(60);
    expect(today.incident_ids).toHaveLength(1);
    expect(network.days[0]!.uptime_percentage).toBeNull(); // before the ledger began

    const node1 = await componentUptime(ctx, byName(s, 'Node 1').id);
    const silence = await silenceAround(ctx, 1, T0 - 50 * MIN, T0 - 40 * MIN);
    expect(node1.days[89]!.worst_status).toBe('major_outage');
    // All of the silence, not the part after the 5-minute detection window.
    expect(node1.days[89]!.major_outage).toBe(Math.round((silence.nextMs - silence.lastMs) / 1000));
    expect(node1.days[89]!.major_outage).toBeGreaterThanOrEqual(600);
    expect(node1.days[89]!.uptime_percentage).toBeLessThan(100);
    const node0 = await componentUptime(ctx, byName(s, 'Node 0').id);
    expect(node0.days[89]!.uptime_percentage).toBe(100);
  });

  it('records the demo history at its real length: node 4 silent 20 minutes, blocks stalled 3 minutes', async () => {
    // The demo ledger's defaults (lib/demo/history.ts): node 4 silent from 80 to 60 minutes before the end, no
    // block from 30 to 27 minutes before it; five nodes, a block every 2 s, a transaction every 500 ms.
    ctx = await openTestContext();
    await insertAddressBook(ctx.db, [0, 1, 2, 3, 4]);
    const stall = { from: T0 - 30 * MIN, to: T0 - 27 * MIN };
    await insertBlocks(ctx.db, T0 - 120 * MIN, stall.from);
    await insertBlocks(ctx.db, stall.to, T0, 2_000, 100_000);
    const silent = [{ nodeId: 4, fromMs: T0 - 80 * MIN, toMs: T0 - 60 * MIN }];
    await insertTransactions(ctx.db, T0 - 120 * MIN, stall.from, [0, 1, 2, 3, 4], 500, silent);
    await insertTransactions(ctx.db, stall.to, T0, [0, 1, 2, 3, 4], 500, silent);
    ctx.setNow(T0 + 1_000);

    const silence = await silenceAround(ctx, 4, silent[0]!.fromMs, silent[0]!.toMs);
    const silentMs = silence.nextMs - silence.lastMs;
    expect(silentMs).toBeGreaterThanOrEqual(20 * MIN);
    expect(silentMs).toBeLessThan(20 * MIN + 5_000);

    const list = IncidentsResponseSchema.parse(await fresh(ctx, incidents));
    const node = list.incidents.find((i) => i.name === 'Node 4 stopped handling transactions')!;
    expect([Date.parse(node.started_at), Date.parse(node.resolved_at!)]).toEqual([silence.lastMs, silence.nextMs]);
    const at = (ms: number) => `${Math.floor(ms / 1000)}.${String((ms % 1000) * 1_000_000).padStart(9, '0')}`;
    expect(node.incident_updates[0]!.body).toBe(
      `Node 4 is handling transactions again after ${(silentMs / 60_000).toFixed(1).replace(/\.0$/, '')} minutes without any.\n` +
        `Evidence: Node 4 handled transaction ${at(silence.lastMs)}, then none until transaction ${at(silence.nextMs)}.`,
    );

    const s = await fresh(ctx, summary);
    const dayStart = Date.parse('2026-03-10T00:00:00Z');
    const counted = (T0 + 1_000 - dayStart) / 1000;
    const node4 = (await componentUptime(ctx, byName(s, 'Node 4').id)).days[89]!;
    expect(node4.major_outage).toBe(Math.round(silentMs / 1000));
    expect(node4.uptime_percentage).toBe(Math.round(100_000 * (1 - silentMs / 1000 / counted)) / 1000);
    expect(node4.incident_ids).toEqual([node.id]);

    const stalled = list.incidents.find((i) => i.name === 'Block production stalled')!;
    const lastBlockEndMs = stall.from - 1;
    const nextBlockEndMs = stall.to + 1_999;
    expect([Date.parse(stalled.started_at), Date.parse(stalled.resolved_at!)]).toEqual([
      lastBlockEndMs,
      nextBlockEndMs,
    ]);
    expect(
      stalled.incident_updates.map((u) => [Date.parse(u.display_at), u.affected_components?.[0]?.new_status]),
    ).toEqual([
      [nextBlockEndMs, 'operational'],
      [lastBlockEndMs + 60_000, 'partial_outage'],
      [lastBlockEndMs, 'degraded_performance'],
    ]);
    const network = (await componentUptime(ctx, byName(s, 'Testnet | Network Uptime').id)).days[89]!;
    expect(network.degraded_performance + network.partial_outage).toBe((nextBlockEndMs - lastBlockEndMs) / 1000);
    expect(network.partial_outage).toBe(122);
    expect(network.uptime_percentage).toBe(Math.round(100_000 * (1 - (0.3 * 122) / counted)) / 1000);
  });

  it('rates block age live: a stall in progress degrades, then partial, then major', async () => {
    ctx = await openTestContext();
    await insertAddressBook(ctx.db, [0]);
    await insertBlocks(ctx.db, T0 - 10 * MIN, T0);
    await insertTransactions(ctx.db, T0 - 10 * MIN, T0, [0]);
    const networkAt = async (ms: number) => {
      ctx!.setNow(ms);
      await refreshHealth(ctx!, true);
      return byName(await fresh(ctx!, summary), 'Testnet | Network Uptime').status;
    };
    expect(await networkAt(T0 + 5_000)).toBe('operational');
    expect(await networkAt(T0 + 30_000)).toBe('degraded_performance');
    expect(await networkAt(T0 + 2 * MIN)).toBe('partial_outage');
    expect(await networkAt(T0 + 6 * MIN)).toBe('major_outage');
    expect((await fresh(ctx, summary)).status).toEqual({ indicator: 'major', description: 'Partial System Outage' });
  });

  it('marks a node silent for N minutes while others work as a major outage', async () => {
    ctx = await openTestContext();
    await insertAddressBook(ctx.db, [0, 1, 2]);
    await insertBlocks(ctx.db, T0 - 20 * MIN, T0);
    await insertTransactions(ctx.db, T0 - 20 * MIN, T0, [0, 1, 2], 1_000, [
      { nodeId: 2, fromMs: T0 - 6 * MIN, toMs: T0 },
    ]);
    ctx.setNow(T0 + 1_000);
    const s = await fresh(ctx, summary);
    expect(byName(s, 'Node 2').status).toBe('major_outage');
    expect(byName(s, 'Node 1').status).toBe('operational');
    expect(byName(s, 'Testnet | Individual Nodes').status).toBe('major_outage');
    expect(s.status.indicator).toBe('major');
  });

  it('reports an empty ledger as a network outage without blaming nodes', async () => {
    ctx = await openTestContext();
    await insertAddressBook(ctx.db, [0]);
    const s = await fresh(ctx, summary);
    expect(byName(s, 'Testnet | Network Uptime').status).toBe('major_outage');
    expect(byName(s, 'Node 0').status).toBe('operational');
    expect(byName(s, 'Mirror Node REST API').status).toBe('operational');
  });

  it('keeps serving when the ledger database is down: the API is a major outage, the rest its last known state', async () => {
    ctx = await openTestContext();
    await craftedHistory(ctx);
    ctx.setNow(T0 + 1_000);
    expect(byName(await fresh(ctx, summary), 'Mirror Node REST API').status).toBe('operational');
    const unreachable = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    const down: TestContext = {
      ...ctx,
      ledger: { ...ctx.ledger, ready: async () => false, query: unreachable, exec: unreachable },
    };
    ctx.advance(60_000);
    await refreshHealth(down, true);
    const s = SummaryResponseSchema.parse(await fresh(down, summary));
    expect(byName(s, 'Mirror Node REST API').status).toBe('major_outage');
    expect(byName(s, 'Testnet | Network Uptime').status).toBe('operational');
    expect(byName(s, 'Node 1').status).toBe('operational');
    expect(s.status.indicator).not.toBe('none');
  });

  it('creates the default components on a first start with the ledger down', async () => {
    ctx = await openTestContext();
    const down: TestContext = { ...ctx, ledger: { ...ctx.ledger, ready: async () => false } };
    const s = await fresh(down, summary);
    expect(s.components.map((c) => [c.name, c.status])).toEqual([
      ['Testnet | Network Uptime', 'operational'],
      ['Testnet | Individual Nodes', 'operational'],
      ['Mirror Node REST API', 'major_outage'],
    ]);
  });
});
