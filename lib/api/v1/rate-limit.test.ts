import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { v1RateLimited } from './rate-limit';

// The server puts the socket's address (or, with TRUST_PROXY=1, the proxy's first hop) in X-Forwarded-For.
const from = (address: string) => ({ headers: new Headers({ 'x-forwarded-for': address }) });

describe('/api/v1 per-client rate limit', () => {
  it('refuses nobody by default: the Mirror Node has no per-client limit', async () => {
    const config = parseConfig({});
    expect(config.RATE_LIMIT_API_PER_SECOND).toBe(0);
    for (let i = 0; i < 200; i++) expect(await v1RateLimited(from('192.0.2.1'), config)).toBeNull();
  });

  it("an operator's limit answers 429 in the Mirror Node's error shape, for that client only", async () => {
    const config = parseConfig({ RATE_LIMIT_API_PER_SECOND: '5' });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await v1RateLimited(from('192.0.2.7'), config));
    expect(answers.slice(0, 5)).toEqual([null, null, null, null, null]);
    const refused = answers[5]!;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      _status: { messages: [{ message: 'Requests per second rate limit exceeded.' }] },
    });
    expect(await v1RateLimited(from('192.0.2.8'), config)).toBeNull();
  });
});
