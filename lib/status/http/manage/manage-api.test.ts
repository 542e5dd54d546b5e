import { describe, expect, it } from 'vitest';
import { IncidentTemplateSchema, SubscriberSchema } from '../../../schemas/status';
import { ADMIN_TOKEN, callManage, statuspageClient } from '../../testing';
import { withReceivers } from '../../subscriptions/receivers.testing';
import { SIGNATURE_HEADER, verifySignature } from '../../subscriptions/secrets';
import { syncOperatorAlerts } from '../../subscriptions/operator-alerts';
import { openAdminSession } from '../admin-session';
import { manageOpenApi } from './openapi';
import { adminApiRoute, matchManage } from './router';
import { MANAGE_ROUTES } from './routes';

const r = withReceivers();
const worker = () => r.worker();

const statuspage = (method: string, path: string, body?: unknown) => statuspageClient(r.ctx)(method, path, body);

describe('the Manage API records', () => {
  it('route every record to itself, literals before parameters, and name the allowed methods on a 405', () => {
    for (const record of MANAGE_ROUTES) {
      const path = record.pattern.replace(/:([a-z_]+)/g, 'abcdefghijkl');
      expect(matchManage(record.method, path).record).toBe(record);
    }
    expect(matchManage('GET', '/pages/abcdefghijkl/incidents/unresolved').record.operationId).toBe(
      'listUnresolvedIncidents',
    );
    expect(() => matchManage('POST', '/pages/abcdefghijkl/incidents/abcdefghijkl')).toThrow(
      /use GET, PATCH, PUT, DELETE/,
    );
    expect(() => matchManage('GET', '/pages/abcdefghijkl/nothing')).toThrow(/no Manage API endpoint/);
  });

  it('describe every record in the OpenAPI document', () => {
    const doc = manageOpenApi() as {
      paths: Record<string, Record<string, { operationId: string; requestBody?: unknown }>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => `${method} ${path} ${op.operationId}`),
    );
    expect(documented.sort()).toEqual(
      MANAGE_ROUTES.map(
        (r) => `${r.method.toLowerCase()} ${r.pattern.replace(/:([a-z_]+)/g, '{$1}')} ${r.operationId}`,
      ).sort(),
    );
    expect(doc.paths['/pages/{page_id}/incidents']!.post!.requestBody).toBeDefined();
  });

  it('take PUT as PATCH, as Statuspage does', async () => {
    const created = await statuspage('POST', `/pages/${r.pageId}/components`, {
      component: { name: 'API', status: 'operational' },
    });
    expect(created.status).toBe(201);
    const put = await statuspage('PUT', `/pages/${r.pageId}/components/${created.body.id}`, {
      component: { status: 'major_outage' },
    });
    expect(put.status).toBe(200);
    expect(put.body.status).toBe('major_outage');
  });
});

describe("Statuspage's subscriber calls", () => {
  it('create a webhook with its e-mail; it gets a signed POST when an incident is created, and the e-mail is its contact', async () => {
    // Statuspage's reference: POST /pages/{page_id}/subscribers {"subscriber": {"endpoint": …, "email": …}}.
    const created = await statuspage('POST', `/pages/${r.pageId}/subscribers`, {
      subscriber: { endpoint: r.hook.url, email: 'ops@example.com', skip_confirmation_notification: true },
    });
    expect(created.status).toBe(201);
    const subscriber = SubscriberSchema.parse(created.body);
    expect(subscriber).toMatchObject({
      mode: 'webhook',
      email: 'ops@example.com',
      endpoint: r.hook.url,
      confirmed: true,
    });

    const incident = await statuspage('POST', `/pages/${r.pageId}/incidents`, {
      incident: {
        name: 'Delayed blocks',
        status: 'investigating',
        body: 'Looking into it',
        deliver_notifications: true,
      },
    });
    expect(incident.status).toBe(201);
    await worker().runOnce();
    expect(r.hook.hits).toHaveLength(1);
    const hit = r.hook.hits[0]!;
    expect(
      verifySignature(subscriber.webhook_secret!, hit.body, hit.headers[SIGNATURE_HEADER.toLowerCase()] as string),
    ).toBe(true);
    expect(JSON.parse(hit.body).incident).toMatchObject({
      id: incident.body.id,
      name: 'Delayed blocks',
      status: 'investigating',
    });
    expect(r.mail.messages).toHaveLength(0);
  });

  it('read, narrow to components, filter by type and unsubscribe', async () => {
    const component = (await statuspage('POST', `/pages/${r.pageId}/components`, { component: { name: 'API' } })).body
      .id as string;
    const hookId = (
      await statuspage('POST', `/pages/${r.pageId}/subscribers`, { subscriber: { endpoint: r.hook.url } })
    ).body.id as string;
    const slack = await statuspage('POST', `/pages/${r.pageId}/subscribers`, {
      subscriber: { endpoint: 'https://hooks.slack.com/services/T0/B0/x' },
    });
    expect(slack.body).toMatchObject({ mode: 'slack' });
    expect(slack.body.webhook_secret).toBeUndefined();

    const patched = await statuspage('PATCH', `/pages/${r.pageId}/subscribers/${hookId}`, {
      component_ids: [component],
    });
    expect(patched.body.components).toEqual([component]);
    expect((await statuspage('GET', `/pages/${r.pageId}/subscribers/${hookId}`)).body.components).toEqual([component]);
    expect(
      (await statuspage('GET', `/pages/${r.pageId}/subscribers?type=slack`)).body.map((s: { id: string }) => s.id),
    ).toEqual([slack.body.id]);
    expect((await statuspage('GET', `/pages/${r.pageId}/subscribers?type=sms`)).status).toBe(422);
    expect((await statuspage('DELETE', `/pages/${r.pageId}/subscribers/${hookId}`)).status).toBe(200);
    expect((await statuspage('GET', `/pages/${r.pageId}/subscribers/${hookId}`)).status).toBe(404);
  });

  it('send chat subscribers their platform’s format, once', async () => {
    const kinds = ['slack', 'teams', 'discord'] as const;
    for (const type of kinds) {
      expect(
        (
          await statuspage('POST', `/pages/${r.pageId}/subscribers`, {
            subscriber: { endpoint: `${r.hook.url}/${type}`, type },
          })
        ).status,
      ).toBe(201);
    }
    await statuspage('POST', `/pages/${r.pageId}/incidents`, {
      incident: { name: 'Slow API', status: 'identified', body: 'A <b>slow</b> disk' },
    });
    const w = worker();
    await w.runOnce();
    await w.runOnce();
    expect(r.hook.hits).toHaveLength(3);
    const bodies = r.hook.hits.map((h) => JSON.parse(h.body) as Record<string, any>);
    const slack = bodies.find((b) => 'blocks' in b)!;
    expect(slack.text).toContain('Slow API: Identified');
    expect(slack.blocks[1].text.text).toBe('A &lt;b&gt;slow&lt;/b&gt; disk');
    const teams = bodies.find((b) => b.type === 'message')!;
    expect(teams.attachments[0].contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(teams.attachments[0].content.body[0].text).toContain('Slow API');
    const discord = bodies.find((b) => 'embeds' in b)!;
    expect(discord.embeds[0]).toMatchObject({ description: 'A <b>slow</b> disk' });
    expect(discord.allowed_mentions).toEqual({ parse: [] });
    for (const h of r.hook.hits) expect(h.headers[SIGNATURE_HEADER.toLowerCase()]).toBeUndefined();
  });
});

describe("the operator's alerts (STATUS_ALERT_WEBHOOKS)", () => {
  it('get component status changes, not incidents, and follow the setting', async () => {
    const component = (await statuspage('POST', `/pages/${r.pageId}/components`, { component: { name: 'API' } })).body
      .id as string;
    await syncOperatorAlerts(r.ctx.db, [`${r.hook.url}/ops`], new Date(r.ctx.clock.nowMs()));
    await syncOperatorAlerts(r.ctx.db, [`${r.hook.url}/ops`], new Date(r.ctx.clock.nowMs())); // a restart adds no second one
    await statuspage('POST', `/pages/${r.pageId}/incidents`, { incident: { name: 'Not for the operator' } });
    await statuspage('PATCH', `/pages/${r.pageId}/components/${component}`, {
      component: { status: 'partial_outage' },
    });
    await worker().runOnce();
    expect(r.hook.hits.map((h) => JSON.parse(h.body).component_update?.new_status)).toEqual(['partial_outage']);
    await syncOperatorAlerts(r.ctx.db, [], new Date(r.ctx.clock.nowMs()));
    expect((await statuspage('GET', `/pages/${r.pageId}/subscribers`)).body).toEqual([]);
  });
});

describe('incident templates', () => {
  it('are created with Statuspage’s body, listed by name and deleted', async () => {
    const component = (await statuspage('POST', `/pages/${r.pageId}/components`, { component: { name: 'API' } })).body
      .id as string;
    const created = await statuspage('POST', `/pages/${r.pageId}/incident_templates`, {
      template: {
        name: 'Slow blocks',
        title: 'Blocks are delayed',
        body: 'We are investigating.',
        update_status: 'investigating',
        component_ids: [component],
        should_tweet: false,
      },
    });
    expect(created.status).toBe(201);
    const template = IncidentTemplateSchema.parse(created.body);
    expect(template.components.map((c) => c.id)).toEqual([component]);
    expect(
      (
        await statuspage('POST', `/pages/${r.pageId}/incident_templates`, {
          template: { name: 'x', title: 'y', body: 'z', component_ids: ['zzzzzzzzzzzz'] },
        })
      ).status,
    ).toBe(422);
    expect(
      (await statuspage('POST', `/pages/${r.pageId}/incident_templates`, { template: { name: 'x' } })).status,
    ).toBe(400);
    const edited = await statuspage('PATCH', `/pages/${r.pageId}/incident_templates/${template.id}`, {
      template: { title: 'Blocks are late', component_ids: [] },
    });
    expect(IncidentTemplateSchema.parse(edited.body)).toMatchObject({
      name: 'Slow blocks',
      title: 'Blocks are late',
      body: 'We are investigating.',
      components: [],
    });
    expect(
      (await statuspage('PUT', `/pages/${r.pageId}/incident_templates/${template.id}`, { template: { name: '' } }))
        .status,
    ).toBe(400);
    expect(
      (await statuspage('PATCH', `/pages/${r.pageId}/incident_templates/zzzzzzzzzzzz`, { template: { name: 'x' } }))
        .status,
    ).toBe(404);
    const listed = await callManage(r.ctx, 'listIncidentTemplates')('GET', { page_id: r.pageId });
    expect(((await listed.json()) as { name: string }[]).map((t) => t.name)).toEqual(['Slow blocks']);
    expect((await statuspage('DELETE', `/pages/${r.pageId}/incident_templates/${template.id}`)).status).toBe(200);
    expect((await statuspage('GET', `/pages/${r.pageId}/incident_templates`)).body).toEqual([]);
  });
});

describe('the authoring page’s mount', () => {
  const admin = (method: string, path: string, cookie: string | null, body?: unknown) =>
    adminApiRoute(async () => r.ctx)(
      new Request(`http://status.test/status/admin/api/${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: `status_admin=${cookie}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      { params: Promise.resolve({ path: path.split('/') }) },
    );

  it('runs the same records for a signed-in session, on our page, and refuses without one', async () => {
    const session = await openAdminSession(r.ctx);
    const created = await admin('POST', 'incidents', session, { incident: { name: 'From the page' } });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    expect((await admin('GET', `incidents/${id}`, session)).status).toBe(200);
    expect((await admin('PATCH', `incidents/${id}`, session, { incident: { status: 'resolved' } })).status).toBe(200);
    expect((await admin('GET', 'incidents', null)).status).toBe(401);
    expect((await admin('GET', 'incidents', ADMIN_TOKEN)).status).toBe(401);
    expect((await admin('GET', 'nothing-here', session)).status).toBe(404);
  });
});
