import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import type { StatusContext } from '../context';
import { ADMIN_TOKEN, closeTestDb, openTestContext, withEnv } from '../testing';
import { manageApiRoute } from './manage/router';
import { v2Route } from './routes';

// The credential check needs no store: the router looks for the endpoint only once the key is accepted, so the
// right key on a path with no endpoint is a 404 and a wrong one a 401 or 429.
const limit = 3 + Math.floor(Math.random() * 1000); // a fresh counter for this run
const config = parseConfig({ STATUS_ADMIN_TOKEN: ADMIN_TOKEN, RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: String(limit) });
const route = manageApiRoute(async () => ({ config }) as StatusContext);
const call = (key: string, client: string) =>
  route(
    new Request('http://status.test/api/manage/v1/no-such-endpoint', {
      headers: { authorization: `OAuth ${key}`, 'x-forwarded-for': client },
    }),
    {
      params: Promise.resolve({ path: ['no-such-endpoint'] }),
    },
  );

describe('Manage API credential checks', () => {
  it('answer 429 with Retry-After to wrong keys once a client has sent too many, and still take the right key from it', async () => {
    for (let i = 0; i < limit; i++) expect((await call(`wrong-key-${i}-0123456789`, '198.51.100.7')).status).toBe(401);
    const refused = await call('wrong-key-one-more-0123456789', '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({
      error: expect.stringMatching(/^too many invalid credentials: retry after \d+ s$/),
    });
    // A flood of wrong keys does not lock the right one out, from that client or any other.
    expect((await call(ADMIN_TOKEN, '198.51.100.7')).status).toBe(404);
    expect((await call(ADMIN_TOKEN, '198.51.100.8')).status).toBe(404);
  });
});

describe('the public status API', () => {
  afterAll(closeTestDb);

  it('answers 429 in its own error shape with Retry-After once a client exceeds RATE_LIMIT_API_PER_SECOND', async () => {
    const ctx = withEnv(await openTestContext(), { RATE_LIMIT_API_PER_SECOND: '3' });
    const route = v2Route(
      async () => ({ ok: true }),
      async () => ctx,
    );
    const call = (client: string) =>
      route(new Request('http://status.test/api/v2/status.json', { headers: { 'x-forwarded-for': client } }));
    expect((await call('198.51.100.20')).status).toBe(200); // health refreshed now: the calls below take milliseconds
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call('198.51.100.21')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await call('198.51.100.21');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(await refused.json()).toEqual({
      error: 'Rate limit exceeded: at most 3 requests per second; retry after 1 s',
    });
    expect((await call('198.51.100.22')).status).toBe(200);
    await ctx.close();
  });
});
