import { expect, test } from '@playwright/test';
import { Statuspage } from 'statuspage.io';
import { json, mailTo, type WireComponent } from './status-helpers';

/**
 * The `statuspage.io` npm client (3.3.8, the last release that ships its code), pointed at this server as a reader
 * would point it at a Statuspage page: every call it has answers, and a subscription made through it is double
 * opt-in (the confirmation e-mail arrives; nothing else is sent before its link is followed).
 */
/** What this server answers a subscribe or read (the client's own typings describe an older shape). */
type Subscription = { subscriber: { id: string } };

test.describe('the statuspage.io client', () => {
  test('reads every public document and subscribes, reads and removes a subscription', async ({ baseURL, request }) => {
    const client = new Statuspage('ledger');
    client.setApiUrl(baseURL!);
    const { api } = client;

    const summary = await api.getSummary();
    expect(summary.page.name).toBeTruthy();
    expect((await api.getStatus()).status.indicator).toMatch(/^(none|minor|major|critical|maintenance)$/);
    const { components } = await api.getComponents();
    expect(components.length).toBeGreaterThan(0);
    expect(Array.isArray((await api.incidents.getAll()).incidents)).toBe(true);
    expect(Array.isArray((await api.incidents.getUnresolved()).incidents)).toBe(true);
    for (const read of [
      api.scheduledMaintenances.getAll,
      api.scheduledMaintenances.getActive,
      api.scheduledMaintenances.getUpcoming,
    ]) {
      expect(Array.isArray((await read.call(api.scheduledMaintenances)).scheduled_maintenances)).toBe(true);
    }

    const address = `client-${Date.now()}@example.test`;
    const page = (await api.subscribers.createPageSubscription({ email: address })) as unknown as Subscription;
    expect(page.subscriber.id).toMatch(/^[a-z0-9]{12}$/);
    expect(JSON.stringify(page)).not.toContain(address);
    await expect
      .poll(() => mailTo(address).map((m) => m.subject), { timeout: 30_000 })
      .toEqual([expect.stringMatching(/^Confirm your subscription/)]);

    const leaf = (await json<{ components: WireComponent[] }>(request, '/api/v2/components.json')).components.find(
      (c) => !c.group,
    )!;
    const byComponent = (await api.subscribers.createComponentSubscription({
      email: `c-${address}`,
      component_ids: [leaf.id],
    } as never)) as unknown as Subscription;
    expect(byComponent.subscriber.id).toMatch(/^[a-z0-9]{12}$/);

    const read = (await api.subscribers.getSubscription(page.subscriber.id)) as unknown as Subscription;
    expect(read.subscriber.id).toBe(page.subscriber.id);
    await api.subscribers.removeSubscription(page.subscriber.id);
    await api.subscribers.removeSubscription(byComponent.subscriber.id);
    await expect(api.subscribers.getSubscription(page.subscriber.id)).rejects.toMatchObject({
      response: { status: 404 },
    });

    // One incident is followed by its id; an unknown one is a clear 422 in the API's shape, not a crash.
    await expect(
      api.subscribers.createIncidentSubscription({ email: `i-${address}`, incident_id: 'abcdefghijkl' } as never),
    ).rejects.toMatchObject({
      response: { status: 422 },
    });
  });
});
