import { describe, expect, it } from 'vitest';
import { IncidentUpdateSchema, SubscriberSchema } from '../../../schemas/status';
import { quarantineSubscriber } from '../../store/subscribers';
import { withReceivers } from '../../subscriptions/receivers.testing';
import { statuspageClient } from '../../testing';

/**
 * Statuspage's Manage API calls added for issue 29, each with the request shape of Statuspage's reference:
 * subscribers to one incident, the page's subscriber counts and bulk calls, correcting an incident update, and the
 * page update. Mail and webhooks go to real receivers (receivers.testing.ts).
 */
const r = withReceivers();
const statuspage = (method: string, path: string, body?: unknown) => statuspageClient(r.ctx)(method, path, body);
const page = () => `/pages/${r.pageId}`;
const subjects = () => r.mail.messages.map((m) => m.subject);

async function newIncident(name: string): Promise<string> {
  const created = await statuspage('POST', `${page()}/incidents`, {
    incident: { name, status: 'investigating', body: 'Looking into it' },
  });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

describe('subscribers to one incident', () => {
  it('confirm by e-mail, hear of that incident only, once per update, and stop when unsubscribed', async () => {
    const worker = r.worker();
    const followed = await newIncident('Blocks are late');
    const other = await newIncident('Mirror lag');
    const incidentSubscribers = `${page()}/incidents/${followed}/subscribers`;

    const created = await statuspage('POST', incidentSubscribers, { subscriber: { email: 'reader@example.com' } });
    expect(created.status).toBe(201);
    const subscriber = SubscriberSchema.parse(created.body);
    expect(subscriber).toMatchObject({
      mode: 'email',
      email: 'reader@example.com',
      confirmed: false,
      incident_id: followed,
    });
    expect(
      (
        await statuspage('POST', incidentSubscribers, {
          subscriber: { phone_number: '5555555', email: 'x@example.com' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await statuspage('POST', `${page()}/incidents/zzzzzzzzzzzz/subscribers`, {
          subscriber: { email: 'x@example.com' },
        })
      ).status,
    ).toBe(404);

    // Listed under its incident only: not among the page's subscribers, not under another incident.
    expect((await statuspage('GET', incidentSubscribers)).body.map((s: { id: string }) => s.id)).toEqual([
      subscriber.id,
    ]);
    expect((await statuspage('GET', `${page()}/subscribers?state=all`)).body).toEqual([]);
    expect((await statuspage('GET', `${page()}/subscribers/${subscriber.id}`)).status).toBe(404);
    expect((await statuspage('GET', `${page()}/incidents/${other}/subscribers/${subscriber.id}`)).status).toBe(404);
    expect((await statuspage('GET', `${incidentSubscribers}/${subscriber.id}`)).body.id).toBe(subscriber.id);

    // Double opt-in: the confirmation, sent again on request; nothing else before confirming.
    expect((await statuspage('POST', `${incidentSubscribers}/${subscriber.id}/resend_confirmation`)).status).toBe(200);
    await worker.runOnce();
    expect(subjects()).toEqual([
      'Confirm your subscription to Testnet status',
      'Confirm your subscription to Testnet status',
    ]);
    await r.confirmFromMail(1);
    expect((await statuspage('POST', `${incidentSubscribers}/${subscriber.id}/resend_confirmation`)).status).toBe(422);

    // Updates of the followed incident reach the reader once each; the other incident's, and new incidents, never.
    await statuspage('PATCH', `${page()}/incidents/${other}`, { incident: { status: 'identified', body: 'Found it' } });
    await statuspage('PATCH', `${page()}/incidents/${followed}`, {
      incident: { status: 'identified', body: 'A slow disk' },
    });
    await newIncident('Something else');
    await worker.runOnce();
    await worker.runOnce();
    expect(subjects().slice(2)).toEqual(['[Testnet status] Blocks are late: Identified']);

    // The same address again creates nothing (200, the same subscriber).
    const again = await statuspage('POST', incidentSubscribers, {
      subscriber: { email: 'Reader@example.com', skip_confirmation_notification: true },
    });
    expect(again).toMatchObject({ status: 200, body: { id: subscriber.id } });

    expect((await statuspage('DELETE', `${incidentSubscribers}/${subscriber.id}`)).status).toBe(200);
    await statuspage('PATCH', `${page()}/incidents/${followed}`, { incident: { status: 'resolved' } });
    await worker.runOnce();
    expect(subjects().slice(2)).toEqual(['[Testnet status] Blocks are late: Identified']);
    expect((await statuspage('GET', incidentSubscribers)).body).toEqual([]);
  }, 120_000);
});

describe("the page's subscriber counts and bulk calls", () => {
  it('count by type and state, resend confirmations, reactivate the quarantined and unsubscribe many', async () => {
    const hookA = (await statuspage('POST', `${page()}/subscribers`, { subscriber: { endpoint: `${r.hook.url}/a` } }))
      .body.id as string;
    const hookB = (await statuspage('POST', `${page()}/subscribers`, { subscriber: { endpoint: `${r.hook.url}/b` } }))
      .body.id as string;
    const email = (await statuspage('POST', `${page()}/subscribers`, { subscriber: { email: 'new@example.com' } })).body
      .id as string;
    await quarantineSubscriber(r.ctx.db, hookB, new Date(r.ctx.clock.nowMs()));

    const zero = { email: 0, webhook: 0, slack: 0, teams: 0, discord: 0 };
    expect((await statuspage('GET', `${page()}/subscribers/count`)).body).toEqual({ ...zero, webhook: 1 });
    expect((await statuspage('GET', `${page()}/subscribers/count?state=all`)).body).toEqual({
      ...zero,
      webhook: 2,
      email: 1,
    });
    expect((await statuspage('GET', `${page()}/subscribers/count?type=email&state=unconfirmed`)).body).toEqual({
      ...zero,
      email: 1,
    });
    expect((await statuspage('GET', `${page()}/subscribers/count?state=gone`)).status).toBe(422);
    const none = { active: 0, unconfirmed: 0, quarantined: 0, total: 0 };
    expect((await statuspage('GET', `${page()}/subscribers/histogram_by_state`)).body).toEqual({
      email: { ...none, unconfirmed: 1, total: 1 },
      webhook: { ...none, active: 1, quarantined: 1, total: 2 },
      slack: none,
      teams: none,
      discord: none,
    });
    expect(
      (await statuspage('GET', `${page()}/subscribers?state=quarantined`)).body.map((s: { id: string }) => s.id),
    ).toEqual([hookB]);

    // Resend: only the unconfirmed among those named get a link; a confirmed one named alone is refused.
    expect(
      (await statuspage('POST', `${page()}/subscribers/resend_confirmation`, { subscribers: 'all' })).body,
    ).toEqual({ subscribers: [email] });
    expect((await statuspage('POST', `${page()}/subscribers/${hookA}/resend_confirmation`)).status).toBe(422);
    await r.worker().runOnce();
    expect(subjects()).toEqual([
      'Confirm your subscription to Testnet status',
      'Confirm your subscription to Testnet status',
    ]);

    expect(
      (await statuspage('POST', `${page()}/subscribers/reactivate`, { subscribers: 'all', type: 'email' })).body,
    ).toEqual({ subscribers: [] });
    expect(
      (await statuspage('POST', `${page()}/subscribers/reactivate`, { subscribers: `${hookA},${hookB}` })).body,
    ).toEqual({ subscribers: [hookB] });
    expect((await statuspage('GET', `${page()}/subscribers/count`)).body).toEqual({ ...zero, webhook: 2 });

    expect(
      (await statuspage('POST', `${page()}/subscribers/unsubscribe`, { subscribers: 'zzzzzzzzzzzz' })).status,
    ).toBe(422);
    expect(
      (await statuspage('POST', `${page()}/subscribers/unsubscribe`, { subscribers: 'all', type: 'sms' })).status,
    ).toBe(400);
    expect(
      (
        await statuspage('POST', `${page()}/subscribers/unsubscribe`, {
          subscribers: [hookA, hookB, email],
          type: 'webhook',
        })
      ).body,
    ).toEqual({
      subscribers: [hookA, hookB].sort(),
    });
    expect((await statuspage('GET', `${page()}/subscribers?state=all`)).body.map((s: { id: string }) => s.id)).toEqual([
      email,
    ]);
  }, 120_000);
});

describe('correcting an incident update', () => {
  it('changes its body, shown time and flag, by PATCH or PUT, and notifies nobody again', async () => {
    await statuspage('POST', `${page()}/subscribers`, { subscriber: { endpoint: r.hook.url } });
    const id = await newIncident('Slow API');
    const [update] = (await statuspage('GET', `${page()}/incidents/${id}`)).body.incident_updates as { id: string }[];
    const path = `${page()}/incidents/${id}/incident_updates/${update!.id}`;

    const edited = await statuspage('PATCH', path, {
      incident_update: {
        body: 'A slow disk, replaced',
        display_at: '2026-03-10T11:55:00.000Z',
        deliver_notifications: false,
        wants_twitter_update: false,
      },
    });
    expect(edited.status).toBe(200);
    expect(IncidentUpdateSchema.parse(edited.body)).toMatchObject({
      id: update!.id,
      incident_id: id,
      body: 'A slow disk, replaced',
      display_at: '2026-03-10T11:55:00.000Z',
      deliver_notifications: false,
    });
    expect((await statuspage('PUT', path, { incident_update: { body: 'Replaced' } })).body.body).toBe('Replaced');
    expect((await statuspage('GET', `${page()}/incidents/${id}`)).body.incident_updates[0]).toMatchObject({
      body: 'Replaced',
      display_at: '2026-03-10T11:55:00.000Z',
    });

    expect((await statuspage('PATCH', path, { incident_update: { wants_twitter_update: true } })).status).toBe(422);
    expect((await statuspage('PATCH', path, { incident_update: { display_at: 'yesterday' } })).status).toBe(400);
    expect(
      (
        await statuspage('PATCH', `${page()}/incidents/${id}/incident_updates/zzzzzzzzzzzz`, {
          incident_update: { body: 'x' },
        })
      ).status,
    ).toBe(404);

    await r.worker().runOnce();
    expect(r.hook.hits.map((h) => JSON.parse(h.body).incident.incident_updates[0].body)).toEqual(['Looking into it']);
  }, 60_000);
});

describe('the page update', () => {
  it('accepts what the page is, and refuses by name what it cannot change or does not know', async () => {
    const current = (await statuspage('GET', page())).body;
    const same = { page: { name: current.name, time_zone: current.time_zone, url: current.url } };
    expect(await statuspage('PATCH', page(), same)).toMatchObject({ status: 200, body: current });
    expect((await statuspage('PUT', page(), same)).status).toBe(200);

    const renamed = await statuspage('PATCH', page(), { page: { name: 'Mainnet' } });
    expect(renamed.status).toBe(422);
    expect(renamed.body.error).toMatch(/^page\.name: set by the server's configuration \(NETWORK_NAME\)/);
    expect((await statuspage('PATCH', page(), { page: { time_zone: 'America/Chicago' } })).body.error).toMatch(
      /STATUS_TIME_ZONE/,
    );
    expect(
      (await statuspage('PATCH', page(), { page: { css_reds: '#f00', domain: 'status.example.com' } })).body,
    ).toEqual({
      error: 'page.domain: not supported by this status page (domain, css_reds)',
    });
    expect((await statuspage('PATCH', page(), { page: { colour: 'red' } })).status).toBe(400);
    expect((await statuspage('PATCH', `/pages/zzzzzzzzzzzz`, same)).status).toBe(404);
  }, 60_000);
});
