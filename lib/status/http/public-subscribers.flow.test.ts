import { describe, expect, it } from 'vitest';
import { withReceivers } from '../subscriptions/receivers.testing';
import { callManage } from '../testing';
import { subscribersRoute, unsubscribeByIdRoute } from './public-subscribers';

/**
 * A reader subscribes through the public v2 API as Statuspage's clients do (the `statuspage.io` client sends its
 * fields as `subscriber[...]` query parameters), confirms from the e-mail, hears of the next incident, and leaves.
 */
const r = withReceivers();

const subscribers = (request: Request) => subscribersRoute(async () => r.ctx)(request);

describe('the public v2 subscribe endpoint', () => {
  it('subscribes by the client’s query parameters, confirms by e-mail first, then tells the reader of an incident, and unsubscribes by id', async () => {
    const worker = r.worker();
    const params = new URLSearchParams({ 'subscriber[email]': 'reader@example.com' });
    const subscribed = await subscribers(
      new Request(`http://status.test/api/v2/subscribers.json?${params}`, { method: 'POST' }),
    );
    expect(subscribed.status).toBe(201);
    const body = (await subscribed.json()) as { subscriber: { id: string } };
    expect(JSON.stringify(body)).not.toContain('reader@example.com');

    // Before confirming, only the confirmation is sent.
    await callManage(r.ctx, 'createIncident')(
      'POST',
      { page_id: r.pageId },
      { incident: { name: 'Before confirming' } },
    );
    await worker.runOnce();
    expect(r.mail.messages.map((m) => m.subject)).toEqual(['Confirm your subscription to Testnet status']);

    await r.confirmFromMail(0);

    await callManage(r.ctx, 'createIncident')('POST', { page_id: r.pageId }, { incident: { name: 'Blocks are late' } });
    await worker.runOnce();
    expect(r.mail.messages.slice(1).map((m) => m.subject)).toEqual(['[Testnet status] Blocks are late: Investigating']);

    const id = body.subscriber.id;
    const read = await subscribers(new Request(`http://status.test/api/v2/subscribers.json?subscriber%5Bid%5D=${id}`));
    expect(read.status).toBe(200);
    const left = await unsubscribeByIdRoute(async () => r.ctx)(
      new Request(`http://status.test/api/v2/subscribers/${id}.json`, { method: 'DELETE' }),
      {
        params: Promise.resolve({ id }),
      },
    );
    expect(left.status).toBe(200);
    await callManage(r.ctx, 'createIncident')('POST', { page_id: r.pageId }, { incident: { name: 'After leaving' } });
    await worker.runOnce();
    expect(r.mail.messages).toHaveLength(2);
  }, 60_000);

  it('subscribes a reader to one incident by `incident_id`, an e-mail address alone', async () => {
    const subscribe = (fields: Record<string, string>) =>
      subscribers(
        new Request(`http://status.test/api/v2/subscribers.json?${new URLSearchParams(fields)}`, { method: 'POST' }),
      );
    const incident = (await (
      await callManage(r.ctx, 'createIncident')('POST', { page_id: r.pageId }, { incident: { name: 'Late' } })
    ).json()) as { id: string };
    expect(
      (await subscribe({ 'subscriber[email]': 'a@example.com', 'subscriber[incident_id]': 'zzzzzzzzzzzz' })).status,
    ).toBe(422);
    expect(
      (
        await subscribe({
          'subscriber[email]': 'a@example.com',
          'subscriber[incident_id]': incident.id,
          'subscriber[component_id]': 'abcdefghijkl',
        })
      ).status,
    ).toBe(422);
    expect(
      (await subscribe({ 'subscriber[email]': 'a@example.com', 'subscriber[incident_id]': incident.id })).status,
    ).toBe(201);
    const listed = await callManage(r.ctx, 'listIncidentSubscribers')(
      'GET',
      { page_id: r.pageId, incident_id: incident.id },
      undefined,
      undefined,
      '?state=all',
    );
    expect(((await listed.json()) as { email: string }[]).map((s) => s.email)).toEqual(['a@example.com']);
  }, 60_000);
});
