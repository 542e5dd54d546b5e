import { expect, test } from '@playwright/test';
import { api, shootAll } from './explorer-helpers';

const rows = (page: import('@playwright/test').Page, region: string) =>
  page.getByRole('region', { name: region }).getByRole('row');

test.describe('contract and topic pages (desktop, phone, dark, axe)', () => {
  // Three views of each page, axe on each: more than the default minute on a busy machine, as for the other sections.
  test.describe.configure({ timeout: 180_000 });
  test('a contract: summary, its calls, its storage and its code', async ({ page, browser, request }) => {
    const { results } = await api<{ results: { contract_id: string }[] }>(
      request,
      '/api/v1/contracts/results?limit=25&order=desc',
    );
    const id = results.find((r) => r.contract_id)!.contract_id;
    const contract = await api<{ evm_address: string; runtime_bytecode: string }>(request, `/api/v1/contracts/${id}`);
    await page.goto(`/contracts/${id}`);
    await shootAll(page, browser, `/contracts/${id}`, 'contract', async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toHaveText(id);
      await expect(rows(p, 'Results').nth(1)).toBeVisible();
    });
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText(contract.evm_address);
    await expect(page.getByRole('region', { name: 'Code' })).toContainText(
      `${((contract.runtime_bytecode.length - 2) / 2).toLocaleString('en-US')} bytes`,
    );
    await expect(page.getByRole('region', { name: 'State' })).toBeVisible();
    // A result links to its transaction.
    await rows(page, 'Results').nth(1).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/transactions\//);
    await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible();
    // The contract's EVM address finds it.
    await page.goto(`/search?q=${contract.evm_address}`);
    await expect(page).toHaveURL(new RegExp(`/contracts/${id.replace(/\./g, '\\.')}$`));
  });

  test('a topic: summary and its messages as text, newest first', async ({ page, browser, request }) => {
    const { transactions } = await api<{ transactions: { entity_id: string | null }[] }>(
      request,
      '/api/v1/transactions?transactiontype=CONSENSUSSUBMITMESSAGE&limit=1',
    );
    const id = transactions[0]!.entity_id!;
    const { messages } = await api<{ messages: { sequence_number: number; message: string }[] }>(
      request,
      `/api/v1/topics/${id}/messages?order=desc&limit=1`,
    );
    await page.goto(`/topics/${id}`);
    await shootAll(page, browser, `/topics/${id}`, 'topic', async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toHaveText(id);
      await expect(rows(p, 'Messages').nth(1)).toBeVisible();
    });
    // The live demo may submit newer messages meanwhile: the first row is the newest at render time, at or after the
    // one the API named, and it shows that message's text.
    const newest = rows(page, 'Messages').nth(1);
    const shown = Number(await newest.locator('td[data-label="Sequence"]').textContent());
    expect(shown).toBeGreaterThanOrEqual(messages[0]!.sequence_number);
    const message = await api<{ message: string }>(request, `/api/v1/topics/${id}/messages/${shown}`);
    const text = Buffer.from(message.message, 'base64').toString('utf8');
    // JSON is shown indented, so the texts are compared without their white space.
    const bare = (value: string) => value.replace(/\s+/g, '');
    if (/^[\x20-\x7e\s]+$/.test(text))
      expect(bare((await newest.locator('td[data-label="Message"]').textContent()) ?? '')).toContain(
        bare(text).slice(0, 40),
      );
    // Search knows topic ids.
    await page.goto(`/search?q=${id}`);
    await expect(page.getByText(`Topics`).first()).toBeVisible();
  });
});
