import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
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
    const { blocks } = await api<{ blocks: { number: number; count: number; hash: string }[] }>(
      request,
      '/api/v1/blocks?limit=5',
    );
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
    // The form loads a new document, whose list streams in after its skeleton.
    await expect(rows(page, 'Transactions').nth(1)).toBeVisible();
    const types = await rows(page, 'Transactions').locator('td[data-label="Type"]').allInnerTexts();
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['Crypto transfer']));
    await page.getByRole('combobox', { name: 'Result' }).selectOption('fail');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/result=fail/);
    await expect(rows(page, 'Transactions').nth(1)).toBeVisible();
    for (const result of await rows(page, 'Transactions').locator('td[data-label="Result"]').allInnerTexts())
      expect(result).not.toContain('SUCCESS');
  });

  test('jump to a date and time, in UTC or local time', async ({ page, browser, request }) => {
    // A moment a minute before the 60th newest transaction: the list lands on transactions at or before it.
    const { transactions } = await api<{ transactions: Tx[] }>(request, '/api/v1/transactions?limit=60');
    const seconds = Math.floor(Number(transactions.at(-1)!.consensus_timestamp.split('.')[0])) - 60;
    const typed = new Date(seconds * 1000).toISOString().slice(0, 19);
    await page.goto('/transactions');
    await page.getByRole('button', { name: 'Times in UTC' }).click();
    await page.getByRole('textbox', { name: 'Up to (UTC)' }).fill(typed);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`timestamp=lte(%3A|:)${seconds}\\.999999999`));
    await expect(rows(page, 'Transactions').nth(1)).toBeVisible();
    const newest = await api<{ transactions: Tx[] }>(
      request,
      `/api/v1/transactions?limit=1&timestamp=lte:${seconds}.999999999`,
    );
    await expect(rows(page, 'Transactions').nth(1)).toContainText(newest.transactions[0]!.transaction_id);

    // In local time the browser sends its offset: the same moment typed on a Kolkata wall clock (UTC+05:30) lands
    // in the same place.
    const kolkata = await browser.newContext({ timezoneId: 'Asia/Kolkata' });
    const local = await kolkata.newPage();
    await local.goto('/transactions');
    await local.getByRole('button', { name: /^Times in local time/ }).click();
    const wall = await local.evaluate((ms) => {
      const d = new Date(ms);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
    }, seconds * 1000);
    expect(wall).not.toBe(typed);
    await local.getByRole('textbox', { name: 'Up to (local time)' }).fill(wall);
    await local.getByRole('button', { name: 'Apply' }).click();
    await expect(local).toHaveURL(new RegExp(`timestamp=lte(%3A|:)${seconds}\\.999999999`));
    await kolkata.close();

    await page.goto('/transactions?at=someday');
    await expect(page.getByText('This list cannot be shown: the parameter at is not valid.')).toBeVisible();
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
    const { transactions } = await api<{ transactions: Tx[] }>(
      request,
      '/api/v1/transactions?transactiontype=CRYPTOTRANSFER&limit=1',
    );
    const account = transactions[0]!.transaction_id.split('-')[0]!;
    await page.goto(`/accounts/${account}`);
    await shootAll(page, browser, `/accounts/${account}`, 'account', async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toHaveText(account);
      await expect(rows(p, 'Transactions').nth(1)).toBeVisible();
    });
    // Each row says what the account itself gained or gave (its fee at least, as the payer), and what moved.
    const firstRow = rows(page, 'Transactions').nth(1);
    await expect(firstRow.locator('td[data-label="Change"]')).toContainText(/[+-]?[\d,.]+ ℏ/);
    await expect(rows(page, 'Transactions').locator('td[data-label="Moved"]', { hasText: '→' }).first()).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Account sections' });
    for (const [tab, region, url] of [
      ['Tokens', 'Token balances', '/tokens'],
      ['NFTs', 'NFTs', '/nfts'],
      ['Allowances', 'hbar allowances', '/allowances'],
      ['Staking rewards', 'Staking rewards', '/rewards'],
      ['Airdrops', 'Pending airdrops (received)', '/airdrops'],
    ] as const) {
      await tabs.getByRole('link', { name: tab, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/accounts/${account.replace(/\./g, '\\.')}${url}$`), {
        timeout: 15_000,
      });
      await expect(page.getByRole('region', { name: region, exact: true })).toBeVisible();
      await expect(tabs.getByRole('link', { name: tab, exact: true })).toHaveAttribute('aria-current', 'page');
    }
    await page.reload();
    await expect(page.getByRole('region', { name: 'Pending airdrops (received)' })).toBeVisible();
  });

  test("an account's transactions download as CSV with the list's filters", async ({ page, request }) => {
    const { transactions } = await api<{ transactions: Tx[] }>(
      request,
      '/api/v1/transactions?transactiontype=CRYPTOTRANSFER&limit=1',
    );
    const account = transactions[0]!.transaction_id.split('-')[0]!;
    await page.goto(`/accounts/${account}?transactiontype=CRYPTOTRANSFER`);
    const link = page.getByRole('link', { name: 'Download CSV' });
    await expect(link).toHaveAttribute('href', `/accounts/${account}/transactions.csv?transactiontype=CRYPTOTRANSFER`);
    const download = await request.get((await link.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toBe(`attachment; filename="${account}-transactions.csv"`);
    const [header, ...rows] = (await download.text()).trim().split('\r\n');
    expect(header).toBe(
      'consensus_timestamp,time_utc,transaction_id,type,result,payer,node,charged_fee_hbar,hbar_change,memo',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.split(',')[3]).toBe('CRYPTOTRANSFER');
    expect((await request.get(`/accounts/${account}/transactions.csv?result=maybe`)).status()).toBe(400);
  });

  test('schedules list (newest first) and schedule page', async ({ page, browser, request }) => {
    const num = (id: string) => Number(id.split('.').at(-1));
    const newest = (
      await api<{ schedules: { schedule_id: string }[] }>(request, '/api/v1/schedules?order=desc&limit=1')
    ).schedules[0]!.schedule_id;
    await page.goto('/schedules');
    await shootAll(page, browser, '/schedules', 'schedules', async (p) => {
      await expect(rows(p, 'Schedules').nth(1)).toBeVisible();
    });
    const pages = page.getByRole('navigation', { name: 'Schedules pages' });
    await expect(pages.getByRole('link', { name: 'Newest first' })).toHaveAttribute('aria-current', 'true');
    const shown = (await rows(page, 'Schedules').locator('td[data-label="Schedule"]').allInnerTexts()).map((t) =>
      num(t.trim()),
    );
    expect(shown[0]).toBeGreaterThanOrEqual(num(newest));
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    await pages.getByRole('link', { name: 'Oldest first' }).click();
    await expect(page).toHaveURL(/\/schedules\?order=asc$/);
    const oldest = (await api<{ schedules: { schedule_id: string }[] }>(request, '/api/v1/schedules?order=asc&limit=1'))
      .schedules[0]!.schedule_id;
    await expect(rows(page, 'Schedules').nth(1).locator('td[data-label="Schedule"]')).toContainText(oldest);
    const { schedules } = await api<{ schedules: { schedule_id: string; executed_timestamp: string | null }[] }>(
      request,
      '/api/v1/schedules?limit=50',
    );
    const executed = schedules.find((s) => s.executed_timestamp) ?? schedules[0]!;
    await page.goto(`/schedules/${executed.schedule_id}`);
    await shootAll(page, browser, `/schedules/${executed.schedule_id}`, 'schedule', async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toHaveText(executed.schedule_id);
    });
    // The body is decoded: its type, and the whole of it on request.
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText('Decoded body').click();
    await expect(summary.getByLabel('Decoded transaction body')).toContainText('"transactionFee"');
    if (executed.executed_timestamp) {
      await page
        .getByRole('region', { name: 'Summary' })
        .getByRole('link', { name: /SUCCESS|FAIL|INVALID|INSUFFICIENT/ })
        .click();
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

  test('a node page: from the list, and from an account staked to it', async ({ page, browser, request }) => {
    const { nodes } = await api<{ nodes: { node_id: number; node_account_id: string; stake: number | null }[] }>(
      request,
      '/api/v1/network/nodes?limit=25',
    );
    const node = nodes.at(-1)!;
    await page.goto('/nodes');
    await rows(page, `Consensus nodes (${nodes.length})`)
      .getByRole('link', { name: String(node.node_id), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/nodes/${node.node_id}$`));
    await shootAll(page, browser, `/nodes/${node.node_id}`, 'node', async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toHaveText(`Node ${node.node_id}`);
      const summary = p.getByRole('region', { name: 'Summary' });
      await expect(summary.getByRole('link', { name: node.node_account_id })).toBeVisible();
      await expect(summary).toContainText(/Operational|Degraded|outage|Maintenance/);
      await expect(p.getByRole('region', { name: 'Stake' })).toContainText('% of the network');
    });
    // An account that stakes to a node links to it.
    const { accounts } = await api<{ accounts: { account: string; staked_node_id: number | null }[] }>(
      request,
      '/api/v1/accounts?limit=100',
    );
    const staker = accounts.find((a) => a.staked_node_id !== null);
    if (staker) {
      await page.goto(`/accounts/${staker.account}`);
      await page
        .getByRole('region', { name: 'Summary' })
        .getByRole('link', { name: `node ${staker.staked_node_id}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/nodes/${staker.staked_node_id}$`));
    }
    const missing = await page.goto('/nodes/999');
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('The address book has no node 999.')).toBeVisible();
  });

  test('registered nodes (HIP-1137) on the nodes page, linked from the consensus nodes that vouch for them', async ({
    page,
    browser,
    request,
  }) => {
    const { registered_nodes: registered } = await api<{
      registered_nodes: { registered_node_id: number; description: string | null }[];
    }>(request, '/api/v1/network/registered-nodes?limit=100');
    expect(registered.length).toBeGreaterThan(0);
    await page.goto('/nodes');
    await shootAll(page, browser, '/nodes', 'registered-nodes', async (p) => {
      const card = p.getByRole('region', { name: `Registered nodes (${registered.length})` });
      await expect(card.getByRole('row')).toHaveCount(registered.length + 1);
      await expect(card).toContainText('Block node');
      await expect(card).toContainText('RPC relay');
    });
    const { nodes } = await api<{ nodes: { node_id: number; associated_registered_nodes: number[] }[] }>(
      request,
      '/api/v1/network/nodes?limit=25',
    );
    const voucher = nodes.find((n) => n.associated_registered_nodes.length > 0)!;
    const first = voucher.associated_registered_nodes[0]!;
    await page.goto(`/nodes/${voucher.node_id}`);
    const vouched = page.getByRole('region', { name: 'Registered nodes it vouches for' });
    await expect(vouched.getByRole('link')).toHaveCount(voucher.associated_registered_nodes.length);
    await expectAccessible(page);
    await vouched.getByRole('link', { name: `Registered node ${first}` }).click();
    await expect(page).toHaveURL(new RegExp(`/nodes#registered-node-${first}$`));
    await expect(page.locator(`#registered-node-${first}`)).toBeInViewport();
  });

  test('unknown and malformed ids answer 404 and explain themselves', async ({ page, request }) => {
    for (const [path, words] of [
      ['/accounts/0.0.999999999', 'The ledger has no account 0.0.999999999.'],
      ['/accounts/0.0.999999999/nfts', 'The ledger has no account 0.0.999999999.'],
      ['/transactions/0.0.2-1-1', 'The ledger has no transaction 0.0.2-1-1.'],
      ['/transactions/1.000000001', 'The ledger has no transaction 1.000000001.'],
      ['/blocks/99999999', 'The ledger has no block 99999999.'],
      ['/schedules/0.0.999999', 'The ledger has no schedule 0.0.999999.'],
      ['/tokens/0.0.999999', 'The ledger has no token 0.0.999999.'],
      ['/accounts/abc', '“abc” cannot name an account.'],
      ['/blocks/xyz', '“xyz” cannot name a block.'],
      ['/accounts/0.0.2/bogus', 'There is no such page'],
      ['/blocks?network=nowhere', 'This explorer has no network “nowhere”.'],
      ['/status/incidents/zzzzzzzzzzzz', 'This status page has no incident “zzzzzzzzzzzz”.'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      // In the HTML itself, so it reads without JavaScript (a page's own notFound() sends an empty shell).
      expect(await response.text(), path).toContain(words);
      // Rendered in process: a rewrite Next.js took for another origin's would be fetched over HTTP from this server.
      expect(response.headers()['x-middleware-rewrite'], path).toBe('/_missing');
    }
    expect((await page.goto('/accounts/0.0.999999999'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Not found on this network' })).toBeVisible();
    await expect(page.getByText('The ledger has no account 0.0.999999999.')).toBeVisible();
    expect((await page.goto('/blocks/xyz'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Not a valid block identifier' })).toBeVisible();
    await expect(page.getByText('“xyz” cannot name a block.')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/search?q=definitely-not-an-id');
    await expect(page.getByRole('status')).toContainText('is not an identifier');
    await page.screenshot({ path: 'e2e/screenshots/search-help-desktop.png', fullPage: true });
  });

  test('bad list parameters are named, with a way back to the list', async ({ page }) => {
    for (const [path, region, param, value] of [
      ['/transactions?limit=abc', 'Transactions', 'limit', 'abc'],
      ['/blocks?order=sideways', 'Blocks', 'order', 'sideways'],
      ['/accounts?account.id=gt:garbage', 'Accounts', 'account.id', 'gt:garbage'],
      ['/transactions?timestamp=lt:not-a-cursor', 'Transactions', 'timestamp', 'lt:not-a-cursor'],
      ['/schedules?order=x', 'Schedules', 'order', 'x'],
    ] as const) {
      const problem = page.getByRole('region', { name: region });
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect(problem).toContainText(`the parameter ${param} is not valid`);
      await expect(problem).toContainText(`“${value}”`);
    }
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Show the list without order' }).click();
    await expect(page).toHaveURL(/\/schedules$/);
    await expect(rows(page, 'Schedules').nth(1)).toBeVisible();
  });

  test('a 32-byte hash opens its transaction', async ({ page, request }) => {
    const { transactions } = await api<{ transactions: (Tx & { transaction_hash: string })[] }>(
      request,
      '/api/v1/transactions?transactiontype=CONTRACTCALL&limit=1',
    );
    const tx = transactions[0]!;
    // A contract call is found by the first 32 bytes of its hash, as Ethereum tooling names it.
    const hash32 = Buffer.from(tx.transaction_hash, 'base64').subarray(0, 32).toString('hex');
    for (const form of [`0x${hash32}`, hash32]) {
      await page.goto(`/transactions/${form}`);
      await expect(page).toHaveURL(new RegExp(`/transactions/${tx.transaction_id.replace(/\./g, '\\.')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx.transaction_id);
    }
  });

  test('a failure the node paid for says so in the transfers', async ({ page, request }) => {
    type Failed = Tx & { result: string; node: string };
    let failed: Failed | undefined;
    let next: string | null = '/api/v1/transactions?result=fail&limit=100';
    for (let i = 0; next && !failed && i < 30; i++) {
      const answer: { transactions: Failed[]; links: { next: string | null } } = await api(request, next);
      failed = answer.transactions.find((t) => t.result === 'INVALID_SIGNATURE');
      next = answer.links.next;
    }
    expect(failed, 'an INVALID_SIGNATURE transaction').toBeDefined();
    await page.goto(`/transactions/${failed!.transaction_id}`);
    const transfers = page.getByRole('region', { name: 'hbar transfers' });
    await expect(transfers).toContainText(`Fees paid by the submitting node ${failed!.node}`);
    await expect(transfers).toContainText('Node-paid fee.');
    await expect(transfers).toContainText('the payer paid nothing');
    await expectAccessible(page);
  });
});

test.describe('times in local time or UTC', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('the mode is pressed and named, remembered, and every nanosecond shows on focus', async ({ page, request }) => {
    const { transactions } = await api<{ transactions: Tx[] }>(request, '/api/v1/transactions?limit=1');
    const tx = transactions[0]!;
    await page.goto(`/transactions/${tx.transaction_id}`);
    const zone = page.getByRole('group', { name: 'Time zone' });
    const local = zone.getByRole('button', { name: 'Times in local time (Asia/Tokyo)' });
    const utc = zone.getByRole('button', { name: 'Times in UTC' });
    await expect(local).toHaveAttribute('aria-pressed', 'true');
    await expect(utc).toHaveAttribute('aria-pressed', 'false');
    await utc.click();
    await expect(utc).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    // The server renders UTC; ages appear once the page is hydrated and has read the remembered choice.
    const time = page.getByRole('region', { name: 'Summary' }).locator('time').first();
    await expect(time).toContainText(' ago)');
    await expect(utc).toHaveAttribute('aria-pressed', 'true');
    await expect(local).toHaveAttribute('aria-pressed', 'false');

    const [seconds, nanos] = tx.consensus_timestamp.split('.');
    const utcExact = `${new Date(Number(seconds) * 1000).toISOString().slice(0, 19).replace('T', ' ')}.${nanos} UTC`;
    await time.focus();
    await expect(time).toContainText(utcExact);
    await expect(time).toContainText(tx.consensus_timestamp);
    await expect(time).toHaveAccessibleDescription(`${utcExact}, consensus timestamp ${tx.consensus_timestamp}`);
    await page.keyboard.press('Escape');
    await expect(time).not.toContainText(tx.consensus_timestamp);
    await local.click();
    await time.hover();
    await expect(time).toContainText(`.${nanos} GMT+09:00 (Asia/Tokyo)`);
  });
});
