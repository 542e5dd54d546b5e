import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManageIncidentSchema } from '../../schemas/status';
import { manageApiRoute } from '../http/manage/router';
import { refreshHealth } from '../health/refresh';
import { componentUptime } from '../read/v2';
import { summary } from '../read/v2';
import {
  ADMIN_TOKEN,
  T0,
  fresh,
  callManage,
  insertAddressBook,
  insertBlocks,
  openTestContext,
  closeTestDb,
  withEnv,
  type TestContext,
} from '../testing';

let ctx: TestContext;
let pageId: string;
let web: string; // an authored component
let networkId: string; // a computed one

beforeEach(async () => {
  ctx = await openTestContext();
  await insertAddressBook(ctx.db, [0]);
  await insertBlocks(ctx.db, T0 - 60_000, T0);
  const s = await fresh(ctx, summary);
  pageId = s.page.id;
  networkId = s.components.find((c) => c.name.endsWith('| Network Uptime'))!.id;
  const created = await callManage(ctx, 'createComponent')('POST', { page_id: pageId }, { component: { name: 'Web' } });
  web = ((await created.json()) as { id: string }).id;
});
afterAll(closeTestDb);
afterEach(() => ctx.close());

const create = (body: unknown, token?: string | null) =>
  callManage(ctx, 'createIncident')('POST', { page_id: pageId }, body, token);
const patch = (id: string, body: unknown) =>
  callManage(ctx, 'updateIncident')('PATCH', { page_id: pageId, incident_id: id }, body);
const json = async (r: Response) => (await r.json()) as Record<string, unknown>;

describe('credentials', () => {
  it('answers 403 to every call while STATUS_ADMIN_TOKEN is unset', async () => {
    const closed = withEnv(ctx, { STATUS_ADMIN_TOKEN: '' });
    const call = callManage(closed, 'createIncident');
    expect((await call('POST', { page_id: pageId }, { incident: { name: 'x' } })).status).toBe(403);
    expect((await callManage(closed, 'listIncidents')('GET', { page_id: pageId })).status).toBe(403);
  });

  it('answers 401 without or with a wrong key, and accepts OAuth and Bearer with the right one', async () => {
    const missing = await create({ incident: { name: 'x' } }, null);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/OAuth/);
    expect((await create({ incident: { name: 'x' } }, 'wrong-token-0123456789')).status).toBe(401);
    expect((await create({ incident: { name: 'x' } }, ADMIN_TOKEN)).status).toBe(201);
    const route = manageApiRoute(async () => ctx);
    const bearer = await route(
      new Request(`http://status.test/api/manage/v1/pages/${pageId}/incidents`, {
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      }),
      { params: Promise.resolve({ path: ['pages', pageId, 'incidents'] }) },
    );
    expect(bearer.status).toBe(200);
    expect(await bearer.json()).toHaveLength(1);
  });

  it('answers 404 for another page id', async () => {
    expect(
      (await callManage(ctx, 'createIncident')('POST', { page_id: 'zzzzzzzzzzzz' }, { incident: { name: 'x' } }))
        .status,
    ).toBe(404);
  });
});

describe('validation', () => {
  it('names the field in 400 and 422 answers', async () => {
    const noName = await create({ incident: { status: 'investigating' } });
    expect(noName.status).toBe(400);
    expect((await json(noName)).error).toMatch(/^incident\.name/);
    const badStatus = await create({ incident: { name: 'x', status: 'broken' } });
    expect(badStatus.status).toBe(400);
    expect((await json(badStatus)).error).toMatch(/incident\.status/);
    const unknown = await create({ incident: { name: 'x', components: { aaaaaaaaaaaa: 'major_outage' } } });
    expect(unknown.status).toBe(422);
    expect((await json(unknown)).error).toMatch(/incident\.components\.aaaaaaaaaaaa/);
    const noEnd = await create({ incident: { name: 'm', status: 'scheduled', scheduled_for: '2026-03-11T00:00:00Z' } });
    expect(noEnd.status).toBe(422);
    expect((await json(noEnd)).error).toMatch(/incident\.scheduled_until/);
    const notJson = await callManage(ctx, 'createIncident')('POST', { page_id: pageId }, undefined);
    expect(notJson.status).toBe(400);
  });

  it('answers 400 naming the field, never 500, for values the store cannot hold', async () => {
    const component = (body: unknown) =>
      callManage(ctx, 'updateComponent')('PATCH', { page_id: pageId, component_id: web }, { component: body });
    const cases: [Promise<Response>, RegExp][] = [
      [component({ start_date: '2026-02-30' }), /component\.start_date/],
      [component({ start_date: '2026-13-01' }), /component\.start_date/],
      [component({ start_date: '0001-01-01' }), /component\.start_date/],
      [component({ position: 99_999_999_999 }), /component\.position/],
      [component({ name: 'a\u0000b' }), /component\.name/],
      [create({ incident: { name: 'x', body: 'x\u0000y' } }), /incident\.body/],
      [
        create({
          incident: {
            name: 'm',
            status: 'scheduled',
            scheduled_for: '0001-01-01T00:00:00Z',
            scheduled_until: '0001-01-02T00:00:00Z',
          },
        }),
        /incident\.scheduled_for/,
      ],
      [
        create({ incident: { name: 'x', component_ids: Array.from({ length: 1001 }, () => web) } }),
        /incident\.component_ids/,
      ],
    ];
    for (const [answer, field] of cases) {
      const response = await answer;
      expect(response.status).toBe(400);
      expect((await json(response)).error).toMatch(field);
    }
  });

  it('refuses a body over 256 KiB with 413 before parsing it', async () => {
    const huge = await create({ incident: { name: 'x', body: 'y'.repeat(300 * 1024) } });
    expect(huge.status).toBe(413);
    expect((await json(huge)).error).toMatch(/^body:/);
  });
});

describe('incident authoring', () => {
  it('walks an incident through its lifecycle with component changes', async () => {
    const created = await create({
      incident: { name: 'Web down', body: 'Looking', components: { [web]: 'major_outage' } },
    });
    expect(created.status).toBe(201);
    const incident = ManageIncidentSchema.parse(await created.json());
    expect(incident).toMatchObject({ status: 'investigating', impact: 'critical', version: 1 });
    expect(incident.incident_updates[0]?.affected_components).toEqual([
      { code: web, name: 'Web', old_status: 'operational', new_status: 'major_outage' },
    ]);
    expect((await fresh(ctx, summary)).components.find((c) => c.id === web)?.status).toBe('major_outage');

    ctx.advance(60_000);
    const monitoring = ManageIncidentSchema.parse(
      await json(await patch(incident.id, { incident: { status: 'monitoring' } })),
    );
    expect(monitoring.monitoring_at).not.toBeNull();
    ctx.advance(60_000);
    const resolved = await patch(incident.id, {
      incident: { status: 'resolved', components: { [web]: 'operational' } },
    });
    const done = ManageIncidentSchema.parse(await resolved.json());
    expect(done.resolved_at).not.toBeNull();
    expect(done.impact).toBe('critical'); // impact keeps the worst reached
    expect(done.incident_updates.map((u) => u.status)).toEqual(['resolved', 'monitoring', 'investigating']);

    const back = await patch(incident.id, { incident: { status: 'investigating' } });
    expect(back.status).toBe(422);
    expect((await json(back)).error).toContain('from resolved to investigating');
    expect((await patch(incident.id, { incident: { status: 'postmortem', body: 'What happened' } })).status).toBe(200);
    expect((await fresh(ctx, summary)).components.find((c) => c.id === web)?.status).toBe('operational');
  });

  it('lets an open incident override a computed component until it is resolved', async () => {
    const r = await create({ incident: { name: 'Consensus issue', components: { [networkId]: 'partial_outage' } } });
    const { id } = ManageIncidentSchema.parse(await r.json());
    expect((await fresh(ctx, summary)).components.find((c) => c.id === networkId)?.status).toBe('partial_outage');
    await patch(id, { incident: { status: 'resolved' } });
    expect((await fresh(ctx, summary)).components.find((c) => c.id === networkId)?.status).toBe('operational');
  });

  it('honours impact_override and deletes', async () => {
    const r = await create({ incident: { name: 'Note', impact_override: 'minor' } });
    const { id } = ManageIncidentSchema.parse(await r.json());
    expect(
      ManageIncidentSchema.parse(
        await json(await callManage(ctx, 'getIncident')('GET', { page_id: pageId, incident_id: id })),
      ).impact,
    ).toBe('minor');
    expect((await callManage(ctx, 'deleteIncident')('DELETE', { page_id: pageId, incident_id: id })).status).toBe(200);
    expect((await callManage(ctx, 'getIncident')('GET', { page_id: pageId, incident_id: id })).status).toBe(404);
  });
});

describe('statuses set on computed components', () => {
  const H = 3_600_000;
  const networkStatus = async () => (await fresh(ctx, summary)).components.find((c) => c.id === networkId)?.status;
  /** The authored spans of the computed component, as uptime reads them. */
  const manualSpans = () =>
    ctx.db.query<{ status: string; started_at: Date; ended_at: Date | null }>(
      `SELECT status, started_at, ended_at FROM status.status_interval
        WHERE component_id = $1 AND source = 'manual' ORDER BY started_at, id`,
      [networkId],
    );
  const majorSecondsToday = async () =>
    (await fresh(ctx, (c) => componentUptime(c, networkId))).days.at(-1)?.major_outage;

  beforeEach(async () => {
    await insertBlocks(ctx.db, T0, T0 + 4 * H, 2_000, 1_000); // blocks keep coming: the ledger says operational
  });

  it('records but never shows or counts a status set by a resolved or postmortem incident', async () => {
    const { id } = ManageIncidentSchema.parse(await (await create({ incident: { name: 'Past' } })).json());
    await patch(id, { incident: { status: 'postmortem' } });
    const answer = await patch(id, { incident: { body: 'x', components: { [networkId]: 'major_outage' } } });
    expect(answer.status).toBe(200);
    const after = ManageIncidentSchema.parse(await answer.json());
    expect(after.incident_updates[0]?.affected_components).toEqual([
      { code: networkId, name: 'Testnet | Network Uptime', old_status: 'operational', new_status: 'major_outage' },
    ]);
    ctx.advance(10 * 60_000);
    expect(await networkStatus()).toBe('operational');
    expect(await manualSpans()).toEqual([]);
    expect(await majorSecondsToday()).toBe(0);

    const born = await create({
      incident: { name: 'Backfilled', status: 'resolved', components: { [networkId]: 'partial_outage' } },
    });
    expect(born.status).toBe(201);
    ctx.advance(10 * 60_000);
    expect(await networkStatus()).toBe('operational');
    expect(await manualSpans()).toEqual([]);
  });

  it('applies a maintenance’s statuses only while it is in progress', async () => {
    const r = await create({
      incident: {
        name: 'Upgrade',
        status: 'scheduled',
        scheduled_for: new Date(T0 + H).toISOString(),
        scheduled_until: new Date(T0 + 2 * H).toISOString(),
        scheduled_auto_in_progress: true,
        scheduled_auto_completed: true,
        components: { [networkId]: 'under_maintenance' },
      },
    });
    expect(r.status).toBe(201);
    expect(await networkStatus()).toBe('operational');
    expect(await manualSpans()).toEqual([]);
    ctx.setNow(T0 + H + 60_000);
    expect(await networkStatus()).toBe('under_maintenance');
    ctx.setNow(T0 + 3 * H);
    expect(await networkStatus()).toBe('operational');
    expect(await manualSpans()).toEqual([
      { status: 'under_maintenance', started_at: new Date(T0 + H), ended_at: new Date(T0 + 2 * H) },
    ]);
  });

  it('ends the span when the pin ends, and falls back to another open incident’s status', async () => {
    const a = ManageIncidentSchema.parse(
      await (await create({ incident: { name: 'A', components: { [networkId]: 'partial_outage' } } })).json(),
    );
    ctx.advance(60_000);
    const b = ManageIncidentSchema.parse(
      await (await create({ incident: { name: 'B', components: { [networkId]: 'major_outage' } } })).json(),
    );
    expect(await networkStatus()).toBe('major_outage');
    ctx.advance(60_000);
    await patch(b.id, { incident: { status: 'resolved' } });
    expect(await networkStatus()).toBe('partial_outage');
    ctx.advance(60_000);
    await patch(a.id, { incident: { component_ids: [] } }); // A stops listing it: the ledger shows again
    expect(await networkStatus()).toBe('operational');
    expect(
      (await manualSpans()).map((s) => [s.status, s.started_at.getTime() - T0, s.ended_at!.getTime() - T0]),
    ).toEqual([
      ['partial_outage', 0, 60_000],
      ['major_outage', 60_000, 120_000],
      ['partial_outage', 120_000, 180_000],
    ]);
  });

  it('repairs authored spans an older build left open on unpinned computed components', async () => {
    await ctx.db.query(
      `INSERT INTO status.status_interval (component_id, status, started_at, source) VALUES ($1, 'major_outage', $2, 'manual')`,
      [networkId, new Date(T0)],
    );
    ctx.advance(60_000);
    await refreshHealth(ctx, true);
    expect(await manualSpans()).toEqual([{ status: 'major_outage', started_at: new Date(T0), ended_at: new Date(T0) }]);
    expect(await majorSecondsToday()).toBe(0);
  });
});

describe('wire details', () => {
  it('serves affected_components keys in Statuspage order: code, name, old_status, new_status', async () => {
    const r = await create({ incident: { name: 'Order', components: { [web]: 'partial_outage' } } });
    const text = await r.text();
    expect(text).toContain(`{"code":"${web}","name":"Web","old_status":"operational","new_status":"partial_outage"}`);
    const { id } = JSON.parse(text) as { id: string };
    const read = await callManage(ctx, 'getIncident')('GET', { page_id: pageId, incident_id: id });
    const [update] = ((await read.json()) as { incident_updates: { affected_components: object[] }[] })
      .incident_updates;
    expect(Object.keys(update!.affected_components[0]!)).toEqual(['code', 'name', 'old_status', 'new_status']);
  });

  it('checks updated_at against the value the API answers for a computed component', async () => {
    ctx.advance(30_000); // no new block: the computed status changes after the row was last written
    await refreshHealth(ctx, true);
    const read = await callManage(ctx, 'getComponent')('GET', { page_id: pageId, component_id: networkId });
    const shown = (await read.json()) as { updated_at: string; status: string };
    expect(shown.status).toBe('degraded_performance');
    expect(Date.parse(shown.updated_at)).toBe(T0 + 30_000);
    const call = callManage(ctx, 'updateComponent');
    ctx.advance(1_000);
    const ok = await call(
      'PATCH',
      { page_id: pageId, component_id: networkId },
      { component: { description: 'x', updated_at: shown.updated_at } },
    );
    expect(ok.status).toBe(200);
    const stale = await call(
      'PATCH',
      { page_id: pageId, component_id: networkId },
      { component: { description: 'y', updated_at: shown.updated_at } },
    );
    expect(stale.status).toBe(409);
  });
});

describe('concurrent writers', () => {
  it('serialises concurrent PATCHes so no update is lost', async () => {
    const { id } = ManageIncidentSchema.parse(await (await create({ incident: { name: 'Busy' } })).json());
    const answers = await Promise.all(['one', 'two', 'three', 'four'].map((body) => patch(id, { incident: { body } })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const final = ManageIncidentSchema.parse(
      await json(await callManage(ctx, 'getIncident')('GET', { page_id: pageId, incident_id: id })),
    );
    expect(final.version).toBe(5);
    expect(final.incident_updates.map((u) => u.body).sort()).toEqual(
      ['four', 'one', 'three', 'two', 'We are currently investigating this issue.'].sort(),
    );
  });

  it('answers 409 to a writer holding a stale version', async () => {
    const { id, version } = ManageIncidentSchema.parse(await (await create({ incident: { name: 'Race' } })).json());
    const answers = await Promise.all([
      patch(id, { incident: { status: 'identified', version } }),
      patch(id, { incident: { status: 'monitoring', version } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect((await json(loser)).error).toMatch(/incident\.version/);
  });
});

describe('component authoring', () => {
  it('keeps computed components’ names and statuses out of authors’ hands', async () => {
    const call = callManage(ctx, 'updateComponent');
    const rename = await call('PATCH', { page_id: pageId, component_id: networkId }, { component: { name: 'Other' } });
    expect(rename.status).toBe(422);
    expect((await json(rename)).error).toMatch(/^component\.name/);
    const status = await call(
      'PATCH',
      { page_id: pageId, component_id: networkId },
      { component: { status: 'major_outage' } },
    );
    expect(status.status).toBe(422);
    const ok = await call(
      'PATCH',
      { page_id: pageId, component_id: web },
      { component: { status: 'degraded_performance' } },
    );
    expect(((await ok.json()) as { status: string }).status).toBe('degraded_performance');
  });
});
