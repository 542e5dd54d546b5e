import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';

test.describe('home page', () => {
  test('shows the latest blocks and transactions from the ledger, refreshed live', async ({ page, request }) => {
    await page.goto('/');
    const blocks = page.getByRole('region', { name: 'Latest blocks' });
    const transactions = page.getByRole('region', { name: 'Latest transactions' });
    await expect(blocks.getByRole('row')).toHaveCount(11); // header + 10 blocks
    await expect(transactions.getByRole('row')).toHaveCount(11);
    const glance = page.getByRole('region', { name: 'Network at a glance' });
    await expect(glance.getByText('Latest block')).toBeVisible();
    await expect(glance.getByText(/^TPS \(last \d+ s\)$/)).toBeVisible();
    // The status page's own words for the network (the demo ledger may be degraded or in an outage at any time).
    const { status } = (await (await request.get('/api/v2/status.json')).json()) as { status: { description: string } };
    await expect(glance.getByRole('link', { name: status.description })).toHaveAttribute('href', '/status');

    const newest = async () => Number((await blocks.getByRole('row').nth(1).getByRole('cell').first().innerText()).replace(/\D/g, ''));
    const first = await newest();
    expect(first).toBeGreaterThan(0);
    // Live mode appends a block every ~2 s and the list refetches without a reload.
    await expect.poll(newest, { timeout: 20_000 }).toBeGreaterThan(first);
    // Every column fits: nothing hides behind a panel's horizontal scroll at 1280 px.
    for (const region of [blocks, transactions]) {
      const clipped = await region.locator('div[tabindex="0"]').evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(clipped).toBe(false);
    }
    await page.screenshot({ path: 'e2e/screenshots/home-desktop.png', fullPage: true });
    await expectAccessible(page);
  });

  test('the API answers what the page shows', async ({ page, request }) => {
    const api = await request.get('/api/v1/blocks?limit=1');
    expect(api.status()).toBe(200);
    const { blocks } = (await api.json()) as { blocks: { number: number }[] };
    await page.goto('/');
    const shown = Number(
      (await page.getByRole('region', { name: 'Latest blocks' }).getByRole('row').nth(1).getByRole('cell').first().innerText()).replace(/\D/g, ''),
    );
    expect(shown).toBeGreaterThanOrEqual(blocks[0]!.number);
  });

  test('dark mode toggles and is remembered', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /dark theme/i }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.screenshot({ path: 'e2e/screenshots/home-dark.png', fullPage: true });
    await expectAccessible(page);
  });

  test('is usable on a phone', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Latest blocks' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
    expect(overflow).toBe(false);
    await page.screenshot({ path: 'e2e/screenshots/home-phone.png', fullPage: true });
    await context.close();
  });

  test('on a phone the header is one row and a search box, the rest behind a menu', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await page.goto('/');
    const header = page.getByRole('banner');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(120);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Blocks' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await nav.getByRole('link', { name: 'Blocks' }).click();
    await expect(page).toHaveURL(/\/blocks$/);
    await expect(nav).toBeHidden();
    await context.close();
  });
});
