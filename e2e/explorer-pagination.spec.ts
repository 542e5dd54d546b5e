import { expect, test, type Page } from '@playwright/test';

const firstCell = (page: Page) => page.getByRole('region', { name: 'Blocks' }).getByRole('row').nth(1).getByRole('cell').first();
const firstId = (page: Page) => firstCell(page).innerText();

test.describe('keyset pagination', () => {
  test('next page keeps its cursor in the URL; Back and reload keep the place', async ({ page }) => {
    await page.goto('/blocks?limit=10&order=asc');
    const pages = page.getByRole('navigation', { name: 'Blocks pages' });
    await expect(pages.getByRole('link', { name: '10 per page' })).toHaveAttribute('aria-current', 'true');
    const first = await firstId(page);

    await pages.getByRole('link', { name: 'Next page →' }).click();
    await expect(page).toHaveURL(/block\.number=gt%3A\d+|block\.number=gt:\d+/);
    const second = await firstId(page);
    expect(Number(second.replace(/\D/g, ''))).toBeGreaterThan(Number(first.replace(/\D/g, '')));
    const secondUrl = page.url();

    await page.reload();
    expect(page.url()).toBe(secondUrl);
    expect(await firstId(page)).toBe(second);

    await page.goBack();
    await expect(page).toHaveURL(/\/blocks\?limit=10&order=asc$/);
    await expect(firstCell(page)).toHaveText(first);
    await page.goForward();
    await expect(firstCell(page)).toHaveText(second);

    await pages.getByRole('link', { name: /First page/ }).click();
    await expect(firstCell(page)).toHaveText(first);
  });

  test('Previous goes back one page by URL, down to the first page; reload and Back keep the place', async ({ page }) => {
    const blockIds = () => page.getByRole('region', { name: 'Blocks' }).locator('td[data-label="Block"]').allInnerTexts();
    await page.goto('/blocks?limit=10&order=asc');
    const pages = page.getByRole('navigation', { name: 'Blocks pages' });
    await expect(pages.getByRole('link', { name: '← Previous page' })).toHaveCount(0);
    const first = await blockIds();

    await pages.getByRole('link', { name: 'Next page →' }).click();
    await expect(firstCell(page)).not.toHaveText(first[0]!);
    const second = await blockIds();
    await pages.getByRole('link', { name: 'Next page →' }).click();
    await expect(firstCell(page)).not.toHaveText(second[0]!);

    await pages.getByRole('link', { name: '← Previous page' }).click();
    await expect(page).toHaveURL(/block\.number=gte(%3A|:)\d+/);
    await expect(firstCell(page)).toHaveText(second[0]!);
    expect(await blockIds()).toEqual(second);
    await page.reload();
    // The rows come back with the reloaded page; read them once they are there, not while it is still loading.
    await expect.poll(blockIds).toEqual(second);

    await pages.getByRole('link', { name: '← Previous page' }).click();
    await expect(page).toHaveURL(/\/blocks\?limit=10&order=asc$/);
    await expect(firstCell(page)).toHaveText(first[0]!);
    await expect(pages.getByRole('link', { name: '← Previous page' })).toHaveCount(0);
    await page.goBack();
    await expect(firstCell(page)).toHaveText(second[0]!);
  });

  test('page size and order restart the list', async ({ page }) => {
    await page.goto('/transactions');
    const pages = page.getByRole('navigation', { name: 'Transactions pages' });
    await pages.getByRole('link', { name: '50 per page' }).click();
    await expect(page).toHaveURL(/limit=50/);
    await expect(page.getByRole('region', { name: 'Transactions' }).getByRole('row')).toHaveCount(51);
    const oldest = pages.getByRole('link', { name: 'Oldest first' });
    await expect(oldest).toHaveAttribute('href', '/transactions?limit=50&order=asc');
    await oldest.click();
    await expect(page).toHaveURL(/order=asc/);
    await expect(oldest).toHaveAttribute('aria-current', 'true');
  });
});
