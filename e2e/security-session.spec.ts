import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { ADMIN_TOKEN } from './status-helpers';

const port = Number(process.env.E2E_PORT ?? 3210);

/** A raw request from a chosen loopback address: the rate limits count per client address (the socket's). */
function send(
  method: string,
  path: string,
  { from = '127.0.0.1', body, headers = {} }: { from?: string; body?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, localAddress: from, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      });
      req.on('error', reject);
      req.end(body);
    },
  );
}

const signInBody = (token: string) => ({
  body: JSON.stringify({ token }),
  headers: { 'content-type': 'application/json' },
});

test('a session is a random id, not the token, and signing out revokes it', async ({ request }) => {
  const signedIn = await request.post('/status/admin/session', { data: { token: ADMIN_TOKEN } });
  expect(signedIn.status()).toBe(200);
  const setCookie = signedIn.headers()['set-cookie'] ?? '';
  const id = /status_admin=([^;]+)/.exec(setCookie)?.[1];
  expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(setCookie).not.toContain(ADMIN_TOKEN);
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Strict/);
  expect(setCookie).not.toMatch(/Secure/); // PUBLIC_URL is not https here

  const copied = { Cookie: `status_admin=${id}` };
  expect((await request.get('/status/admin/api/incidents', { headers: copied })).status()).toBe(200);
  // The token itself is no session.
  expect(
    (await request.get('/status/admin/api/incidents', { headers: { Cookie: `status_admin=${ADMIN_TOKEN}` } })).status(),
  ).toBe(401);

  const signedOut = await request.delete('/status/admin/session', { headers: copied });
  expect(signedOut.status()).toBe(200);
  expect(signedOut.headers()['set-cookie']).toMatch(/Max-Age=0/);
  // A copy of the cookie kept from before sign-out no longer works.
  expect((await request.get('/status/admin/api/incidents', { headers: copied })).status()).toBe(401);
});

test('writes from another origin are refused, whatever X-Forwarded-Host says', async () => {
  const forged = await send('POST', '/status/admin/session', {
    ...signInBody(ADMIN_TOKEN),
    headers: {
      'content-type': 'application/json',
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    },
  });
  expect(forged.status).toBe(403);
  const scheme = await send('POST', '/status/admin/session', {
    ...signInBody(ADMIN_TOKEN),
    headers: { 'content-type': 'application/json', origin: `https://127.0.0.1:${port}` },
  });
  expect(scheme.status).toBe(403);
});

test('too many wrong tokens from one client get 429 with Retry-After, X-Forwarded-For does not change that, and the right token still gets in', async () => {
  // A fresh address per attempt: the failure counts of a first attempt last the minute a retry runs in.
  const attacker = `127.0.0.${61 + test.info().retry * 10}`;
  for (let i = 0; i < 10; i++)
    expect(
      (await send('POST', '/status/admin/session', { from: attacker, ...signInBody(`wrong-${i}-0123456789`) })).status,
    ).toBe(401);
  const limited = await send('POST', '/status/admin/session', { from: attacker, ...signInBody('wrong-10-0123456789') });
  expect(limited.status).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  // A forged X-Forwarded-For is not believed (no trusted proxy here): still the same client.
  const spoofed = await send('POST', '/status/admin/session', {
    from: attacker,
    body: signInBody('wrong-11-0123456789').body,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
  });
  expect(spoofed.status).toBe(429);
  // The Manage API's key check counts in the same place.
  const manage = await send('GET', '/api/manage/v1/pages', {
    from: attacker,
    headers: { authorization: 'OAuth wrong-key-0123456789' },
  });
  expect(manage.status).toBe(429);
  // The flood slows the wrong credentials only: the right token and key still get in from that very address.
  expect((await send('POST', '/status/admin/session', { from: attacker, ...signInBody(ADMIN_TOKEN) })).status).toBe(
    200,
  );
  expect(
    (await send('GET', '/api/manage/v1/pages', { from: attacker, headers: { authorization: `OAuth ${ADMIN_TOKEN}` } }))
      .status,
  ).toBe(200);
});

// The limit itself (an operator's RATE_LIMIT_API_PER_SECOND: 429 in the Mirror Node's error shape) is checked in
// lib/api/v1/rate-limit.test.ts; here, what every client of the reference relies on: none by default.
test('/api/v1 refuses no client by default, as the Mirror Node has no per-client limit', async () => {
  for (let round = 0; round < 3; round++) {
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => send('GET', '/api/v1/blocks?limit=1', { from: '127.0.0.71' })),
    );
    expect(answers.map((r) => r.status).filter((status) => status !== 200)).toEqual([]);
  }
});

test('methods nothing serves get 405 with Allow, never a 500', async () => {
  for (const path of ['/', '/status', '/api/v1/blocks', '/api/v2/status.json', '/status/admin/session']) {
    const trace = await send('TRACE', path);
    expect(trace.status, path).toBe(405);
    expect(trace.headers.allow, path).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  }
  for (const path of ['/', '/status', '/blocks']) {
    const write = await send('DELETE', path);
    expect(write.status, path).toBe(405);
    expect(write.headers.allow, path).toBe('GET, HEAD');
  }
});
