import type { AxiosInstance } from 'axios';
import { Statuspage } from 'statuspage.io';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PublicSubscriptionSchema } from '../../schemas/status';
import * as v2 from '../read/v2';
import { closeTestDb, fresh, openTestContext, type TestContext } from '../testing';
import { startSmtpSink, type MailSink } from '../subscriptions/receivers.testing';
import { bracketParams, subscribersRoute, unsubscribeByIdRoute } from './public-subscribers';

let ctx: TestContext;
let mail: MailSink;

beforeEach(async () => {
  mail = await startSmtpSink();
  ctx = await openTestContext({ SMTP_URL: mail.url });
  await fresh(ctx, v2.summary);
});
afterEach(async () => {
  await Promise.all([mail.close(), ctx.close()]);
});
afterAll(closeTestDb);

describe('the statuspage.io client’s requests', () => {
  it('are read as Statuspage’s subscriber fields', () => {
    // axios writes the client's `{ params: { subscriber } }` as `subscriber[email]=…&subscriber[component_ids][]=…`.
    const api = (new Statuspage('ourpage') as unknown as { apiClient: AxiosInstance }).apiClient;
    const url = new URL(api.getUri({ url: '/api/v2/subscribers.json', params: { subscriber: { email: 'a@example.com', component_ids: ['abcdefghijkl'] } } }));
    expect(bracketParams(url.searchParams)).toEqual({ subscriber: { email: 'a@example.com', component_ids: ['abcdefghijkl'] } });
    const byId = new URL(api.getUri({ url: '/api/v2/incidents.json', params: { subscriber: { id: 'abcdefghijkl' } } }));
    expect(bracketParams(byId.searchParams)).toEqual({ subscriber: { id: 'abcdefghijkl' } });
  });
});

describe('the public subscriber endpoints', () => {
  it('take Statuspage’s POST with form fields (double opt-in), and DELETE /subscribers/{id}.json', async () => {
    const posted = await subscribersRoute(async () => ctx)(
      new Request('http://status.test/api/v2/subscribers.json', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'subscriber%5Bemail%5D=d%40example.com',
      }),
    );
    expect(posted.status).toBe(201);
    const answer = PublicSubscriptionSchema.parse(await posted.json());
    expect(answer.subscriber).toMatchObject({ mode: 'email', confirmed: false });
    expect(answer.subscriber.components).toEqual([]);
    expect(JSON.stringify(answer)).not.toContain('d@example.com');
    const remove = () =>
      unsubscribeByIdRoute(async () => ctx)(new Request(`http://status.test/api/v2/subscribers/${answer.subscriber.id}.json`, { method: 'DELETE' }), {
        params: Promise.resolve({ id: `${answer.subscriber.id}.json` }),
      });
    expect((await remove()).status).toBe(200);
    expect((await remove()).status).toBe(404);
  });
});
