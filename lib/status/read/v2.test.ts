import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  ComponentsResponseSchema,
  IncidentsResponseSchema,
  ScheduledMaintenancesResponseSchema,
  StatusResponseSchema,
  SummaryResponseSchema,
  UptimeResponseSchema,
} from '../../schemas/status';
import type { StatusContext } from '../context';
import { v2Route } from '../http/routes';
import {
  T0,
  fresh,
  callManage,
  callV2,
  insertAddressBook,
  insertBlocks,
  insertTransactions,
  openTestContext,
  closeTestDb,
  type TestContext,
} from '../testing';
import { advanceRevision } from '../store/page';
import { componentUptime } from './v2';
import * as v2 from './v2';

const H = 3_600_000;
let ctx: TestContext;
let web: string;

/** A page in America/Los_Angeles with every kind of item: open and resolved incidents, three maintenances. */
beforeAll(async () => {
  ctx = await openTestContext({ STATUS_TIME_ZONE: 'America/Los_Angeles' });
  await insertAddressBook(ctx.db, [0, 1]);
  await insertBlocks(ctx.db, T0 - 10 * 60_000, T0 + 2_000);
  await insertTransactions(ctx.db, T0 - 10 * 60_000, T0, [0, 1]);
  const pageId = (await fresh(ctx, v2.summary)).page.id;
  const post = callManage(ctx, 'createIncident');
  const c = await callManage(ctx, 'createComponent')('POST', { page_id: pageId }, { component: { name: 'Web' } });
  web = ((await c.json()) as { id: string }).id;
  await callManage(ctx, 'createComponentGroup')(
    'POST',
    { page_id: pageId },
    { component_group: { name: 'Apps', components: [web] } },
  );
  await post(
    'POST',
    { page_id: pageId },
    { incident: { name: 'Slow web', components: { [web]: 'degraded_performance' } } },
  );
  const old = await post('POST', { page_id: pageId }, { incident: { name: 'Old issue' } });
  const oldId = ((await old.json()) as { id: string }).id;
  await callManage(ctx, 'updateIncident')(
    'PATCH',
    { page_id: pageId, incident_id: oldId },
    { incident: { status: 'resolved' } },
  );
  const window = (fromH: number, toH: number, status = 'scheduled') => ({
    incident: {
      name: `Maintenance ${fromH}`,
      status,
      scheduled_for: new Date(T0 + fromH * H).toISOString(),
      scheduled_until: new Date(T0 + toH * H).toISOString(),
      component_ids: [web],
    },
  });
  await post('POST', { page_id: pageId }, window(1, 2));
  await post('POST', { page_id: pageId }, window(-1, 1, 'in_progress'));
  await post('POST', { page_id: pageId }, window(-3, -2, 'completed'));
});
afterAll(async () => {
  await ctx.close();
  await closeTestDb();
});

const endpoints: [string, (c: StatusContext) => Promise<unknown>, ZodType][] = [
  ['/api/v2/summary.json', v2.summary, SummaryResponseSchema],
  ['/api/v2/status.json', v2.status, StatusResponseSchema],
  ['/api/v2/components.json', v2.components, ComponentsResponseSchema],
  ['/api/v2/incidents.json', v2.incidents, IncidentsResponseSchema],
  ['/api/v2/incidents/unresolved.json', v2.unresolvedIncidents, IncidentsResponseSchema],
  ['/api/v2/scheduled-maintenances.json', v2.scheduledMaintenances, ScheduledMaintenancesResponseSchema],
  ['/api/v2/scheduled-maintenances/upcoming.json', v2.upcomingMaintenances, ScheduledMaintenancesResponseSchema],
  ['/api/v2/scheduled-maintenances/active.json', v2.activeMaintenances, ScheduledMaintenancesResponseSchema],
];

describe('public v2 endpoints', () => {
  for (const [path, fn, schema] of endpoints) {
    it(`${path} answers the Statuspage shape with open CORS and an ETag`, async () => {
      const response = await callV2(ctx, fn)(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
      const body = (await response.json()) as Record<string, unknown>;
      schema.parse(body);
      expect(Object.keys(body)[0]).toBe('page');
      const again = await callV2(ctx, fn)(path, { headers: { 'If-None-Match': response.headers.get('etag')! } });
      expect(again.status).toBe(304);
    });
  }

  it('fills summary.json in Statuspage order with the right selections', async () => {
    const s = SummaryResponseSchema.parse(await fresh(ctx, v2.summary));
    expect(Object.keys(s)).toEqual(['page', 'components', 'incidents', 'scheduled_maintenances', 'status']);
    expect(s.page.time_zone).toBe('America/Los_Angeles');
    expect(s.page.updated_at).toMatch(/-0[78]:00$/);
    expect(s.incidents.map((i) => i.name)).toEqual(['Slow web']);
    expect(s.scheduled_maintenances.map((m) => m.status)).toEqual(['in_progress', 'scheduled']);
    expect(s.status).toEqual({ indicator: 'minor', description: 'Partially Degraded Service' });
    const apps = s.components.find((c) => c.name === 'Apps');
    expect(apps).toMatchObject({ group: true, components: [web], status: 'degraded_performance' });
    expect(s.components.find((c) => c.id === web)).not.toHaveProperty('components');
  });

  it('keeps incidents and maintenances in their own lists', async () => {
    const all = await fresh(ctx, v2.incidents);
    expect(all.incidents.map((i) => i.status).sort()).toEqual(['investigating', 'resolved']);
    expect((await fresh(ctx, v2.unresolvedIncidents)).incidents.map((i) => i.name)).toEqual(['Slow web']);
    expect((await fresh(ctx, v2.scheduledMaintenances)).scheduled_maintenances.map((m) => m.status)).toEqual([
      'scheduled',
      'in_progress',
      'completed',
    ]);
    const [first] = all.incidents;
    expect(first?.incident_updates[0]?.custom_tweet).toBeNull();
    expect(first?.shortlink).toBe(`http://status.test/status/incidents/${first?.id}`);
  });

  it('caps incidents.json at the 50 most recent', async () => {
    await ctx.db.query(
      `INSERT INTO status.incident (id, kind, name, status, impact, created_at, updated_at, started_at, resolved_at)
       SELECT lpad(i::text, 12, 'z'), 'incident', 'Bulk ' || i, 'resolved', 'none', $1, $1, $1, $1
         FROM generate_series(1, 55) AS i`,
      [new Date(T0 - 10 * H)],
    );
    await advanceRevision(ctx.db); // rows written behind the authoring API's back: mark the page changed as it would
    expect((await fresh(ctx, v2.incidents)).incidents).toHaveLength(50);
    expect((await fresh(ctx, v2.incidents)).incidents[0]?.name).toBe('Old issue'); // the newest
    await ctx.db.query(`DELETE FROM status.incident WHERE name LIKE 'Bulk %'`);
    await advanceRevision(ctx.db);
  });

  it('serves 90 days of uptime per component, and 404 for an unknown one', async () => {
    ctx.advance(60_000);
    const uptime = UptimeResponseSchema.parse(await fresh(ctx, (c) => componentUptime(c, web)));
    expect(uptime.days).toHaveLength(90);
    // Web is degraded, but inside the running maintenance window: excluded, not counted as down.
    expect(uptime.days.at(-1)).toMatchObject({
      worst_status: 'under_maintenance',
      maintenance: 60,
      uptime_percentage: 100,
    });
    expect(uptime.days.at(-1)?.incident_ids).toHaveLength(1);
    const route = v2Route<{ id: string }>(
      (c, p) => componentUptime(c, p.id),
      async () => ctx,
    );
    const missing = await route(new Request('http://status.test/x'), {
      params: Promise.resolve({ id: 'nonexistent1' }),
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
    expect(await missing.json()).toEqual({ error: 'component not found' });
  });
});
