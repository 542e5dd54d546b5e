import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { api, literal } from './explorer-helpers';

type TokenTransfer = { token_id: string; account: string; amount: number };
type Tx = { transaction_id: string; token_transfers: TokenTransfer[] };
type TokenInfo = {
  token_id: string;
  name: string;
  symbol: string;
  decimals: string;
  type: string;
  treasury_account_id: string;
};

/** Whole units with separators, trailing zeros of the fraction dropped (as the explorer writes them). */
function whole(amount: bigint, decimals: number): string {
  const abs = amount < 0n ? -amount : amount;
  const scale = 10n ** BigInt(decimals);
  const fraction = decimals > 0 ? (abs % scale).toString().padStart(decimals, '0').replace(/0+$/, '') : '';
  return `${amount < 0n ? '-' : ''}${(abs / scale).toLocaleString('en-US')}${fraction ? `.${fraction}` : ''}`;
}

test.describe('tokens in the explorer', () => {
  test.describe.configure({ timeout: 120_000 });

  test('token amounts use the token decimals and symbol; token ids lead to the token page', async ({
    page,
    request,
  }) => {
    // A transfer of a token with decimals, so the conversion is visible. Live blocks move no tokens, so the
    // search follows links.next back into the generated history.
    let found: { tx: Tx; transfer: TokenTransfer; token: TokenInfo } | null = null;
    let next: string | null = '/api/v1/transactions?transactiontype=CRYPTOTRANSFER&result=success&limit=100';
    for (let page = 0; next && !found && page < 40; page++) {
      const answer: { transactions: Tx[]; links: { next: string | null } } = await api(request, next);
      next = answer.links.next;
      for (const tx of answer.transactions.filter((t) => t.token_transfers.some((x) => x.amount > 0))) {
        const transfer = tx.token_transfers.find((t) => t.amount > 0)!;
        const token = await api<TokenInfo>(request, `/api/v1/tokens/${transfer.token_id}`);
        if (Number(token.decimals) > 0) {
          found = { tx, transfer, token };
          break;
        }
      }
    }
    expect(found, 'a token transfer of a token with decimals').not.toBeNull();
    const { tx, transfer, token } = found!;

    await page.goto(`/transactions/${tx.transaction_id}`);
    const transfers = page.getByRole('region', { name: 'Token transfers' });
    const amount = transfers
      .getByText(`${whole(BigInt(transfer.amount), Number(token.decimals))} ${token.symbol}`, { exact: false })
      .first();
    await expect(amount).toBeVisible();
    await expect(
      transfers.locator(`[title="${BigInt(transfer.amount).toLocaleString('en-US')} smallest units"]`).first(),
    ).toBeVisible();

    await transfers.getByRole('link', { name: transfer.token_id }).first().click();
    await expect(page).toHaveURL(new RegExp(`/tokens/${literal(transfer.token_id)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(token.token_id);

    // The receiving account's token tab names the token and writes its balance in the token's decimals.
    const { tokens } = await api<{ tokens: { balance: number }[] }>(
      request,
      `/api/v1/accounts/${transfer.account}/tokens?token.id=${token.token_id}`,
    );
    await page.goto(`/accounts/${transfer.account}/tokens?token.id=${token.token_id}`);
    const row = page.getByRole('region', { name: 'Token balances' }).getByRole('row').nth(1);
    await expect(row.locator('td[data-label="Token"]')).toContainText(`${token.name} (${token.symbol})`);
    await expect(row.locator('td[data-label="Balance"]')).toContainText(
      `${whole(BigInt(tokens[0]!.balance), Number(token.decimals))} ${token.symbol}`,
    );
    await expectAccessible(page);
  });

  test('token page shows the token, links its treasury and passes axe', async ({ page, request }) => {
    const { transactions } = await api<{ transactions: { entity_id: string }[] }>(
      request,
      '/api/v1/transactions?transactiontype=TOKENCREATION&result=success&limit=1',
    );
    const id = transactions[0]!.entity_id;
    const token = await api<TokenInfo>(request, `/api/v1/tokens/${id}`);
    await page.goto(`/tokens/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(id);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText(token.name);
    await expect(summary).toContainText(token.symbol);
    await expect(summary.getByRole('link', { name: token.treasury_account_id })).toHaveAttribute(
      'href',
      `/accounts/${token.treasury_account_id}`,
    );
    await expect(page.getByRole('region', { name: 'Keys' })).toContainText('ED25519');
    await expect(page.getByRole('region', { name: /^Custom fees/ })).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/token-desktop.png', fullPage: true });
    await expectAccessible(page);
  });

  test('search offers the token for its id', async ({ page, request }) => {
    const { transactions } = await api<{ transactions: { entity_id: string }[] }>(
      request,
      '/api/v1/transactions?transactiontype=TOKENCREATION&result=success&limit=1',
    );
    const id = transactions[0]!.entity_id;
    await page.goto('/blocks');
    const box = page.getByRole('search').getByRole('combobox', { name: 'Search' });
    const tokens = page.getByRole('listbox', { name: 'Search results' }).getByRole('group', { name: 'Tokens' });
    // Typing before hydration is lost; type again until the box reacts.
    await expect(async () => {
      await box.fill('');
      await box.pressSequentially(id);
      await expect(tokens).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await tokens.getByRole('option').first().click();
    await expect(page).toHaveURL(new RegExp(`/tokens/${literal(id)}$`));
  });
});
