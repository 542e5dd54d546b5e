import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { componentRow, dateIn, json, parseInBrowser, type WireIncident } from './status-helpers';
import { failOnPolicyViolations } from './csp-watch';

failOnPolicyViolations();

test.describe('status page', () => {
  test('banner, components, collapsible groups; the 90-day bars show the demo node outage on its day', async ({
    page,
    request,
  }) => {
    const { page: info, incidents } = await json<{ page: { time_zone: string }; incidents: WireIncident[] }>(
      request,
      '/api/v2/incidents.json',
    );
    // The demo ledger silences node 4 from 80 to 60 minutes before its end; the history scan made it an incident.
    const outage = incidents.find((i) => i.name === 'Node 4 stopped handling transactions');
    expect(outage, 'the demo node outage incident (needs E2E_DEMO_BLOCKS >= 3000)').toBeDefined();
    const day = dateIn(outage!.started_at, info.time_zone);

    await page.goto('/status');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/status$/);
    await expect(page.getByTestId('status-banner')).toBeVisible();
    const components = page.getByRole('region', { name: 'Components' });
    await expect(
      componentRow(page, 'Demo Network | Network Uptime')
        .getByRole('group', { name: /daily uptime, last 90 days/ })
        .getByRole('button'),
    ).toHaveCount(90);

    // The node group is collapsible and shows its worst child.
    const group = components.locator('details', { hasText: 'Individual Nodes' });
    const summary = group.locator('summary');
    const wasOpen = await group.evaluate((d) => (d as HTMLDetailsElement).open);
    await summary.click();
    await expect.poll(() => group.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(!wasOpen);
    if (wasOpen) await summary.click();
    await expect(summary).toContainText('Operational');

    const node4 = componentRow(page, 'Node 4 ');
    const bar = node4.locator(`[data-date="${day}"]`);
    await expect(bar).toHaveAttribute('data-status', /major_outage|partial_outage/);
    await expect(bar).toHaveAttribute(
      'aria-label',
      /Major outage \d+ min.*1 incident: Node 4 stopped handling transactions/,
    );
    // Colour is not the only cue: an outage day carries a pattern, a day without downtime none; a key explains them.
    expect(await bar.evaluate((b) => getComputedStyle(b).backgroundImage)).toContain('gradient');
    await expect(page.getByRole('list', { name: 'Key to the uptime bars' })).toContainText('Major outage');
    const dayBefore = node4.locator('[data-date]').nth(88);
    if ((await dayBefore.getAttribute('data-date')) !== day)
      await expect(dayBefore).not.toHaveAttribute('data-status', /outage/);
    // Other nodes were up that day.
    await expect(componentRow(page, 'Node 3 ').locator(`[data-date="${day}"]`)).toHaveAttribute(
      'data-status',
      'operational',
    );
    expect(
      await componentRow(page, 'Node 3 ')
        .locator(`[data-date="${day}"]`)
        .evaluate((b) => getComputedStyle(b).backgroundImage),
    ).toBe('none');

    // Hover: date, uptime and the incident; keyboard: arrows move between days, Enter pins the details.
    await bar.hover();
    const details = node4.getByTestId('uptime-day-details');
    await expect(details).toContainText(/Major outage \d+ min/);
    await expect(details.getByRole('link', { name: 'Node 4 stopped handling transactions' })).toBeVisible();
    // The day's ledger evidence: the node's page, and how its days are judged (transactions and reward payouts).
    await expect(details.getByRole('link', { name: 'Ledger evidence for this day' })).toHaveAttribute(
      'href',
      '/nodes/4#activity',
    );
    await expect(details).toContainText('daily node reward');
    await expect(details.getByRole('link', { name: 'Every day of this component' })).toHaveAttribute(
      'href',
      /^\/status\/components\/[^/]+$/,
    );
    await bar.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(node4.locator('[data-date]:focus')).toHaveAttribute('data-date', /^\d{4}-\d{2}-\d{2}$/);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(details).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
    await expect(node4.getByTestId('uptime-percentage')).toHaveText(/\d+(\.\d+)? % uptime/);

    // Past incidents of the last 15 days, grouped by day.
    const past = page.getByRole('region', { name: 'Past incidents' });
    await expect(past.getByRole('heading', { level: 3 })).toHaveCount(15);
    await expect(past.getByRole('link', { name: 'Node 4 stopped handling transactions' })).toBeVisible();
    await expect(past.getByRole('link', { name: 'Block production stalled' })).toBeVisible();

    await expect(page.getByRole('textbox', { name: 'HTML' })).toHaveValue(/\/status\/badge\.svg/);
    // The pasted badge says whose status it shows, not just "badge".
    await expect(page.getByRole('textbox', { name: 'HTML' })).toHaveValue(/alt="Current status of [^"]+"/);
    await expect(page.getByRole('textbox', { name: 'Markdown' })).toHaveValue(/^\[!\[Current status of /);
    await bar.hover();
    await page.screenshot({ path: 'e2e/screenshots/status-desktop.png', fullPage: true });
    await expectAccessible(page);

    // The demo outage's incident page.
    await page.goto(`/status/incidents/${outage!.id}`);
    await expect(page.getByText('Duration')).toBeVisible();
    await expect(page.getByTestId('timeline')).toContainText('Resolved');
    await expectAccessible(page);
  });

  test('without JavaScript the bars still show each day, and link to a table of every day', async ({
    browser,
    page: withScript,
    request,
  }) => {
    const { page: info, incidents } = await json<{ page: { time_zone: string }; incidents: WireIncident[] }>(
      request,
      '/api/v2/incidents.json',
    );
    const outage = incidents.find((i) => i.name === 'Node 4 stopped handling transactions')!;
    const day = dateIn(outage.started_at, info.time_zone);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/status');
    // The node group opens without JavaScript too (a <details>); the server's bar: one coloured mark a day (the
    // outage day patterned), the whole bar one link.
    const group = page.getByRole('region', { name: 'Components' }).locator('details', { hasText: 'Individual Nodes' });
    if (!(await group.evaluate((d) => (d as HTMLDetailsElement).open))) await group.locator('summary').click();
    const bar = componentRow(page, 'Node 4 ').getByRole('link', {
      name: /^Node 4 .*: daily uptime, every day in a table$/,
    });
    await expect(bar.locator('[data-s]')).toHaveCount(90);
    expect(
      await bar
        .locator('[data-s]')
        .evaluateAll((days) => days.filter((d) => getComputedStyle(d).backgroundImage.includes('gradient')).length),
    ).toBeGreaterThan(0);
    await bar.click();
    await expect(page).toHaveURL(/\/status\/components\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Node 4 .*: daily uptime$/);
    const row = page.locator(`tr[data-date="${day}"]`);
    await expect(row).toContainText(/Major outage \d+ min/);
    await expect(row.getByRole('link', { name: 'Node 4 stopped handling transactions' })).toHaveAttribute(
      'href',
      `/status/incidents/${outage.id}`,
    );
    await expect(row.getByRole('link', { name: /^Ledger evidence for / })).toHaveAttribute('href', '/nodes/4#activity');
    await expect(page.locator('tbody tr')).toHaveCount(90);
    const table = page.url();
    // A name that is no component's page is a 404.
    expect((await page.goto('/status/components/no-such-component'))?.status()).toBe(404);
    await context.close();
    // axe runs in the page, so the table is checked with JavaScript on (it has none of its own).
    await withScript.goto(table);
    await expectAccessible(withScript);
  });

  test('system metrics: three charts and their table drawn from the series, the range a link, no hydration mismatch', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/status');
    const metrics = page.getByTestId('system-metrics');
    await expect(metrics.getByRole('figure')).toHaveCount(3);
    await expect(metrics.getByText(/^Per 30 minutes/)).toBeVisible();
    await metrics.getByText('Data table').click();
    await expect(metrics.getByRole('table').getByRole('row')).toHaveCount(1 + 48);
    await metrics.getByRole('link', { name: 'Last week' }).click();
    await expect(page).toHaveURL(/metrics=week/);
    await expect(metrics.getByText(/^Per 2 hours/)).toBeVisible();
    await expect(metrics.getByRole('link', { name: 'Last week' })).toHaveAttribute('aria-current', 'true');
    await expect(metrics.getByRole('table').getByRole('row')).toHaveCount(1 + 84);
    expect(problems).toEqual([]);
  });

  test('refreshes every 30 s without a reload', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/status');
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    const refetch = page.waitForResponse((r) => r.url().endsWith('/status/live.json') && r.status() === 200, {
      timeout: 40_000,
    });
    expect((await refetch).status()).toBe(200);
    // Same document: a reload would have dropped the marker.
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });

  test('times in the page zone, or the viewer’s at a click', async ({ browser, request }) => {
    const { incidents } = await json<{ incidents: WireIncident[] }>(request, '/api/v2/incidents.json');
    const outage = incidents.find((i) => i.name === 'Node 4 stopped handling transactions')!;
    const context = await browser.newContext({ timezoneId: 'America/New_York' });
    const page = await context.newPage();
    await page.goto('/status');
    const past = page.getByRole('region', { name: 'Past incidents' });
    const first = past.locator('time').first();
    await expect(page.getByRole('button', { name: 'Page time (Etc/UTC)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(first).toContainText('UTC');
    await expect(past.getByTestId('past-zone')).toHaveText('Days in page time (Etc/UTC).');
    await page.getByRole('button', { name: 'Your time (America/New_York)' }).click();
    await expect(first).toContainText(/EST|EDT/);

    // Past incidents are grouped by the reader's calendar days then, and the zone is named.
    await expect(past.getByTestId('past-zone')).toHaveText('Days in your time (America/New_York).');
    const nyDay = (ms: number) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      }).format(ms);
    await expect(past.getByRole('heading', { level: 3 }).first()).toHaveText(nyDay(Date.now()));
    const outageDay = past.locator('ol > li').filter({
      has: page.getByRole('heading', { level: 3, name: nyDay(Date.parse(outage.started_at)), exact: true }),
    });
    await expect(outageDay.getByRole('link', { name: 'Node 4 stopped handling transactions' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Your time (America/New_York)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(first).toContainText(/EST|EDT/);
    await context.close();
  });

  test('dark mode and phones', async ({ browser }) => {
    test.slow(); // six pages, four of them checked by axe
    const dark = await browser.newContext({ colorScheme: 'dark' });
    const page = await dark.newPage();
    await page.goto('/status');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await componentRow(page, 'Demo Network | Network Uptime').locator('[data-date]').last().hover();
    await page.screenshot({ path: 'e2e/screenshots/status-dark.png', fullPage: true });
    await expectAccessible(page);
    await page.goto('/status/history');
    await expectAccessible(page);
    await page.screenshot({ path: 'e2e/screenshots/status-history-dark.png', fullPage: true });
    await page.goto('/status/admin');
    await expectAccessible(page);
    await dark.close();

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const p = await phone.newPage();
    for (const path of ['/status', '/status/history', '/status/admin']) {
      await p.goto(path);
      const overflow = await p.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
      expect(overflow, path).toBe(false);
    }
    await p.goto('/status');
    // 90 slivers would not fit: a phone shows the last 30 days and says so.
    const network = componentRow(p, 'Demo Network | Network Uptime');
    await expect(network.locator('[data-date]:visible')).toHaveCount(30);
    await expect(network.getByText('30 days ago')).toBeVisible();
    await expect(network.getByRole('group', { name: /daily uptime, last 30 days/ })).toBeVisible();
    await expect(network.getByTestId('uptime-percentage')).toHaveText(/% uptime over 90 days$/);
    await p.screenshot({ path: 'e2e/screenshots/status-phone.png', fullPage: true });
    await expectAccessible(p);
    await phone.close();
  });

  test('says since when the data is stale: the ledger unreachable, then the page offline', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/status');
    const staleness = page.getByTestId('staleness');
    await expect(staleness).toHaveAttribute('role', 'status');
    await expect(staleness).toHaveText('');
    // A refetch at once instead of after the 30 s interval: TanStack Query refetches stale data on focus.
    const refetch = () => page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    const until = async (check: () => Promise<void>) =>
      expect(async () => {
        await refetch();
        await check();
      }).toPass({ timeout: 60_000, intervals: [2_000] });

    // The server answers, but from the status store alone.
    await page.route('**/status/live.json', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { ledger: { reachable: boolean } };
      body.ledger.reachable = false;
      await route.fulfill({ response, json: body });
    });
    await until(() => expect(staleness.getByTestId('ledger-down')).toBeVisible({ timeout: 1_000 }));
    await expect(staleness.getByTestId('ledger-down')).toContainText(
      /component statuses are stale since \w{3} \d{1,2}, \d{4}, \d{2}:\d{2} UTC/,
    );
    await page.unroute('**/status/live.json');

    // No network at all: the refresh cannot even be tried.
    await page.context().setOffline(true);
    await until(() => expect(staleness.getByTestId('refresh-failed')).toBeVisible({ timeout: 1_000 }));
    await expect(staleness.getByTestId('refresh-failed')).toContainText(
      /could not refresh; the data is stale since \w{3} \d{1,2}, \d{4}, \d{2}:\d{2} UTC/,
    );
    await expectAccessible(page);
    await page.context().setOffline(false);
    await until(() => expect(staleness).toHaveText('', { timeout: 1_000 }));
  });

  test('history is paged by month', async ({ page }) => {
    await page.goto('/status/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Incident history' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Node 4 stopped handling transactions' }).first()).toBeVisible();
    await page.goto('/status/history?page=2');
    await expect(page.getByRole('link', { name: '← Newer' })).toHaveAttribute('href', '/status/history');
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(3);
    await expectAccessible(page);
  });

  test('feeds are valid Atom 1.0 and RSS 2.0, filterable by component', async ({ page, request }) => {
    await page.goto('/status');
    const atom = await request.get('/status/history.atom');
    expect(atom.status()).toBe(200);
    const feed = await parseInBrowser(page, await atom.text());
    expect(feed).toMatchObject({ root: 'feed', ns: 'http://www.w3.org/2005/Atom' });
    expect(feed.entries).toContain('Node 4 stopped handling transactions');
    const rss = await request.get('/status/history.rss');
    expect(rss.headers()['content-type']).toContain('application/rss+xml');
    const channel = await parseInBrowser(page, await rss.text());
    expect(channel.root).toBe('rss');
    expect(channel.entries).toContain('Block production stalled');

    const { components } = await json<{ components: { id: string; name: string }[] }>(
      request,
      '/api/v2/components.json',
    );
    const node4 = components.find((c) => c.name.startsWith('Node 4 '))!;
    const only = await parseInBrowser(
      page,
      await (await request.get(`/status/history.rss?component=${node4.id}`)).text(),
    );
    expect(only.entries).toContain('Node 4 stopped handling transactions');
    expect(only.entries).not.toContain('Block production stalled');
    expect((await request.get('/status/history.atom?component=nosuchthing0')).status()).toBe(404);
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      /\/status\/history\.atom$/,
    );
  });

  test('the badge is a cacheable SVG with the status in colour and text', async ({ request }) => {
    const badge = await request.get('/status/badge.svg');
    expect(badge.status()).toBe(200);
    const headers = badge.headers();
    expect(headers['content-type']).toContain('image/svg+xml');
    expect(headers['cache-control']).toMatch(/max-age=\d+/);
    expect(headers.etag).toMatch(/^"/);
    const svg = await badge.text();
    expect(svg).toContain('<title>status: ');
    expect(svg).toMatch(/fill="#[0-9a-f]{6}"/);
    const again = await request.get('/status/badge.svg', { headers: { 'If-None-Match': headers.etag! } });
    expect(again.status()).toBe(304);
  });
});
