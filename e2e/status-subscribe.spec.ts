import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { ADMIN_TOKEN, json, mailTo } from './status-helpers';
import { failOnPolicyViolations } from './csp-watch';

failOnPolicyViolations();

interface WireSubscriber {
  id: string;
  email: string | null;
  confirmed: boolean;
}

test.describe('subscribing to the status page by e-mail', () => {
  test('works without JavaScript: "check your e-mail", the row for authors, confirmed by the e-mailed link', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const address = `e2e-${Date.now()}@example.test`;

    await page.goto('/status');
    const section = page.locator('#subscribe');
    await expect(section.getByRole('heading', { name: 'Subscribe to updates' })).toBeVisible();
    await section.getByLabel('E-mail address').fill(address);
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/status\?subscribe=check-email#subscribe$/, { timeout: 20_000 });
    await expect(page.locator('#subscribe').getByRole('status')).toHaveText(
      /follow the link in the e-mail we just sent/,
    );

    // Authors see the subscriber, not confirmed yet (the Manage API, under the admin token; state=all, as the
    // default lists only active subscribers).
    const { page: statusPage } = await json<{ page: { id: string } }>(request, '/api/v2/summary.json');
    const subscribers = async () => {
      const r = await request.get(`/api/manage/v1/pages/${statusPage.id}/subscribers?state=all`, {
        headers: { Authorization: `OAuth ${ADMIN_TOKEN}` },
      });
      expect(r.status()).toBe(200);
      return ((await r.json()) as WireSubscriber[]).filter((s) => s.email === address);
    };
    expect((await subscribers()).map((s) => s.confirmed)).toEqual([false]);

    // The confirmation arrives over SMTP (the outbox worker sends it) with a link to the subscriber's page.
    await expect.poll(() => mailTo(address).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [confirmation] = mailTo(address);
    expect(confirmation!.subject).toMatch(/^Confirm your subscription/);
    expect(confirmation!.list_unsubscribe).toMatch(/^<http.*\/status\/subscription\/unsubscribe/);
    const link = /Confirm here: (\S+)/.exec(confirmation!.text)?.[1];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('status')).toHaveText('Your subscription is confirmed.');
    expect((await subscribers()).map((s) => s.confirmed)).toEqual([true]);
    await context.close();
  });

  test('the form is accessible, and a bad address is refused with a reason', async ({ page, request }) => {
    // The browser checks the address first (type=email); a client that does not gets the server's answer.
    const answer = await request.post('/status/subscribe', { form: { email: 'not an address' }, maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe('/status?subscribe=invalid-email#subscribe');
    await page.goto(answer.headers().location!);
    await expect(page.locator('#subscribe').getByRole('status')).toHaveText(
      'That does not look like an e-mail address.',
    );
    await expect(page.locator('#subscribe').getByLabel('E-mail address')).toHaveAttribute('type', 'email');
    await expectAccessible(page);
  });
});
