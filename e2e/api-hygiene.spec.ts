import { expect, test } from '@playwright/test';

// A client's mistake in the path is a 400 in the API's own error format, never a 500 (lib/http/malformed-path.ts).
test('undecodable percent-encoding in an API path is a 400 naming the problem', async ({ request }) => {
  for (const path of ['/api/v1/accounts/%FF', '/api/v1/blocks/%E0%A4%A', '/api/v1/transactions/%C0']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(await response.json(), path).toEqual({
      _status: { messages: [{ message: 'Invalid path: malformed percent-encoding' }] },
    });
  }
  const v2 = await request.get('/api/v2/components/%FF/uptime.json');
  expect(v2.status()).toBe(400);
  expect(await v2.json()).toEqual({ error: 'Invalid path: malformed percent-encoding' });
});

test("operators' probes and metrics answer", async ({ request }) => {
  expect(await (await request.get('/health/liveness')).json()).toEqual({ status: 'UP' });
  const readiness = await request.get('/health/readiness');
  expect(readiness.status()).toBe(200);
  expect(await readiness.json()).toMatchObject({
    status: 'UP',
    ledger: { reachable: true },
    status_store: { reachable: true },
  });
  await request.get('/api/v1/blocks?limit=1');
  const metrics = await (await request.get('/metrics')).text();
  expect(metrics).toMatch(
    /http_request_duration_seconds_count\{api="v1",route="\/api\/v1\/blocks",method="GET",status="200"\} \d+/,
  );
});
