import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { IncidentsResponseSchema, type Component, SummaryResponseSchema, UptimeResponseSchema } from '../../schemas/status';
import { componentUptime } from '../read/uptime';
import { incidents, summary } from '../read/v2';
import { T0, insertAddressBook, insertBlocks, insertTransactions, openTestContext, closeTestDb, type TestContext } from '../testing';
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
    const s = SummaryResponseSchema.parse(await summary(ctx));
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
    expect((await summary(ctx)).components).toHaveLength(6);
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
    const list = IncidentsResponseSchema.parse(await incidents(ctx));
    expect(list.incidents.map((i) => i.name)).toEqual(['Block production stalled']);
  });

  it('turns the stall and the silent node into resolved incidents with a timeline, once', async () => {
    ctx = await openTestContext();
    await craftedHistory(ctx);
    ctx.setNow(T0 + 1_000);
    const list = IncidentsResponseSchema.parse(await incidents(ctx));
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
    expect(Date.parse(stall.started_at)).toBeCloseTo(T0 - 20 * MIN, -4);
    const node = list.incidents[1]!;
    expect(node.components[0]?.name).toMatch(/^Node 1 /);
    expect(Date.parse(node.resolved_at!) - Date.parse(node.incident_updates[1]!.display_at)).toBeGreaterThan(4 * MIN);

    // Scanning again (forced, later, and from scratch) adds nothing.
    ctx.advance(10_000);
    await refreshHealth(ctx, true);
    await ctx.db.query('DELETE FROM status.ledger_scan');
    await ctx.db.query('DELETE FROM status.node_activity');
    await refreshHealth(ctx, true);
    expect((await incidents(ctx)).incidents).toHaveLength(2);
  });

  it('shows the past outages in the daily uptime', async () => {
    ctx = await openTestContext();
    await craftedHistory(ctx);
    ctx.setNow(T0 + 1_000);
    const s = await summary(ctx);
    const network = UptimeResponseSchema.parse(await componentUptime(ctx, byName(s, 'Testnet | Network Uptime').id));
    expect(network.days).toHaveLength(90);
    const today = network.days[89]!;
    expect(today.worst_status).toBe('partial_outage');
    expect(today.partial_outage).toBeGreaterThan(115);
    expect(today.partial_outage).toBeLessThan(130);
    expect(today.degraded_performance).toBe(50);
    expect(today.incident_ids).toHaveLength(1);
    expect(network.days[0]!.uptime_percentage).toBeNull(); // before the ledger began

    const node1 = await componentUptime(ctx, byName(s, 'Node 1').id);
    expect(node1.days[89]!.worst_status).toBe('major_outage');
    expect(node1.days[89]!.major_outage).toBeGreaterThan(290);
    expect(node1.days[89]!.major_outage).toBeLessThan(310);
    expect(node1.days[89]!.uptime_percentage).toBeLessThan(100);
    const node0 = await componentUptime(ctx, byName(s, 'Node 0').id);
    expect(node0.days[89]!.uptime_percentage).toBe(100);
  });

  it('rates block age live: a stall in progress degrades, then partial, then major', async () => {
    ctx = await openTestContext();
    await insertAddressBook(ctx.db, [0]);
    await insertBlocks(ctx.db, T0 - 10 * MIN, T0);
    await insertTransactions(ctx.db, T0 - 10 * MIN, T0, [0]);
    const networkAt = async (ms: number) => {
      ctx!.setNow(ms);
      await refreshHealth(ctx!, true);
      return byName(await summary(ctx!), 'Testnet | Network Uptime').status;
    };
    expect(await networkAt(T0 + 5_000)).toBe('operational');
    expect(await networkAt(T0 + 30_000)).toBe('degraded_performance');
    expect(await networkAt(T0 + 2 * MIN)).toBe('partial_outage');
    expect(await networkAt(T0 + 6 * MIN)).toBe('major_outage');
    expect((await summary(ctx)).status).toEqual({ indicator: 'major', description: 'Partial System Outage' });
  });

  it('marks a node silent for N minutes while others work as a major outage', async () => {
    ctx = await openTestContext();
    await insertAddressBook(ctx.db, [0, 1, 2]);
    await insertBlocks(ctx.db, T0 - 20 * MIN, T0);
    await insertTransactions(ctx.db, T0 - 20 * MIN, T0, [0, 1, 2], 1_000, [
      { nodeId: 2, fromMs: T0 - 6 * MIN, toMs: T0 },
    ]);
    ctx.setNow(T0 + 1_000);
    const s = await summary(ctx);
    expect(byName(s, 'Node 2').status).toBe('major_outage');
    expect(byName(s, 'Node 1').status).toBe('operational');
    expect(byName(s, 'Testnet | Individual Nodes').status).toBe('major_outage');
    expect(s.status.indicator).toBe('major');
  });

  it('reports an empty ledger as a network outage without blaming nodes', async () => {
    ctx = await openTestContext();
    await insertAddressBook(ctx.db, [0]);
    const s = await summary(ctx);
    expect(byName(s, 'Testnet | Network Uptime').status).toBe('major_outage');
    expect(byName(s, 'Node 0').status).toBe('operational');
    expect(byName(s, 'Mirror Node REST API').status).toBe('operational');
  });

  it('keeps serving when the ledger database is down: the API is a major outage, the rest its last known state', async () => {
    ctx = await openTestContext();
    await craftedHistory(ctx);
    ctx.setNow(T0 + 1_000);
    expect(byName(await summary(ctx), 'Mirror Node REST API').status).toBe('operational');
    const unreachable = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    const down: TestContext = { ...ctx, ledger: { ...ctx.ledger, ready: async () => false, query: unreachable, exec: unreachable } };
    ctx.advance(60_000);
    await refreshHealth(down, true);
    const s = SummaryResponseSchema.parse(await summary(down));
    expect(byName(s, 'Mirror Node REST API').status).toBe('major_outage');
    expect(byName(s, 'Testnet | Network Uptime').status).toBe('operational');
    expect(byName(s, 'Node 1').status).toBe('operational');
    expect(s.status.indicator).not.toBe('none');
  });

  it('creates the default components on a first start with the ledger down', async () => {
    ctx = await openTestContext();
    const down: TestContext = { ...ctx, ledger: { ...ctx.ledger, ready: async () => false } };
    const s = await summary(down);
    expect(s.components.map((c) => [c.name, c.status])).toEqual([
      ['Testnet | Network Uptime', 'operational'],
      ['Testnet | Individual Nodes', 'operational'],
      ['Mirror Node REST API', 'major_outage'],
    ]);
  });
});
