import { expect, test, type Page } from '@playwright/test';
import { api, deepestTrace, shootAll } from './explorer-helpers';

type Tx = { transaction_id: string; name: string; consensus_timestamp: string };
const rows = (page: Page, region: string) => page.getByRole('region', { name: region }).getByRole('row');

test.describe('explorer pages show the ledger (desktop, phone, dark, axe)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('blocks list and block page', async ({ page, browser, request }) => {
    await page.goto('/blocks');
    await shootAll(page, browser, '/blocks', 'blocks', async (p) => {
      await expect(rows(p, 'Blocks').nth(1)).toBeVisible();
    });
    const { blocks } = await api<{ blocks: { number: number; count: number; hash: string }[] }>(request, '/api/v1/blocks?limit=5');
    const block = blocks.find((b) => b.count > 0) ?? blocks[0]!;
    await page.goto(`/blocks/${block.number}`);
    await shootAll(page, browser, `/blocks/${block.number}`, 'block', async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toHaveText(block.number.toLocaleString('en-US'));
      await expect(p.getByText(block.hash)).toBeVisible();
      await expect(rows(p, `Transactions (${block.count})`)).toHaveCount(block.count + 1);
    });
  });

  test('transactions list with type and result filters', async ({ page, browser }) => {
    await page.goto('/transactions');
    await shootAll(page, browser, '/transactions', 'transactions', async (p) => {
      await expect(rows(p, 'Transactions').nth(1)).toBeVisible();
    });
    await page.getByRole('combobox', { name: 'Type' }).selectOption('CRYPTOTRANSFER');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/transactiontype=CRYPTOTRANSFER/);
    const types = await rows(page, 'Transactions').locator('td[data-label="Type"]').allInnerTexts();
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['CRYPTOTRANSFER']));
    await page.getByRole('combobox', { name: 'Result' }).selectOption('fail');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/result=fail/);
    for (const result of await rows(page, 'Transactions').locator('td[data-label="Result"]').allInnerTexts()) expect(result).not.toContain('SUCCESS');
  });

  test('transaction page with transfers, fees and the call trace', async ({ page, browser, request }) => {
    const { id } = await deepestTrace(request);
    const path = `/transactions/${id}`;
    await page.goto(path);
    await shootAll(page, browser, path, 'transaction', async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toHaveText(id);
      await expect(p.getByRole('region', { name: 'hbar transfers' })).toContainText('Node fee');
      await expect(p.getByRole('tree', { name: 'Call trace' })).toBeVisible();
    });
    await expect(page.getByText(id.replace(/-(\d+)-(\d+)$/, '@$1.$2'))).toBeVisible(); // both notations
    const raw = page.getByRole('link', { name: `/api/v1/transactions/${id}` });
    expect((await request.get((await raw.getAttribute('href'))!)).status()).toBe(200);
  });

  test('accounts list and account page with tabs as URLs', async ({ page, browser, request }) => {
    await page.goto('/accounts');
    await shootAll(page, browser, '/accounts', 'accounts', async (p) => {
      await expect(rows(p, 'Accounts').nth(1)).toBeVisible();
    });
    const { transactions } = await api<{ transactions: Tx[] }>(request, '/api/v1/transactions?transactiontype=CRYPTOTRANSFER&limit=1');
    const account = transactions[0]!.transaction_id.split('-')[0]!;
    await page.goto(`/accounts/${account}`);
    await shootAll(page, browser, `/accounts/${account}`, 'account', async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toHaveText(account);
      await expect(rows(p, 'Transactions').nth(1)).toBeVisible();
    });
    const tabs = page.getByRole('navigation', { name: 'Account sections' });
    for (const [tab, region, url] of [
      ['Tokens', 'Token balances', '/tokens'],
      ['NFTs', 'NFTs', '/nfts'],
      ['Allowances', 'hbar allowances', '/allowances'],
      ['Staking rewards', 'Staking rewards', '/rewards'],
      ['Airdrops', 'Pending airdrops (received)', '/airdrops'],
    ] as const) {
      await tabs.getByRole('link', { name: tab, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/accounts/${account.replace(/\./g, '\\.')}${url}$`), { timeout: 15_000 });
      await expect(page.getByRole('region', { name: region })).toBeVisible();
      await expect(tabs.getByRole('link', { name: tab, exact: true })).toHaveAttribute('aria-current', 'page');
    }
    await page.reload();
    await expect(page.getByRole('region', { name: 'Pending airdrops (received)' })).toBeVisible();
  });

  test('schedules list and schedule page', async ({ page, browser, request }) => {
    await page.goto('/schedules');
    await shootAll(page, browser, '/schedules', 'schedules', async (p) => {
      await expect(rows(p, 'Schedules').nth(1)).toBeVisible();
    });
    const { schedules } = await api<{ schedules: { schedule_id: string; executed_timestamp: string | null }[] }>(request, '/api/v1/schedules?limit=50');
    const executed = schedules.find((s) => s.executed_timestamp) ?? schedules[0]!;
    await page.goto(`/schedules/${executed.schedule_id}`);
    await shootAll(page, browser, `/schedules/${executed.schedule_id}`, 'schedule', async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toHaveText(executed.schedule_id);
    });
    if (executed.executed_timestamp) {
      await page.getByRole('region', { name: 'Summary' }).getByRole('link', { name: /SUCCESS|FAIL|INVALID|INSUFFICIENT/ }).click();
      await expect(page).toHaveURL(/scheduled=true/);
      await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Yes, executed by a schedule');
    }
  });

  test('nodes with stake and health from the status API', async ({ page, browser, request }) => {
    const { nodes } = await api<{ nodes: unknown[] }>(request, '/api/v1/network/nodes?limit=25');
    await page.goto('/nodes');
    await shootAll(page, browser, '/nodes', 'nodes', async (p) => {
      await expect(rows(p, `Consensus nodes (${nodes.length})`)).toHaveCount(nodes.length + 1);
      await expect(p.getByRole('cell', { name: /Operational|Degraded|outage|Maintenance/ }).first()).toBeVisible();
    });
  });

  test('unknown ids and pages explain themselves', async ({ page }) => {
    // Detail pages stream (skeleton first), so the not-found page arrives in a 200 response marked noindex.
    await page.goto('/accounts/0.0.999999999');
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { name: 'Not found on this network' })).toBeVisible();
    await page.goto('/search?q=definitely-not-an-id');
    await expect(page.getByRole('status')).toContainText('is not an identifier');
    await page.screenshot({ path: 'e2e/screenshots/search-help-desktop.png', fullPage: true });
  });
});
