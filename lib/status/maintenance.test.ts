import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManageIncidentSchema, ScheduledMaintenancesResponseSchema } from '../schemas/status';
import { componentUptime } from './read/v2';
import { activeMaintenances, scheduledMaintenances, summary, upcomingMaintenances } from './read/v2';
import { T0, fresh, callManage, insertBlocks, openTestContext, closeTestDb, type TestContext } from './testing';

const H = 3_600_000;
let ctx: TestContext;
let pageId: string;
let web: string;

beforeEach(async () => {
  ctx = await openTestContext();
  // Blocks through the whole test window keep Network Uptime operational, so only maintenance moves things.
  await insertBlocks(ctx.db, T0 - 60_000, T0 + 4 * H, 10_000);
  pageId = (await fresh(ctx, summary)).page.id;
  const r = await callManage(ctx, 'createComponent')('POST', { page_id: pageId }, { component: { name: 'Web' } });
  web = ((await r.json()) as { id: string }).id;
});
afterAll(closeTestDb);
afterEach(() => ctx.close());

async function schedule(flags: Record<string, boolean>) {
  const r = await callManage(ctx, 'createIncident')(
    'POST',
    { page_id: pageId },
    {
      incident: {
        name: 'Database upgrade',
        status: 'scheduled',
        scheduled_for: new Date(T0 + H).toISOString(),
        scheduled_until: new Date(T0 + 2 * H).toISOString(),
        component_ids: [web],
        ...flags,
      },
    },
  );
  expect(r.status).toBe(201);
  return ManageIncidentSchema.parse(await r.json());
}

const ALL_AUTO = {
  scheduled_auto_in_progress: true,
  scheduled_auto_completed: true,
  auto_transition_to_maintenance_state: true,
  auto_transition_to_operational_state: true,
};
const webStatus = async () => (await fresh(ctx, summary)).components.find((c) => c.id === web)?.status;

describe('maintenance auto-transitions', () => {
  it('moves scheduled → in progress → completed at the boundaries, setting components and back', async () => {
    const m = await schedule(ALL_AUTO);
    ctx.setNow(T0 + 30 * 60_000);
    expect((await fresh(ctx, upcomingMaintenances)).scheduled_maintenances.map((x) => x.id)).toEqual([m.id]);
    expect((await fresh(ctx, summary)).scheduled_maintenances.map((x) => x.status)).toEqual(['scheduled']);

    ctx.setNow(T0 + H + 1_000);
    const active = ScheduledMaintenancesResponseSchema.parse(await fresh(ctx, activeMaintenances));
    expect(active.scheduled_maintenances.map((x) => [x.id, x.status])).toEqual([[m.id, 'in_progress']]);
    expect(await webStatus()).toBe('under_maintenance');
    expect((await fresh(ctx, summary)).status).toEqual({ indicator: 'none', description: 'Service Under Maintenance' });
    expect((await fresh(ctx, upcomingMaintenances)).scheduled_maintenances).toEqual([]);

    ctx.setNow(T0 + 2 * H + 1_000);
    expect((await fresh(ctx, activeMaintenances)).scheduled_maintenances).toEqual([]);
    expect(await webStatus()).toBe('operational');
    const all = ScheduledMaintenancesResponseSchema.parse(await fresh(ctx, scheduledMaintenances));
    expect(all.scheduled_maintenances[0]).toMatchObject({ id: m.id, status: 'completed' });
  });

  it('catches up with the right timeline after the server was down across both boundaries', async () => {
    const m = await schedule(ALL_AUTO);
    ctx.setNow(T0 + 3 * H); // nothing read between creation and now
    const [done] = (await fresh(ctx, scheduledMaintenances)).scheduled_maintenances;
    expect(done?.status).toBe('completed');
    expect(done?.incident_updates.map((u) => [u.status, u.display_at])).toEqual([
      ['completed', new Date(T0 + 2 * H).toISOString()],
      ['in_progress', new Date(T0 + H).toISOString()],
      ['scheduled', new Date(T0).toISOString()],
    ]);
    expect(done?.incident_updates[1]?.affected_components).toEqual([
      { code: web, name: 'Web', old_status: 'operational', new_status: 'under_maintenance' },
    ]);
    expect(done?.resolved_at).toBe(new Date(T0 + 2 * H).toISOString());
    expect(await webStatus()).toBe('operational');
    // The maintenance hour is excluded from the day, not counted as downtime.
    const today = (await fresh(ctx, (c) => componentUptime(c, web))).days.at(-1);
    expect(today).toMatchObject({ maintenance: 3600, uptime_percentage: 100, worst_status: 'under_maintenance' });
    expect(m.id).toBe(done?.id);
  });

  it('goes in progress on time but waits for an author when only the start is automatic', async () => {
    await schedule({ scheduled_auto_in_progress: true });
    ctx.setNow(T0 + 3 * H);
    const [m] = (await fresh(ctx, activeMaintenances)).scheduled_maintenances;
    expect(m?.status).toBe('in_progress');
    expect(await webStatus()).toBe('operational'); // no auto_transition_to_maintenance_state
  });

  it('never moves without the auto flags, and authors can still move it by hand', async () => {
    const m = await schedule({});
    ctx.setNow(T0 + 3 * H);
    expect((await fresh(ctx, upcomingMaintenances)).scheduled_maintenances.map((x) => x.status)).toEqual(['scheduled']);
    const patch = callManage(ctx, 'updateIncident');
    const verifying = await patch(
      'PATCH',
      { page_id: pageId, incident_id: m.id },
      { incident: { status: 'verifying' } },
    );
    expect(ManageIncidentSchema.parse(await verifying.json()).monitoring_at).not.toBeNull();
    const wrong = await patch('PATCH', { page_id: pageId, incident_id: m.id }, { incident: { status: 'resolved' } });
    expect(wrong.status).toBe(422);
  });
});
