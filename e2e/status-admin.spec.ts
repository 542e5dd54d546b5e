import { expect, test, type Locator } from '@playwright/test';
import { expectAccessible } from './axe';
import {
  ADMIN_TOKEN,
  componentRow,
  json,
  parseInBrowser,
  removeE2eLeftovers,
  signIn,
  type WireComponent,
  type WireIncident,
} from './status-helpers';
import { failOnPolicyViolations } from './csp-watch';

failOnPolicyViolations();

test.describe.configure({ mode: 'serial' });

/** Opens an item's update form unless it is open already (it stays open across the item's updates). */
async function openUpdateForm(item: Locator): Promise<void> {
  const details = item.locator('details').first();
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator('summary').click();
}

test.describe('status authoring', () => {
  test.afterEach(async ({ request }, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await removeE2eLeftovers(request);
  });

  test('a wrong token is refused without saying what was wrong, and sets no cookie', async ({ page, request }) => {
    await page.goto('/status/admin');
    await expectAccessible(page);
    await page.getByLabel('Admin token').fill(`${ADMIN_TOKEN}-wrong`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('#sign-in-error')).toHaveText('Sign-in failed: that token is not valid.');
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    expect((await page.context().cookies()).some((c) => c.name === 'status_admin')).toBe(false);

    for (const token of ['', 'short', ADMIN_TOKEN.slice(0, -1), ADMIN_TOKEN.toUpperCase()]) {
      const r = await request.post('/status/admin/session', { data: { token } });
      expect(r.status(), token).toBe(401);
      expect(await r.json()).toEqual({ error: 'Sign-in failed: that token is not valid.' });
      expect(r.headers()['set-cookie']).toBeUndefined();
    }
    // The proxy refuses without a session, and a cross-site write even with one.
    expect((await request.get('/status/admin/api/incidents')).status()).toBe(401);
    const crossSite = await request.post('/status/admin/api/incidents', {
      headers: { Origin: 'https://evil.example', Cookie: `status_admin=${ADMIN_TOKEN}` },
      data: { incident: { name: 'x' } },
    });
    expect(crossSite.status()).toBe(403);
  });

  test('signs in with an http-only SameSite=Strict cookie and signs out clearing it', async ({ page }) => {
    await signIn(page);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'status_admin');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/status/admin' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('status_admin');
    await expect(page.getByRole('heading', { name: 'Open an incident' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: 'e2e/screenshots/status-admin-desktop.png', fullPage: true });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByLabel('Admin token')).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name === 'status_admin')).toBe(false);
    expect((await page.request.get('/status/admin/api/incidents')).status()).toBe(401);
  });

  test('an incident on a node: /status and the API change; identified, monitoring, resolved; history and Atom', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const before = await json<{ status: { indicator: string } }>(request, '/api/v2/status.json');
    const nodes = (await json<{ components: WireComponent[] }>(request, '/api/v2/components.json')).components;
    const node = nodes.find((c) => !c.group && /^Node 2 /.test(c.name))!;
    expect(node).toBeDefined();

    // A viewer has the status page open while the author writes.
    const viewer = await page.context().browser()!.newPage();
    await viewer.goto('/status');
    await expect(viewer.getByTestId('status-banner')).toBeVisible();

    await signIn(page);
    const name = `E2E: ${node.name.split(' |')[0]} is rejecting transactions`;
    const form = page.getByRole('form', { name: 'Open an incident' });
    await form.getByLabel('Incident name').fill(name);
    await form.getByLabel('Message').fill('Transactions sent to this node time out.');
    await form.getByLabel(node.name, { exact: true }).selectOption('partial_outage');
    await form.getByRole('button', { name: 'Open incident' }).click();
    await expect(form.getByRole('status')).toHaveText(`Incident “${name}” opened.`);

    // The public API: summary.json and incidents/unresolved.json.
    const summary = await json<{
      incidents: WireIncident[];
      components: WireComponent[];
      status: { indicator: string; description: string };
    }>(request, '/api/v2/summary.json');
    const open = summary.incidents.find((i) => i.name === name)!;
    expect(open).toMatchObject({ status: 'investigating', impact: 'major' });
    expect(open.components.map((c) => c.id)).toEqual([node.id]);
    expect(summary.components.find((c) => c.id === node.id)?.status).toBe('partial_outage');
    expect(summary.status).toEqual({ indicator: 'minor', description: 'Minor Service Outage' });
    expect(before.status.indicator).toBe('none');
    const unresolved = await json<{ incidents: WireIncident[] }>(request, '/api/v2/incidents/unresolved.json');
    expect(unresolved.incidents.map((i) => i.id)).toContain(open.id);

    // The open status page refreshes by itself (30 s interval), without a reload.
    await viewer.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await expect(viewer.getByRole('region', { name: 'Open incidents' }).getByRole('link', { name })).toBeVisible({
      timeout: 40_000,
    });
    await expect(viewer.getByTestId('status-banner')).toHaveText('Minor Service Outage');
    await expect(componentRow(viewer, node.name.split(' |')[0]!).getByText('Partial outage')).toBeVisible();
    expect(await viewer.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await viewer.screenshot({ path: 'e2e/screenshots/status-incident-open-desktop.png', fullPage: true });

    // Through the lifecycle, each update from the form. The item stays in place between updates (its form open,
    // its confirmation shown) until it is resolved and moves to the recently resolved list.
    const openList = page.getByRole('region', { name: /^Open incidents/ });
    const item = openList.locator(`li[data-incident-id="${open.id}"]`);
    for (const [status, label, body] of [
      ['identified', 'Identified', 'A configuration change on the node is the cause.'],
      ['monitoring', 'Monitoring', 'The change was rolled back; watching.'],
      ['resolved', 'Resolved', 'The node handles transactions normally again.'],
    ] as const) {
      await openUpdateForm(item);
      const update = item.getByRole('form', { name: `Post an update to ${name}` });
      await update.getByLabel('New status').selectOption(status);
      await update.getByLabel('Update message').fill(body);
      // Resolving puts the affected components back to operational unless the author picks otherwise.
      if (status === 'resolved') await expect(update.getByLabel(node.name, { exact: true })).toHaveValue('operational');
      await update.getByRole('button', { name: 'Post update' }).click();
      await expect
        .poll(
          async () =>
            (await json<{ incidents: WireIncident[] }>(request, '/api/v2/incidents.json')).incidents.find(
              (i) => i.id === open.id,
            )?.status,
        )
        .toBe(status);
      if (status !== 'resolved') {
        await expect(update.getByRole('status')).toHaveText(`Update posted to “${name}”: now ${label}.`);
        await expect(item.getByText(`Latest: ${label} – ${body}`)).toBeVisible();
        await expect(update.getByLabel('New status')).toHaveValue(status);
      }
      if (status === 'identified') {
        // A move the lifecycle forbids is refused with the API's own message.
        await update.getByLabel('New status').selectOption('investigating');
        await update.getByRole('button', { name: 'Post update' }).click();
        await expect(update.getByRole('alert')).toContainText('cannot move from identified to investigating');
        await page.reload();
      }
    }
    const moved = openList.getByRole('status').first();
    await expect(moved).toHaveText(`Incident “${name}” resolved; it is listed under Recently resolved.`);
    await expect(moved).toBeFocused();
    await expect(item).toHaveCount(0);
    const after = await json<{ incidents: WireIncident[] }>(request, '/api/v2/incidents/unresolved.json');
    expect(after.incidents.map((i) => i.id)).not.toContain(open.id);
    expect((await json<{ status: { indicator: string } }>(request, '/api/v2/status.json')).status.indicator).toBe(
      'none',
    );
    expect(
      (await json<{ components: WireComponent[] }>(request, '/api/v2/components.json')).components.find(
        (c) => c.id === node.id,
      )?.status,
    ).toBe('operational');

    // A resolved incident can still get its postmortem.
    const resolvedItem = page
      .getByRole('region', { name: /^Recently resolved/ })
      .locator(`li[data-incident-id="${open.id}"]`);
    await resolvedItem.getByText('Post a postmortem or update').click();
    const postmortem = resolvedItem.getByRole('form', { name: `Post an update to ${name}` });
    await expect(postmortem.getByLabel('New status')).toHaveValue('postmortem');
    await postmortem
      .getByLabel('Update message')
      .fill('A configuration push skipped its canary; pushes now wait for one.');
    await postmortem.getByRole('button', { name: 'Post update' }).click();
    await expect(postmortem.getByRole('status')).toHaveText(`Postmortem posted to “${name}”.`);
    await expect
      .poll(
        async () =>
          (await json<{ incidents: WireIncident[] }>(request, '/api/v2/incidents.json')).incidents.find(
            (i) => i.id === open.id,
          )?.status,
      )
      .toBe('postmortem');
    await expectAccessible(page);

    // The incident page: full timeline with statuses, times and components; impact and duration.
    await page.goto(`/status/incidents/${open.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const timeline = page.getByTestId('timeline');
    await expect(timeline.locator(':scope > li')).toHaveCount(5);
    await expect(timeline.locator(':scope > li').first()).toContainText('Postmortem');
    await expect(timeline.locator(':scope > li').nth(1)).toContainText('Resolved');
    await expect(timeline.locator(':scope > li').last()).toContainText('Investigating');
    await expect(timeline).toContainText(`${node.name}: Operational → Partial outage`);
    await expect(page.getByText('Major impact').first()).toBeVisible();
    await expect(page.getByText('Duration')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: 'e2e/screenshots/status-incident-desktop.png', fullPage: true });

    // History and the Atom feed.
    await page.goto('/status/history');
    await expect(page.locator(`a[href="/status/incidents/${open.id}"]`)).toHaveText(name);
    await expectAccessible(page);
    await page.screenshot({ path: 'e2e/screenshots/status-history-desktop.png', fullPage: true });
    const atom = await request.get('/status/history.atom');
    expect(atom.headers()['content-type']).toContain('application/atom+xml');
    const atomText = await atom.text();
    const feed = await parseInBrowser(page, atomText);
    expect(feed.root).toBe('feed');
    expect(feed.ns).toBe('http://www.w3.org/2005/Atom');
    expect(feed.entries).toContain(name);
    expect(atomText).toContain('The node handles transactions normally again.');
    const filtered = await parseInBrowser(
      page,
      await (await request.get(`/status/history.atom?component=${node.id}`)).text(),
    );
    expect(filtered.entries).toContain(name);
    expect(filtered.entries.every((t) => !/^Node 4 /.test(t))).toBe(true);
    await viewer.close();
  });

  test('an empty name and a computed component’s rename show the API’s validation messages', async ({ page }) => {
    await signIn(page);
    const form = page.getByRole('form', { name: 'Open an incident' });
    await form.getByRole('button', { name: 'Open incident' }).click();
    await expect(form.getByRole('alert')).toContainText('incident.name');

    // Rename a component computed from the ledger: refused with the API's reason.
    const components = page.getByRole('region', { name: 'Components' });
    const network = components.locator('li', { hasText: 'Network Uptime' }).first();
    await network.locator('summary').click();
    const edit = network.getByRole('form');
    await edit.getByLabel('Name', { exact: true }).fill('Renamed');
    await edit.getByRole('button', { name: 'Save component' }).click();
    await expect(edit.getByRole('alert')).toContainText('component.name: computed from the ledger');
  });

  test('edits components and groups', async ({ page, request }) => {
    await signIn(page);
    const components = page.getByRole('region', { name: 'Components' });
    await components.getByLabel('New component name').fill('E2E Docs Site');
    await components.getByRole('button', { name: 'Add component' }).click();
    await expect(components.getByRole('status').last()).toHaveText('Component “E2E Docs Site” added.');
    const listed = async () =>
      (await json<{ components: WireComponent[] }>(request, '/api/v2/components.json')).components;
    const docs = (await listed()).find((c) => c.name === 'E2E Docs Site')!;
    expect(docs.status).toBe('operational');

    const row = components.locator('li', { hasText: 'E2E Docs Site' });
    await row.locator('summary').click();
    await row.getByLabel('Status', { exact: true }).selectOption('degraded_performance');
    await row.getByRole('button', { name: 'Save component' }).click();
    await expect.poll(async () => (await listed()).find((c) => c.id === docs.id)?.status).toBe('degraded_performance');
    // Saved in place: the row stays open with its confirmation, and shows the new status.
    await expect(row.getByRole('status')).toHaveText('Component “E2E Docs Site” saved.');
    await expect(row.locator('summary')).toContainText('Degraded performance');
    await expect(row.getByRole('button', { name: 'Save component' })).toBeVisible();

    const groups = page.getByRole('region', { name: 'Component groups' });
    await groups.getByLabel('New group name').fill('E2E Websites');
    await groups.getByRole('button', { name: 'Add group' }).click();
    await expect(groups.getByText('E2E Websites', { exact: true })).toBeVisible();
    const group = groups.locator('li', { hasText: 'E2E Websites' });
    await group.locator('summary').click();
    await group.getByLabel('E2E Docs Site').check();
    await group.getByRole('button', { name: 'Save group' }).click();
    await expect.poll(async () => (await listed()).find((c) => c.id === docs.id)?.group_id).not.toBeNull();

    await page.goto('/status');
    await expect(componentRow(page, 'E2E Docs Site').getByText('Degraded performance')).toBeVisible();

    // Clean up: the group goes (its component moves to the top level), then the component.
    await page.goto('/status/admin');
    const group2 = page.getByRole('region', { name: 'Component groups' }).locator('li', { hasText: 'E2E Websites' });
    await group2.locator('summary').click();
    await group2.getByRole('button', { name: 'Delete group…' }).click();
    await group2.getByRole('button', { name: 'Yes, delete group' }).click();
    await expect.poll(async () => (await listed()).some((c) => c.name === 'E2E Websites')).toBe(false);
    const row2 = page.getByRole('region', { name: 'Components' }).locator('li', { hasText: 'E2E Docs Site' });
    await row2.locator('summary').click();
    await row2.getByRole('button', { name: 'Delete component…' }).click();
    await row2.getByRole('button', { name: 'Yes, delete component' }).click();
    await expect.poll(async () => (await listed()).some((c) => c.name === 'E2E Docs Site')).toBe(false);
    await expect(page.getByRole('region', { name: 'Components' }).getByRole('status').first()).toHaveText(
      'Component “E2E Docs Site” deleted.',
    );
  });

  test('deleting an incident asks first, and says what was deleted', async ({ page, request }) => {
    await signIn(page);
    const name = 'E2E: a report filed by mistake';
    const form = page.getByRole('form', { name: 'Open an incident' });
    await form.getByLabel('Incident name').fill(name);
    await form.getByRole('button', { name: 'Open incident' }).click();
    await expect(form.getByRole('status')).toHaveText(`Incident “${name}” opened.`);
    const openList = page.getByRole('region', { name: /^Open incidents/ });
    const item = openList.locator('li[data-incident-id]', { hasText: name });

    // Cancel leaves it, and returns focus to the button that asked.
    await item.getByRole('button', { name: 'Delete incident…' }).click();
    const question = item.getByRole('group', {
      name: /^Delete the incident “E2E: a report filed by mistake” with all its updates\?/,
    });
    await expect(question).toContainText('This cannot be undone.');
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(item.getByRole('button', { name: 'Delete incident…' })).toBeFocused();
    expect(
      (await json<{ incidents: WireIncident[] }>(request, '/api/v2/incidents.json')).incidents.some(
        (i) => i.name === name,
      ),
    ).toBe(true);

    await item.getByRole('button', { name: 'Delete incident…' }).click();
    await item.getByRole('button', { name: 'Yes, delete incident' }).click();
    // The item is gone, so its list says what happened and takes the focus.
    await expect(openList.getByRole('status').first()).toHaveText(`Incident “${name}” deleted.`);
    await expect(openList.getByRole('status').first()).toBeFocused();
    await expect(item).toHaveCount(0);
    expect(
      (await json<{ incidents: WireIncident[] }>(request, '/api/v2/incidents.json')).incidents.some(
        (i) => i.name === name,
      ),
    ).toBe(false);
  });

  test('incident templates: created, edited, filling the incident form, and deleted, by keyboard-reachable labelled controls', async ({
    page,
    request,
  }) => {
    await signIn(page);
    const panel = page.getByRole('region', { name: 'Incident templates' });
    const form = panel.getByRole('form', { name: 'New incident template' });
    await form.getByLabel('Template name').fill('E2E slow blocks');
    await form.getByLabel('Incident name').fill('E2E: blocks are late');
    await form.getByLabel('Status').selectOption('identified');
    await form.getByLabel('Message').fill('We know why blocks are late.');
    await form.getByRole('button', { name: 'Create template' }).click();
    await expect(form.getByRole('status')).toHaveText('Template “E2E slow blocks” created.');
    const row = panel.locator('li', { hasText: 'E2E slow blocks' });
    await expect(row).toContainText('“E2E: blocks are late” · Identified');

    // Edit in place: the form opens under its row, pre-filled, and is reached by keyboard.
    await row.getByRole('button', { name: 'Edit template E2E slow blocks' }).focus();
    await page.keyboard.press('Enter');
    const edit = row.getByRole('form', { name: 'Edit template E2E slow blocks' });
    await expect(edit.getByLabel('Message')).toHaveValue('We know why blocks are late.');
    await edit.getByLabel('Message').fill('A slow disk delays blocks; we are replacing it.');
    await expectAccessible(page);
    await edit.getByRole('button', { name: 'Save template' }).click();
    await expect(edit).toHaveCount(0);
    await expect(panel.getByRole('status').first()).toHaveText('Template “E2E slow blocks” saved.');
    await expect(panel.getByRole('status').first()).toBeFocused();

    // "Start from a template" fills the incident form; nothing is opened until the author says so.
    const incident = page.getByRole('form', { name: 'Open an incident' });
    await incident.getByLabel('Start from a template').selectOption({ label: 'E2E slow blocks' });
    await expect(incident.getByLabel('Incident name')).toHaveValue('E2E: blocks are late');
    await expect(incident.getByLabel('Status', { exact: true })).toHaveValue('identified');
    await expect(incident.getByLabel('Message')).toHaveValue('A slow disk delays blocks; we are replacing it.');
    expect(
      (await json<{ incidents: WireIncident[] }>(request, '/api/v2/incidents.json')).incidents.some(
        (i) => i.name === 'E2E: blocks are late',
      ),
    ).toBe(false);

    await row.getByRole('button', { name: 'Delete template…' }).click();
    await row.getByRole('button', { name: 'Yes, delete template' }).click();
    await expect(panel.locator('li', { hasText: 'E2E slow blocks' })).toHaveCount(0);
  });

  test('a maintenance names itself on its day of the uptime bar; completing it sets its components back', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const name = 'E2E: API database vacuum';
    await signIn(page);
    // `YYYY-MM-DDTHH:mm` in the browser's zone, for the datetime-local inputs; started five minutes ago.
    const localInput = (ms: number) =>
      page.evaluate((t) => new Date(t - new Date(t).getTimezoneOffset() * 60_000).toISOString().slice(0, 16), ms);
    const start = Math.floor(Date.now() / 60_000) * 60_000 - 5 * 60_000;
    const form = page.getByRole('form', { name: 'Schedule maintenance' });
    await form.getByLabel('Maintenance name').fill(name);
    await form.getByLabel('Starts', { exact: true }).fill(await localInput(start));
    await form.getByLabel('Ends', { exact: true }).fill(await localInput(start + 3_600_000));
    await form.getByLabel('Mirror Node REST API').check();
    await form.getByRole('button', { name: 'Schedule maintenance' }).click();
    await expect(form.getByRole('status')).toHaveText(`Maintenance “${name}” scheduled.`);
    // Its start has passed, so the next read moves it in progress (dated no earlier than its creation).
    let id = '';
    await expect
      .poll(async () => {
        const active = await json<{ scheduled_maintenances: WireIncident[] }>(
          request,
          '/api/v2/scheduled-maintenances/active.json',
        );
        id = active.scheduled_maintenances.find((m) => m.name === name)?.id ?? '';
        return id;
      })
      .not.toBe('');
    const api = (await json<{ components: WireComponent[] }>(request, '/api/v2/components.json')).components.find(
      (c) => c.name === 'Mirror Node REST API',
    )!;
    const uptime = await json<{ days: { maintenance_ids: string[] }[] }>(
      request,
      `/api/v2/components/${api.id}/uptime.json`,
    );
    expect(uptime.days.at(-1)?.maintenance_ids).toContain(id);

    // The status page's live data is cached for a few seconds.
    await expect(async () => {
      await page.goto('/status');
      await expect(componentRow(page, 'Mirror Node REST API').locator('[data-date]').last()).toHaveAttribute(
        'aria-label',
        new RegExp(`1 maintenance: ${name}`),
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 20_000 });
    const row = componentRow(page, 'Mirror Node REST API');
    const today = row.locator('[data-date]').last();
    const details = row.getByTestId('uptime-day-details');
    await today.hover();
    await expect(details.getByRole('link', { name })).toHaveAttribute('href', `/status/maintenances/${id}`);
    await page.mouse.move(0, 0);
    await expect(details).toHaveCount(0);
    // Keyboard focus shows the same, and Tab reaches the link.
    await today.focus();
    await expect(details.getByRole('link', { name })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(details.getByRole('link', { name })).toBeFocused();
    await expectAccessible(page);

    // Completing it from the form: the component goes back to operational by default.
    await page.goto('/status/admin');
    const list = page.getByRole('region', { name: /^Upcoming and active maintenance/ });
    const item = list.locator(`li[data-incident-id="${id}"]`);
    await openUpdateForm(item);
    const update = item.getByRole('form', { name: `Post an update to ${name}` });
    await update.getByLabel('New status').selectOption('completed');
    await expect(update.getByLabel('Mirror Node REST API')).toHaveValue('operational');
    await update.getByRole('button', { name: 'Post update' }).click();
    await expect(list.getByRole('status').first()).toHaveText(`Maintenance “${name}” completed.`);
    await expect
      .poll(
        async () =>
          (await json<{ components: WireComponent[] }>(request, '/api/v2/components.json')).components.find(
            (c) => c.id === api.id,
          )?.status,
      )
      .toBe('operational');
  });
});
