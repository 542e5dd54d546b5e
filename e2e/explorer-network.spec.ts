import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { api, shootAll } from './explorer-helpers';

type Stats = { period: string; rolled_to: string | null; periods: { start: string; transactions: number }[] };
type NodeActivity = {
  node_account_id: string;
  days: { day: string; transactions: number; reward_payouts: number; evidence: string | null }[];
};

/** The worker the server starts rolls the demo ledger up within seconds; wait for the first figures. */
async function rolledUp(request: Parameters<typeof api>[0], period: string): Promise<Stats> {
  let stats: Stats | undefined;
  await expect
    .poll(async () => (stats = await api<Stats>(request, `/api/network/stats?period=${period}`)).periods.length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  return stats!;
}

test.describe('network figures and node evidence (desktop, phone, dark, axe)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the network page: each figure per hour, day and month as a chart, a table and a CSV', async ({
    page,
    browser,
    request,
  }) => {
    const hours = await rolledUp(request, 'hour');
    expect(hours.periods.reduce((sum, p) => sum + p.transactions, 0)).toBeGreaterThan(0);
    await page.goto('/');
    await page.getByRole('link', { name: 'Network', exact: true }).first().click();
    await expect(page).toHaveURL(/\/network$/);
    await shootAll(page, browser, '/network', 'network', async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toHaveText('Network figures');
      for (const title of [
        'Transactions per second',
        'Transactions',
        'Fees',
        'New accounts',
        'Tokens created',
        'Contracts created',
      ]) {
        await expect(p.getByRole('region', { name: title, exact: true })).toBeVisible();
      }
      await expect(p.getByRole('region', { name: /^Consensus latency/ }).getByRole('img')).toBeVisible();
      await expect(
        p.getByRole('region', { name: /^Active accounts/ }).getByRole('link', { name: /CSV/ }),
      ).toHaveAttribute('href', '/api/network/stats.csv?period=hour');
    });

    // The table under a chart holds the API's figures.
    const transactions = page.getByRole('region', { name: 'Transactions', exact: true });
    await transactions.getByText('Data table').click();
    const firstHour = hours.periods[0]!;
    await expect(transactions.getByRole('row').nth(1)).toContainText(firstHour.start.slice(11, 16));

    // Days and months are links; the CSV has a line per period under its header.
    await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: 'Daily' }).click();
    await expect(page).toHaveURL(/\/network\?period=day$/);
    await expect(page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: 'Daily' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAccessible(page);
    const days = await rolledUp(request, 'day');
    const csv = await request.get('/api/network/stats.csv?period=day');
    expect(csv.headers()['content-type']).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'start,end,complete,transactions,tps,latency_mean_ms,latency_max_ms,fees_tinybar,new_accounts,active_accounts,tokens_created,contracts_created',
    );
    expect(lines.length).toBeGreaterThanOrEqual(days.periods.length + 1);

    const bad = await request.get('/api/network/stats?period=week');
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ error: 'period: must be one of hour, day, month' });
  });

  test("a node's daily activity and reward payouts on its page", async ({ page, browser, request }) => {
    const { nodes } = await api<{ nodes: { node_id: number; node_account_id: string }[] }>(
      request,
      '/api/v1/network/nodes?limit=25',
    );
    const node = nodes[0]!;
    let activity: NodeActivity | undefined;
    await expect
      .poll(
        async () =>
          (activity = await api<NodeActivity>(request, `/api/network/nodes/${node.node_account_id}`)).days.length,
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    await page.goto(`/nodes/${node.node_id}`);
    await shootAll(page, browser, `/nodes/${node.node_id}`, 'node-activity', async (p) => {
      const card = p.getByRole('region', { name: 'Daily activity and reward payouts' });
      await expect(card).toBeVisible();
      await expect(card.getByRole('row').nth(1)).toContainText(activity!.days[0]!.day);
      await expect(card.getByRole('img')).toBeVisible();
      await expect(card.getByRole('columnheader', { name: 'Evidence of life' })).toHaveCount(1);
      await expect(card).toContainText('a payout counts for the day before');
    });
    // The demo's nodes handle transactions every day, so each day is up by its transactions.
    expect(activity!.days.filter((d) => d.transactions > 0).every((d) => d.evidence === 'transactions')).toBe(true);
    await expect(
      page.getByRole('region', { name: 'Daily activity and reward payouts' }).getByRole('row').nth(1),
    ).toContainText('Up: handled transactions');
  });

  test('an automatic incident names the blocks that prove it, linked to the explorer', async ({ page, request }) => {
    const { incidents } = await api<{ incidents: { id: string; name: string }[] }>(request, '/api/v2/incidents.json');
    const stall = incidents.find((i) => i.name === 'Block production stalled');
    expect(stall, 'the demo ledger has a past block stall (DEMO_BLOCK_STALL)').toBeDefined();
    await page.goto(`/status/incidents/${stall!.id}`);
    const timeline = page.getByTestId('timeline');
    await expect(timeline).toContainText(/Evidence: no block between block #\d+ and block #\d+ for \d+ s\./);
    const link = timeline.getByRole('link', { name: /^block #\d+$/ }).first();
    const number = (await link.textContent())!.replace('block #', '');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/blocks/${number}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(Number(number).toLocaleString('en-US'));

    // A silent node's incident names its last transaction and the next one; each opens on the explorer.
    const silent = incidents.find((i) => i.name === 'Node 4 stopped handling transactions');
    expect(silent, 'the demo ledger has a past node outage (DEMO_NODE_OUTAGE)').toBeDefined();
    await page.goto(`/status/incidents/${silent!.id}`);
    const nodeTimeline = page.getByTestId('timeline');
    await expect(nodeTimeline).toContainText(
      /Evidence: Node 4 handled transaction \d+\.\d{9}, then none until transaction \d+\.\d{9}\./,
    );
    await nodeTimeline
      .getByRole('link', { name: /^transaction \d+\.\d{9}$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/transactions\/0\.0\.\d+-\d+-\d+/);
  });
});
