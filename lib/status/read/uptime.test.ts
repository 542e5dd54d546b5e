import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UptimeResponseSchema } from '../../schemas/status';
import { T0, fresh, callManage, closeTestDb, insertBlocks, openTestContext, type TestContext } from '../testing';
import { componentUptime } from './v2';
import { summary } from './v2';

const H = 3_600_000;
let ctx: TestContext;
let web: string;
let api: string;
let group: string;
let maintenance: string;
let incident: string;

/** Web in maintenance and Api in an incident, both in one group, half an hour into both. */
beforeEach(async () => {
  ctx = await openTestContext();
  await insertBlocks(ctx.db, T0 - 10 * 60_000, T0 + H, 10_000);
  const pageId = (await fresh(ctx, summary)).page.id;
  const add = callManage(ctx, 'createComponent');
  const id = async (r: Response) => ((await r.json()) as { id: string }).id;
  web = await id(await add('POST', { page_id: pageId }, { component: { name: 'Web' } }));
  api = await id(await add('POST', { page_id: pageId }, { component: { name: 'Api' } }));
  group = await id(
    await callManage(ctx, 'createComponentGroup')(
      'POST',
      { page_id: pageId },
      { component_group: { name: 'Apps', components: [web, api] } },
    ),
  );
  const post = callManage(ctx, 'createIncident');
  maintenance = await id(
    await post(
      'POST',
      { page_id: pageId },
      {
        incident: {
          name: 'Web upgrade',
          status: 'in_progress',
          scheduled_for: new Date(T0).toISOString(),
          scheduled_until: new Date(T0 + H).toISOString(),
          component_ids: [web],
        },
      },
    ),
  );
  incident = await id(
    await post('POST', { page_id: pageId }, { incident: { name: 'Api down', components: { [api]: 'major_outage' } } }),
  );
  ctx.setNow(T0 + 30 * 60_000);
});
afterEach(() => ctx.close());
afterAll(closeTestDb);

const today = async (componentId: string) =>
  UptimeResponseSchema.parse(await fresh(ctx, (c) => componentUptime(c, componentId))).days.at(-1)!;

describe('uptime days name their maintenances', () => {
  it('on the component the maintenance affects, and not on another', async () => {
    expect(await today(web)).toMatchObject({
      maintenance_ids: [maintenance],
      incident_ids: [],
      uptime_percentage: 100,
    });
    const other = await today(api);
    expect(other.maintenance_ids).toEqual([]);
    expect(other.incident_ids).toEqual([incident]);
    expect(other.uptime_percentage).toBeLessThan(100);
  });

  it('on a group, with its children’s incidents', async () => {
    const day = await today(group);
    expect(day.maintenance_ids).toEqual([maintenance]);
    expect(day.incident_ids).toEqual([incident]);
    // Api's outage outranks Web's maintenance for the group, so none of the group's time is left out.
    expect(day.maintenance).toBe(0);
    expect(day.worst_status).toBe('major_outage');
  });

  it('not before the maintenance started', async () => {
    const days = UptimeResponseSchema.parse(await fresh(ctx, (c) => componentUptime(c, web))).days;
    expect(days.slice(0, -1).every((d) => d.maintenance_ids.length === 0)).toBe(true);
  });
});
