import { expect, test } from '@playwright/test';

// Headers every answer carries (next.config.js): no sniffing, origin-only referrers, no framing but the badge's.
test('pages and APIs refuse framing and sniffing; the badge may be embedded', async ({ request }) => {
  for (const path of [
    '/',
    '/status',
    '/status/admin',
    '/api/v1/blocks?limit=1',
    '/api/v2/status.json',
    '/api/v1/no-such-route',
  ]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options'], path).toBe('DENY');
  }
  const badge = await request.get('/status/badge.svg');
  expect(badge.headers()['x-content-type-options']).toBe('nosniff');
  expect(badge.headers()['content-security-policy'] ?? '').not.toContain('frame-ancestors');
  expect(badge.headers()['x-frame-options']).toBeUndefined();
});
