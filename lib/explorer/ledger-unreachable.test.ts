import { describe, expect, it } from 'vitest';
import { ledgerUnreachablePage, readsLocalLedger } from './ledger-unreachable';

describe('the explorer while its ledger is unreachable', () => {
  it("concerns this server's explorer pages only, not other networks, the status page or the APIs", () => {
    const local = [
      '/',
      '/blocks',
      '/transactions/0.0.2-1-2',
      '/accounts/0.0.1001/tokens',
      '/search?q=1',
      '/blocks?network=local',
    ];
    const other = [
      '/status',
      '/api/v1/blocks',
      '/api/v2/summary.json',
      '/health/readiness',
      '/blocks?network=testnet',
      '/_next/static/x.js',
    ];
    for (const path of local) expect(readsLocalLedger(new URL(path, 'http://x')), path).toBe(true);
    for (const path of other) expect(readsLocalLedger(new URL(path, 'http://x')), path).toBe(false);
  });

  it('answers 503 with a retry time, a page in words and a link to the status page', async () => {
    const response = ledgerUnreachablePage();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('15');
    const html = await response.text();
    expect(html).toContain('<h1>The ledger is unreachable</h1>');
    expect(html).toContain('href="/status"');
  });
});
