import { expect, test, type Page } from '@playwright/test';
import { api, literal, shootAll } from './explorer-helpers';

type Transfer = { account: string; amount: number };
type Tx = {
  transaction_id: string;
  consensus_timestamp: string;
  transfers: Transfer[];
  charged_tx_fee: number;
  node: string | null;
};
type Node = { node_id: number; description: string | null; reward_rate_start: number | null; stake: number | null };
const rows = (page: Page, region: string | RegExp) => page.getByRole('region', { name: region }).getByRole('row');
// Fee collectors and the reward account: never the counterparty a reader looks for.
const SYSTEM = /^0\.0\.(\d|98|800|801)$/;

/** A plain payment: its payer, and an account it paid that is not a fee collector. */
async function payment(request: Parameters<typeof api>[0]): Promise<{ payer: string; payee: string }> {
  const { transactions } = await api<{ transactions: Tx[] }>(
    request,
    '/api/v1/transactions?transactiontype=CRYPTOTRANSFER&result=success&limit=50',
  );
  for (const tx of transactions) {
    const payer = tx.transaction_id.split('-')[0]!;
    const payee = tx.transfers.find(
      (t) => t.amount > 0 && t.account !== payer && !SYSTEM.test(t.account) && t.account !== tx.node,
    );
    if (payee) return { payer, payee: payee.account };
  }
  throw new Error('no payment between two user accounts among the newest 50 transfers');
}

test.describe('account history and staking (desktop, phone, dark, axe)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an account history filtered by counterparty and direction, oldest first, and its CSV', async ({
    page,
    browser,
    request,
  }) => {
    const { payer, payee } = await payment(request);
    const filtered = `/accounts/${payer}?counterparty=${payee}&direction=out`;
    await page.goto(filtered);
    await shootAll(page, browser, filtered, 'account-history', async (p) => {
      await expect(rows(p, /^Transactions matching the filters/).nth(1)).toBeVisible();
    });
    // Every row is one where the account sent something to that counterparty.
    const movements = await rows(page, /^Transactions matching the filters/)
      .locator('td[data-label="Movements"]')
      .allInnerTexts();
    expect(movements.length).toBeGreaterThan(0);
    // innerText puts line breaks between the parts of a movement: compare with the spaces folded. A movement that
    // paid several accounts names them all after "to" (e.g. "Sent 39.5 ℏ to 0.0.1153 0.0.1226 0.0.2576").
    const toPayee = new RegExp(`\\bto( 0\\.0\\.\\d+)* ${literal(payee)}(\\s|$)`);
    for (const text of movements) expect(text.replace(/\s+/g, ' ')).toMatch(toPayee);
    for (const text of movements) expect(text).toMatch(/^Sent/);
    await expect(page.getByRole('combobox', { name: 'Direction' })).toHaveValue('out');

    // Oldest first opens on the account's very first transaction.
    const first = (
      await api<{ transactions: Tx[] }>(request, `/api/v1/transactions?account.id=${payer}&order=asc&limit=1`)
    ).transactions[0]!;
    await page.goto(`/accounts/${payer}`);
    await page.getByRole('link', { name: 'Oldest first, from the first transaction' }).click();
    await expect(page).toHaveURL(/order=asc/, { timeout: 15_000 });
    await expect(
      rows(page, 'Transactions').nth(1).locator(`a[href^="/transactions/${first.transaction_id}"]`),
    ).toBeVisible();

    // Dust hidden: a threshold above every payment leaves only what the account paid for or got tokens in.
    await page.goto(`/accounts/${payee}?min_hbar=1000000000`);
    const kept = rows(page, /^Transactions matching the filters/);
    await expect(page.getByRole('region', { name: /^Transactions matching the filters/ })).toBeVisible();
    const count = await kept.count();
    for (let i = 1; i < count; i++) {
      const row = kept.nth(i);
      const fee = await row.locator('td[data-label="Fee paid"]').innerText();
      // What the account did not pay for stays only for a token or NFT it moved (a line without ℏ).
      if (fee.trim() !== '—') continue;
      const lines = (await row.locator('td[data-label="Movements"] li').allInnerTexts()).filter(
        (line) => !line.includes('ℏ'),
      );
      expect(lines.length, `row ${i} of the dust-filtered list`).toBeGreaterThan(0);
    }

    // A bad filter says what is wrong instead of guessing.
    await page.goto(`/accounts/${payer}?counterparty=alice`);
    await expect(page.getByRole('alert').filter({ hasText: 'Counterparty must be an id' })).toBeVisible();

    // The CSV: one line per movement, over a date range, with the payment to the counterparty in it.
    const csv = await request.get(`/accounts/${payer}/history.csv?from=2000-01-01&to=2100-12-31&counterparty=${payee}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'time_utc,consensus_timestamp,transaction_id,transaction_type,result,entry,direction,counterparty,amount,unit,token_id,serial_number,fee_hbar,memo',
    );
    // A payment to several accounts names them all in its counterparty column, space-separated.
    const sent = new RegExp(`,hbar transfer,out,(?:[\\d.]+ )*${payee.replace(/\./g, '\\.')}(?: [\\d.]+)*,-\\d`);
    expect(lines.slice(1).filter((line) => sent.test(line)).length, lines.slice(0, 5).join('\n')).toBeGreaterThan(0);
    expect((await request.get(`/accounts/${payer}/history.csv?from=2026-02-01&to=2026-01-01`)).status()).toBe(400);
  });

  test('the staking page: the current period, each node, and a rewards estimate', async ({
    page,
    browser,
    request,
  }) => {
    const stake = await api<{ staking_period: { from: string; to: string }; max_staking_reward_rate_per_hbar: number }>(
      request,
      '/api/v1/network/stake',
    );
    // The demo opens the current period every day: it ends in the future, within a day.
    const endsInMs = Number(stake.staking_period.to.split('.')[0]) * 1000 - Date.now();
    expect(endsInMs).toBeGreaterThan(0);
    expect(endsInMs).toBeLessThanOrEqual(86_400_000);
    const { nodes } = await api<{ nodes: Node[] }>(request, '/api/v1/network/nodes?limit=25');
    await page.goto('/staking');
    await shootAll(page, browser, '/staking', 'staking', async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toHaveText('Staking');
      await expect(rows(p, `Stake by node (${nodes.length})`)).toHaveCount(nodes.length + 1);
      await expect(p.getByRole('region', { name: 'Staking period' })).toContainText(/Next period\s*in \d+ (h|min|s)/);
    });
    await expect(page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Staking' })).toBeVisible();

    const node = nodes.find((n) => (n.reward_rate_start ?? 0) > 0)!;
    await page.getByRole('textbox', { name: 'Amount (ℏ)' }).fill('1,000');
    await page.getByRole('combobox', { name: 'Node' }).selectOption(String(node.node_id));
    await page.getByRole('button', { name: 'Estimate' }).click();
    await expect(page).toHaveURL(/amount=1%2C000&node=\d+/);
    const estimate = page.getByRole('region', { name: 'Rewards estimate' });
    // The network caps every node's rate.
    const rate = Math.min(node.reward_rate_start!, stake.max_staking_reward_rate_per_hbar);
    const perDay = (1000 * rate) / 1e8;
    await expect(estimate).toContainText(`${perDay.toLocaleString('en-US', { maximumFractionDigits: 8 })} ℏ`);
    await expect(estimate).toContainText(`node ${node.node_id}: ${rate} tinybars per hbar a day`);
    // The nodes page links here, and to its registered nodes (block nodes, mirror nodes, RPC relays).
    await page.goto('/nodes');
    await expect(
      page.getByRole('link', { name: /^Registered nodes: block nodes, mirror nodes, RPC relays \(\d+\)$/ }),
    ).toHaveAttribute('href', '#registered-nodes');
    await page.getByRole('link', { name: 'Staking: periods, stake and rewards' }).click();
    await expect(page).toHaveURL(/\/staking$/, { timeout: 15_000 });
    await page.goto('/staking?amount=-5');
    await expect(page.getByRole('alert').filter({ hasText: 'Give a positive amount of hbar' })).toBeVisible();
  });

  test("an account's staking rewards by month beside its rewards list", async ({ page, browser, request }) => {
    const { transactions } = await api<{ transactions: { staking_reward_transfers: { account: string }[] }[] }>(
      request,
      '/api/v1/transactions?transactiontype=CRYPTOTRANSFER&limit=100',
    );
    const account = transactions
      .flatMap((t) => t.staking_reward_transfers)
      .find((r) => !SYSTEM.test(r.account))?.account;
    expect(account, 'a staking reward among the newest 100 transfers').toBeTruthy();
    const { rewards } = await api<{ rewards: { amount: number; timestamp: string }[] }>(
      request,
      `/api/v1/accounts/${account}/rewards?limit=100`,
    );
    const newestMonth = new Date(Number(rewards[0]!.timestamp.split('.')[0]) * 1000).toISOString().slice(0, 7);
    await page.goto(`/accounts/${account}/rewards`);
    await shootAll(page, browser, `/accounts/${account}/rewards`, 'account-rewards', async (p) => {
      await expect(rows(p, 'Staking rewards by month').nth(1)).toContainText(newestMonth);
      await expect(p.getByRole('region', { name: 'Staking rewards', exact: true })).toBeVisible();
    });
  });
});
