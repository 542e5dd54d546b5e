import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './axe';

const MINUTE = 60_000;
const sec = (ms: number) => (ms / 1000).toFixed(3);
const tsMs = (ts: string) => Math.floor(Number(ts) * 1000);
/** A table cell's number (`1,234`, `2.01 s`). */
const num = (cell: string | undefined) => Number((cell ?? '').replace(/,|\s*s$/g, ''));

/** Every item of an /api/v1 list, following links.next. */
async function all<T>(request: import('@playwright/test').APIRequestContext, path: string, key: string): Promise<T[]> {
  const items: T[] = [];
  for (let next: string | null = path; next;) {
    const body = (await (await request.get(next)).json()) as Record<string, unknown> & {
      links: { next: string | null };
    };
    items.push(...(body[key] as T[]));
    next = body.links.next;
  }
  return items;
}

/** The home page's activity section. */
async function activityAt(page: Page, path = '/'): Promise<Locator> {
  await page.goto(path);
  const activity = page.getByRole('region', { name: 'Activity' });
  await expect(activity.getByRole('figure')).toHaveCount(4);
  return activity;
}

/**
 * Before a screenshot: reload until the charts' transactions are read back over the whole range (seconds on a small
 * demo ledger), or a minute has passed; the page is right either way, the picture is fuller after.
 */
async function settleCharts(page: Page): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && (await page.getByTestId('activity').innerText()).includes('read back to')) {
    await page.waitForTimeout(2_000);
    await page.reload();
  }
}

/** The data table's rows as {time (ms), cells by column}. */
async function tableRows(activity: Locator): Promise<{ t: number; cells: Record<string, string> }[]> {
  await activity.getByText('Data table').click();
  const table = activity.getByRole('table');
  const headers = await table.locator('thead th').allInnerTexts();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  return rows.map((cells) => ({
    t: Date.parse(`${cells[0]!.slice(0, 16).replace(' ', 'T')}:00Z`),
    cells: Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? ''])),
  }));
}

const FAMILY_COLUMNS = [
  'Accounts and HBAR',
  'Tokens',
  'Smart contracts',
  'Consensus',
  'Schedules',
  'Files',
  'Network',
  'Other',
];

test.describe('home page', () => {
  test('shows the latest blocks and transactions from the ledger, refreshed live', async ({ page, request }) => {
    await activityAt(page);
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

    const newest = async () =>
      Number((await blocks.getByRole('row').nth(1).getByRole('cell').first().innerText()).replace(/\D/g, ''));
    const first = await newest();
    expect(first).toBeGreaterThan(0);
    // Live mode appends a block every ~2 s and the list refetches without a reload.
    await expect.poll(newest, { timeout: 20_000 }).toBeGreaterThan(first);
    // Every column fits: nothing hides behind a panel's horizontal scroll at 1280 px.
    for (const region of [blocks, transactions]) {
      const clipped = await region.locator('div[tabindex="0"]').evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(clipped).toBe(false);
    }
    await settleCharts(page);
    await page.screenshot({ path: 'e2e/screenshots/home-desktop.png', fullPage: true });
    await expectAccessible(page);
  });

  test('the API answers what the page shows', async ({ page, request }) => {
    const api = await request.get('/api/v1/blocks?limit=1');
    expect(api.status()).toBe(200);
    const { blocks } = (await api.json()) as { blocks: { number: number }[] };
    await page.goto('/');
    const shown = Number(
      (
        await page
          .getByRole('region', { name: 'Latest blocks' })
          .getByRole('row')
          .nth(1)
          .getByRole('cell')
          .first()
          .innerText()
      ).replace(/\D/g, ''),
    );
    expect(shown).toBeGreaterThanOrEqual(blocks[0]!.number);
  });

  test('charts the last hour from the ledger: the table agrees with /api/v1', async ({ page, request }) => {
    const activity = await activityAt(page);
    const figures = activity.getByRole('figure');
    await expect(figures).toHaveCount(4);
    for (const name of ['Transactions per minute', 'Transactions by type', 'Fees (HBAR per minute)', 'Block time']) {
      const figure = activity.getByRole('figure', { name });
      await expect(figure.getByRole('img')).toHaveAttribute(
        'aria-label',
        new RegExp(`^${name.replace(/[()]/g, '\\$&')} from .*: lowest .*, highest .*, latest`),
      );
    }
    // Drawn: a line with points, and stacked bars.
    const line = await activity
      .getByRole('figure', { name: 'Transactions per minute' })
      .locator('path.stroke-sky-600')
      .getAttribute('d');
    expect((line ?? '').split(/[LM]/).length).toBeGreaterThan(10);
    // One path per family, a bar (M…z) per minute.
    const bars = await activity
      .getByRole('figure', { name: 'Transactions by type' })
      .locator('svg[role=img] path')
      .evaluateAll((ps) => ps.map((p) => (p.getAttribute('d') ?? '').split('M').length - 1));
    expect(Math.max(...bars)).toBeGreaterThan(5);

    // The newest two complete minutes with transactions, once the transactions are read back over them (the first
    // view reads a few hundred; the rest follow beside the page).
    let rows = await tableRows(activity);
    let busy = rows.filter((r) => num(r.cells.Transactions) > 0).slice(-2);
    await expect
      .poll(
        async () => {
          await page.reload();
          rows = await tableRows(activity);
          busy = rows.filter((r) => num(r.cells.Transactions) > 0).slice(-2);
          return busy.length === 2 && busy.every((r) => r.cells['Fees (HBAR)'] !== 'no data');
        },
        { timeout: 60_000, intervals: [1_000, 2_000] },
      )
      .toBe(true);
    expect(rows).toHaveLength(60);
    expect(rows[1]!.t - rows[0]!.t).toBe(MINUTE);
    for (const row of busy) {
      const shown = num(row.cells.Transactions);
      const blocks = await all<{ count: number; timestamp: { from: string } }>(
        request,
        `/api/v1/blocks?limit=100&timestamp=gte:${sec(row.t)}&timestamp=lt:${sec(row.t + 2 * MINUTE)}`,
        'blocks',
      );
      const inMinute = blocks.filter((b) => tsMs(b.timestamp.from) >= row.t && tsMs(b.timestamp.from) < row.t + MINUTE);
      expect(shown).toBe(inMinute.reduce((n, b) => n + b.count, 0));

      const txs = await all<{ charged_tx_fee: number }>(
        request,
        `/api/v1/transactions?limit=100&timestamp=gte:${sec(row.t)}&timestamp=lt:${sec(row.t + MINUTE)}`,
        'transactions',
      );
      const byFamily = FAMILY_COLUMNS.reduce((n, f) => n + num(row.cells[f] ?? '0'), 0);
      expect(byFamily).toBe(txs.length);
      // The blocks count a block in the minute it starts, the transactions by their own time: close, not equal.
      expect(Math.abs(byFamily - shown)).toBeLessThanOrEqual(Math.max(5, shown * 0.2));
      const fees = txs.reduce((n, t) => n + Number(t.charged_tx_fee), 0) / 1e8;
      // Shown to three significant digits.
      expect(Math.abs(num(row.cells['Fees (HBAR)']) - fees)).toBeLessThanOrEqual(Math.max(fees * 0.005, 0.0005));
      const starts = inMinute.map((b) => tsMs(b.timestamp.from)).sort((a, b) => a - b);
      if (starts.length > 2) {
        const interior = (starts.at(-1)! - starts[0]!) / (starts.length - 1) / 1000;
        const shownSeconds = num(row.cells['Block time']);
        expect(shownSeconds).toBeGreaterThan(0);
        // The minute's mean also counts the gap from the block before it: near the mean of its own gaps.
        expect(Math.abs(shownSeconds - interior)).toBeLessThan(interior);
      }
    }
    await expectAccessible(page);
  });

  test('the hour/day toggle works by keyboard, and without JavaScript', async ({ page, browser }) => {
    const activity = await activityAt(page);
    const day = activity.getByRole('link', { name: 'Last day' });
    const hour = activity.getByRole('link', { name: 'Last hour' });
    await expect(hour).toHaveAttribute('aria-current', 'true');
    // The charts and their table are kept out of hydration (StaticMarkup): once the range links are hydrated (React
    // keeps its fiber on each element it hydrated), the charts' elements have none, and are still the server's.
    const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber'));
    await expect.poll(() => hour.evaluate(hydrated)).toBe(true);
    expect(await activity.getByRole('figure').first().evaluate(hydrated)).toBe(false);
    await expect(activity.locator('tbody tr')).toHaveCount(60);
    await page.locator('body').focus();
    for (let i = 0; i < 80 && !(await day.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(day).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]activity=day/);
    await expect(day).toHaveAttribute('aria-current', 'true');
    await expect(activity.getByText(/^Last day to \d\d:\d\d UTC/)).toBeVisible();
    // The charts follow the client-side change of range although the first ones were not hydrated.
    await expect(activity.locator('tbody tr')).toHaveCount(96);
    // The page is not reloaded: focus stays on the link, and the reader can go back the same way.
    await expect(day).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(hour).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(hour).toHaveAttribute('aria-current', 'true');
    await expect(page).not.toHaveURL(/activity=day/);
    await expect(activity.getByText(/^Last hour to \d\d:\d\d UTC/)).toBeVisible();

    await page.goto('/?activity=day');
    const rows = await tableRows(activity);
    expect(rows).toHaveLength(96);
    expect(rows[1]!.t - rows[0]!.t).toBe(15 * MINUTE);
    expect(rows.at(-1)!.cells.Transactions).not.toBe('no data');

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto('/');
    await plain.getByRole('link', { name: 'Last day' }).click();
    await expect(plain.getByRole('link', { name: 'Last day' })).toHaveAttribute('aria-current', 'true');
    await expect(plain.getByRole('region', { name: 'Activity' }).locator('tbody tr')).toHaveCount(96);
    await noScript.close();
  });

  test('dark mode toggles and is remembered', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /dark theme/i }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await activityAt(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await settleCharts(page);
    await page.screenshot({ path: 'e2e/screenshots/home-dark.png', fullPage: true });
    await expectAccessible(page);
  });

  test('is usable on a phone', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    const activity = await activityAt(page);
    await expect(page.getByRole('region', { name: 'Latest blocks' })).toBeVisible();
    // The charts stack one above the other, each as wide as the screen allows.
    for (const figure of await activity.getByRole('figure').all()) {
      const box = (await figure.locator('svg[role=img]').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
    expect(overflow).toBe(false);
    await settleCharts(page);
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
