import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ManageIncidentSchema } from '../schemas/status';
import { ensureFresh } from './freshness';
import { feedItems, historyPage, itemById } from './read/history';
import { publicView } from './read/public-view';
import { componentUptime } from './read/v2';
import * as v2 from './read/v2';
import {
  T0,
  callManage,
  closeTestDb,
  fresh,
  insertAddressBook,
  insertBlocks,
  insertTransactions,
  openTestContext,
  type TestContext,
} from './testing';

const MIN = 60_000;
const TABLES = [
  'page',
  'component',
  'incident',
  'incident_component',
  'incident_update',
  'status_interval',
  'ledger_scan',
  'node_activity',
  'subscriber',
  'outbox',
];

/** Every row of the status store, as text, so two snapshots compare whole. */
async function snapshot(ctx: TestContext): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows = await ctx.db.query<{ j: string }>(`SELECT to_jsonb(t)::text AS j FROM status.${table} t ORDER BY 1`);
    out[table] = rows.map((r) => r.j);
  }
  return out;
}

let ctx: TestContext;
afterEach(async () => {
  await ctx.close();
});
afterAll(closeTestDb);

describe('reads are pure; ensureFresh brings the store up to date', () => {
  it('a read leaves the store untouched while a maintenance move and a health refresh are due', async () => {
    ctx = await openTestContext();
    await insertAddressBook(ctx.db, [0, 1]);
    await insertBlocks(ctx.db, T0 - 10 * MIN, T0 + MIN);
    await insertTransactions(ctx.db, T0 - 10 * MIN, T0 + MIN, [0, 1]);
    const pageId = (await fresh(ctx, v2.summary)).page.id;
    const created = await callManage(ctx, 'createComponent')(
      'POST',
      { page_id: pageId },
      { component: { name: 'Web' } },
    );
    const web = ((await created.json()) as { id: string }).id;
    const posted = await callManage(ctx, 'createIncident')(
      'POST',
      { page_id: pageId },
      {
        incident: {
          name: 'Web upgrade',
          scheduled_for: new Date(T0 + 2 * MIN).toISOString(),
          scheduled_until: new Date(T0 + 3 * MIN).toISOString(),
          scheduled_auto_in_progress: true,
          scheduled_auto_completed: true,
          auto_transition_to_maintenance_state: true,
          auto_transition_to_operational_state: true,
          component_ids: [web],
        },
      },
    );
    const { id: maintenance } = ManageIncidentSchema.parse(await posted.json());
    // Both boundaries have passed and blocks stopped minutes ago: the next ensureFresh has work to do.
    ctx.setNow(T0 + 10 * MIN);
    const before = await snapshot(ctx);

    const upcoming = await v2.upcomingMaintenances(ctx);
    for (const read of [
      v2.summary,
      v2.status,
      v2.components,
      v2.incidents,
      v2.unresolvedIncidents,
      v2.scheduledMaintenances,
      v2.activeMaintenances,
    ])
      await read(ctx);
    await componentUptime(ctx, web);
    await itemById(ctx, maintenance, 'maintenance');
    await feedItems(ctx, null);
    await feedItems(ctx, web);
    await historyPage(ctx, 1);
    await publicView(ctx);

    expect(await snapshot(ctx)).toEqual(before);
    expect(upcoming.scheduled_maintenances.map((m) => m.status)).toEqual(['scheduled']);

    await ensureFresh(ctx);
    const after = await itemById(ctx, maintenance, 'maintenance');
    expect(after?.item.status).toBe('completed');
    // Applied late, dated at the boundaries: newest first, completed at scheduled_until, in progress at scheduled_for.
    expect(after?.item.incident_updates.slice(0, 2).map((u) => [u.status, Date.parse(u.display_at)])).toEqual([
      ['completed', T0 + 3 * MIN],
      ['in_progress', T0 + 2 * MIN],
    ]);
    const network = (await v2.components(ctx)).components.find((c) => c.name === 'Testnet | Network Uptime');
    expect(network?.status).toBe('major_outage');
  });

  it('the explorer proxy’s lookup on a store nothing has brought up yet finds nothing and creates nothing', async () => {
    ctx = await openTestContext();
    expect(await itemById(ctx, 'abcdefghijkl', 'incident')).toBeNull();
    expect((await snapshot(ctx)).page).toEqual([]);
  });
});
