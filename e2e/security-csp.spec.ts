import { expect, test, type Page } from '@playwright/test';
import { signIn } from './status-helpers';

/** Collects what the browser reports about the page's Content-Security-Policy: console errors and violation events. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

// Every page runs under a nonce-based policy (proxy.ts): Next.js's scripts carry the nonce, the theme script its
// hash, and nothing else may run. A page that breaks under it shows up here as a violation or as a page that does
// not become interactive.
test('the main pages run under the Content-Security-Policy without a violation', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { transactions } = (await (await request.get('/api/v1/transactions?limit=1')).json()) as { transactions: { transaction_id: string }[] };
  const { accounts } = (await (await request.get('/api/v1/accounts?limit=1&account.id=gte:0.0.1000')).json()) as { accounts: { account: string }[] };
  const violations = await watchPolicy(page);
  const pages = [
    '/',
    '/blocks',
    `/transactions/${transactions[0]!.transaction_id}`,
    `/accounts/${accounts[0]!.account}`,
    '/status',
    '/status/admin',
    '/api/v1/docs',
  ];
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
    expect(policy, path).not.toContain('unsafe-inline\' \'nonce'); // scripts: nonce or hash only
    expect(policy, path).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    // Next.js's scripts ran: its router announces itself on window.next once the page is hydrated.
    // (Polled with evaluate: waitForFunction compiles its predicate in the page, which the policy rightly refuses.)
    await expect.poll(() => page.evaluate(() => document.querySelector('script[nonce]') !== null && !!(window as unknown as { next?: unknown }).next), { message: path }).toBe(true);
    expect(violations, path).toEqual([]);
  }
  // Two answers never share a nonce.
  const nonceOf = async () => /'nonce-([^']+)'/.exec((await request.get('/status')).headers()['content-security-policy'] ?? '')?.[1];
  expect(await nonceOf()).not.toBe(await nonceOf());

  // The authoring console (signed in) also runs under it.
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Open an incident' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Admin token')).toBeVisible();
  expect(violations).toEqual([]);
});
