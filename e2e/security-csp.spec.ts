import { expect, test } from '@playwright/test';
import { inlineScriptsUnhashed, watchPolicy } from './csp-watch';
import { signIn } from './status-helpers';

// A page rendered for its request runs under a nonce-based policy (proxy.ts): Next.js's scripts carry the nonce, the
// theme script its hash. A page answered from its rendered copy (rendered-page-cache.ts: /status, explorer pages)
// carries no nonce; its policy names each inline script's hash. Nothing else may run. A page that breaks under it shows up here as a violation or as a page that does
// not become interactive.
test('the main pages run under the Content-Security-Policy without a violation', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { transactions } = (await (await request.get('/api/v1/transactions?limit=1')).json()) as {
    transactions: { transaction_id: string }[];
  };
  const { accounts } = (await (await request.get('/api/v1/accounts?limit=1&account.id=gte:0.0.1000')).json()) as {
    accounts: { account: string }[];
  };
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
    expect(policy, path).toMatch(
      /script-src 'self' (?:'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'|'sha256-[A-Za-z0-9+/=]{44}')/,
    );
    expect(policy, path).not.toContain("unsafe-inline' 'nonce"); // scripts: nonce or hash only
    expect(policy, path).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    // Next.js's scripts ran: its router announces itself on window.next once the page is hydrated.
    // (Polled with evaluate: waitForFunction compiles its predicate in the page, which the policy rightly refuses.)
    await expect
      .poll(() => page.evaluate(() => !!(window as unknown as { next?: unknown }).next), { message: path })
      .toBe(true);
    expect(violations, path).toEqual([]);
  }
  // /status, rendered for the requests above, is now answered from its copy: the same bytes for everyone, every
  // inline script allowed by its hash, no nonce to share; an ETag to revalidate with.
  // (The live demo's health refresh may move the revision meanwhile: then the next request renders anew, with a
  // nonce; ask again until two answers come from one copy.)
  await expect
    .poll(
      async () => {
        const [one, two] = [await request.get('/status'), await request.get('/status')];
        const policy = one.headers()['content-security-policy'] ?? '';
        if (/'nonce-|'strict-dynamic'/.test(policy) || two.headers().etag !== one.headers().etag)
          return 'rendered anew';
        expect(inlineScriptsUnhashed(await one.text(), policy)).toEqual([]);
        expect(await two.text()).toBe(await one.text());
        const again = await request.get('/status', { headers: { 'if-none-match': one.headers().etag! } });
        return again.headers().etag === one.headers().etag ? again.status() : 'rendered anew';
      },
      { timeout: 30_000 },
    )
    .toBe(304);
  // And the browser runs it so: hydrated, no violation.
  await page.goto('/status');
  await expect(
    page
      .getByRole('group', { name: /daily uptime, last 90 days/ })
      .first()
      .getByRole('button'),
  ).toHaveCount(90);
  expect(violations).toEqual([]);

  // The authoring console (signed in) also runs under it.
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Open an incident' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Admin token')).toBeVisible();
  expect(violations).toEqual([]);
});
