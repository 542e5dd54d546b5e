import { expect, test, type Page } from '@playwright/test';
import { api, literal } from './explorer-helpers';

type Tx = {
  transaction_id: string;
  consensus_timestamp: string;
  transaction_hash: string;
  nonce: number;
  scheduled: boolean;
};
type Account = {
  account: string;
  alias: string | null;
  evm_address: string | null;
  key: { _type: string; key: string } | null;
};

const hex = (base64: string) => Buffer.from(base64, 'base64').toString('hex');
async function search(page: Page, text: string) {
  const box = page.getByRole('search').getByRole('combobox', { name: 'Search' });
  await box.fill(text);
  await box.press('Enter');
}

test.describe('search', () => {
  test('is a search region focused by "/" with results grouped by kind', async ({ page, request }) => {
    const { blocks } = await api<{ blocks: { number: number }[] }>(request, '/api/v1/blocks?limit=1&order=asc');
    await page.goto('/blocks');
    const box = page.getByRole('search').getByRole('combobox', { name: 'Search' });
    // Until the page has hydrated no key handler is listening: retry the key press, not the expectation alone.
    await expect(async () => {
      await page.locator('body').press('/');
      await expect(box).toBeFocused({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    // A small number is an account and a block: both groups appear.
    await page.keyboard.type('5');
    const results = page.getByRole('listbox', { name: 'Search results' });
    await expect(results.getByRole('group', { name: 'Accounts' })).toBeVisible();
    await expect(results.getByRole('group', { name: 'Blocks' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blocks\/5$/);
    expect(blocks[0]!.number).toBeLessThanOrEqual(5);

    // The empty box remembers where it went: focused, it lists the block under Recent, and Enter opens it again.
    await page.goto('/accounts');
    const recent = results.getByRole('group', { name: 'Recent' });
    // Focus before hydration reaches no handler: focus again until the list shows.
    await expect(async () => {
      await box.evaluate((el) => (el as HTMLElement).blur());
      await box.focus();
      await expect(recent.getByRole('option').first()).toContainText('5', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blocks\/5$/);
  });

  test('every identifier kind lands on the right page', async ({ page, request }) => {
    const { transactions } = await api<{ transactions: Tx[] }>(
      request,
      '/api/v1/transactions?transactiontype=CRYPTOTRANSFER&limit=1',
    );
    const tx = transactions[0]!;
    const [payer, seconds, nanos] = tx.transaction_id.split('-') as [string, string, string];
    const account = await api<Account>(request, `/api/v1/accounts/${payer}?limit=1`);
    const { blocks } = await api<{ blocks: { number: number; hash: string }[] }>(request, '/api/v1/blocks?limit=1');
    const { schedules } = await api<{ schedules: { schedule_id: string }[] }>(request, '/api/v1/schedules?limit=1');
    const txPage = new RegExp(`/transactions/${literal(tx.transaction_id)}$`);
    const accountPage = new RegExp(`/accounts/${literal(payer)}$`);
    const cases: [string, string, RegExp][] = [
      ['entity id', payer, accountPage],
      ['entity id with checksum', `${payer}-abcde`, accountPage],
      ['transaction id (dash)', tx.transaction_id, txPage],
      ['transaction id (@)', `${payer}@${seconds}.${nanos}`, txPage],
      ['consensus timestamp', tx.consensus_timestamp, txPage],
      ['48-byte transaction hash', `0x${hex(tx.transaction_hash)}`, txPage],
      ['48-byte block hash', blocks[0]!.hash, new RegExp(`/blocks/${blocks[0]!.number}$`)],
      ['schedule id', schedules[0]!.schedule_id, new RegExp(`/schedules/${literal(schedules[0]!.schedule_id)}$`)],
      ['pasted explorer link', `https://hashscan.io/mainnet/transaction/${tx.transaction_id}`, txPage],
    ];
    if (account.evm_address) cases.push(['EVM address', account.evm_address, accountPage]);
    if (account.alias) cases.push(['base32 alias', account.alias, accountPage]);
    if (account.key && account.key._type !== 'ProtobufEncoded')
      cases.push(['public key', account.key.key, accountPage]);
    for (const [kind, input, expected] of cases) {
      await page.goto('/blocks');
      await search(page, input);
      await expect(page, kind).toHaveURL(expected);
    }
  });

  test('no match explains the accepted inputs', async ({ page }) => {
    await page.goto('/');
    await search(page, '0.0.999999999');
    await expect(page).toHaveURL(/\/search\?q=0\.0\.999999999/);
    await expect(page.getByRole('status')).toContainText('looks like an entity id');
    await expect(page.getByText('Transaction id (either notation)')).toBeVisible();
  });
});
