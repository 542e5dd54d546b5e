import { expect, test, type Page } from '@playwright/test';
import { api } from './explorer-helpers';

const firstCell = (page: Page) =>
  page.getByRole('region', { name: 'Blocks' }).getByRole('row').nth(1).getByRole('cell').first();
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

  test('Previous goes back one page by URL, down to the first page; reload and Back keep the place', async ({
    page,
  }) => {
    const blockIds = () =>
      page.getByRole('region', { name: 'Blocks' }).locator('td[data-label="Block"]').allInnerTexts();
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

  test("an account's NFTs page by token and serial number together, forward and back", async ({ page, request }) => {
    // The receiver of NFT mints is a collection's treasury: the first holding three pages of ten.
    type Mint = { nft_transfers?: { receiver_account_id: string | null }[] };
    const { transactions } = await api<{ transactions: Mint[] }>(
      request,
      '/api/v1/transactions?transactiontype=TOKENMINT&limit=100',
    );
    const holders = [
      ...new Set(
        transactions
          .flatMap((t) => t.nft_transfers ?? [])
          .map((n) => n.receiver_account_id)
          .filter((a): a is string => a !== null),
      ),
    ];
    let account: string | undefined;
    for (const holder of holders) {
      const { nfts } = await api<{ nfts: unknown[] }>(request, `/api/v1/accounts/${holder}/nfts?limit=30`);
      if (nfts.length >= 30) {
        account = holder;
        break;
      }
    }
    expect(account, 'an account with 30 NFTs').toBeDefined();
    const region = page.getByRole('region', { name: 'NFTs' });
    const nftRows = () =>
      region
        .getByRole('row')
        .allInnerTexts()
        .then((texts) => texts.slice(1).map((t) => t.replace(/\d+ (s|min|h|d) ago/g, '')));
    const pages = page.getByRole('navigation', { name: 'NFTs pages' });
    await page.goto(`/accounts/${account}/nfts?limit=10`);
    await expect(region.getByRole('row').nth(10)).toBeVisible();
    const first = await nftRows();
    await pages.getByRole('link', { name: 'Next page →' }).click();
    await expect(page).toHaveURL(/token\.id=lte(%3A|:)[\d.]+&serialnumber=lt(%3A|:)\d+/);
    await expect.poll(nftRows).not.toEqual(first);
    const second = await nftRows();
    await pages.getByRole('link', { name: 'Next page →' }).click();
    await expect.poll(nftRows).not.toEqual(second);

    await pages.getByRole('link', { name: '← Previous page' }).click();
    await expect(page).toHaveURL(/token\.id=lte(%3A|:)[\d.]+&serialnumber=lte(%3A|:)\d+/);
    await expect.poll(nftRows).toEqual(second);
    await pages.getByRole('link', { name: '← Previous page' }).click();
    await expect(page).toHaveURL(new RegExp(`/accounts/${account!.replace(/\./g, '\\.')}/nfts\\?limit=10$`));
    await expect.poll(nftRows).toEqual(first);
    await expect(pages.getByRole('link', { name: '← Previous page' })).toHaveCount(0);
  });

  test('a live list holds new rows while the reader is on them, and on pause', async ({ page }) => {
    const number = async () => Number((await firstId(page)).replace(/\D/g, ''));
    await page.goto('/blocks');
    const rowsArea = page.getByRole('region', { name: 'Blocks' }).getByRole('row').nth(3);
    await rowsArea.hover();
    const held = await number();
    const waiting = page.getByRole('button', { name: /^\d+ new blocks · show$/ });
    // The demo appends a block every ~2 s: it is counted, not shown, while the pointer is on the rows.
    await expect(waiting).toBeVisible({ timeout: 20_000 });
    expect(await number()).toBe(held);
    await waiting.click();
    await expect.poll(number).toBeGreaterThan(held);

    await page.mouse.move(0, 0);
    const toggle = page.getByRole('button', { name: /^Live/ });
    await toggle.click();
    await expect(page.getByRole('button', { name: /^Paused/ })).toHaveAttribute('aria-pressed', 'true');
    const paused = await number();
    await expect(waiting).toBeVisible({ timeout: 20_000 });
    expect(await number()).toBe(paused);
    await page.getByRole('button', { name: /^Paused/ }).click();
    await expect.poll(number).toBeGreaterThan(paused);
    await expect(waiting).toHaveCount(0);
  });

  test('page size and order restart the list', async ({ page }) => {
    await page.goto('/transactions');
    const pages = page.getByRole('navigation', { name: 'Transactions pages' });
    await pages.getByRole('link', { name: '50 per page' }).click();
    await expect(page).toHaveURL(/limit=50/);
    // The URL changes as the skeleton (25 rows) shows; the 50 rows stream in after it, slowly on a busy machine.
    await expect(page.getByRole('region', { name: 'Transactions' }).getByRole('row')).toHaveCount(51, {
      timeout: 20_000,
    });
    const oldest = pages.getByRole('link', { name: 'Oldest first' });
    await expect(oldest).toHaveAttribute('href', '/transactions?limit=50&order=asc');
    await oldest.click();
    await expect(page).toHaveURL(/order=asc/);
    await expect(oldest).toHaveAttribute('aria-current', 'true');
  });
});
