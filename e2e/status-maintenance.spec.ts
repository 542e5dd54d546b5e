import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import {
  componentRow,
  json,
  removeE2eLeftovers,
  signIn,
  type WireComponent,
  type WireIncident,
} from './status-helpers';
import { failOnPolicyViolations } from './csp-watch';

failOnPolicyViolations();

/**
 * The maintenance clock: scripts/e2e.ts starts the server with STATUS_TEST_CLOCK=1 and STATUS_CLOCK_OFFSET_FILE;
 * milliseconds written there move the clock of maintenance auto-transitions only (lib/status/test-clock.ts), so
 * health checks keep the wall clock. Without those variables (a server started another way) the test is skipped.
 */
const offsetFile = process.env.STATUS_TEST_CLOCK === '1' ? process.env.STATUS_CLOCK_OFFSET_FILE : undefined;
const setOffset = (ms: number) => writeFileSync(offsetFile!, String(ms));

/** `YYYY-MM-DDTHH:mm` for a datetime-local input in the browser's zone (the test sets it to UTC). */
const localInput = (ms: number) => new Date(ms).toISOString().slice(0, 16);

test.describe('scheduled maintenance with a controlled clock', () => {
  test.skip(!offsetFile, 'needs STATUS_TEST_CLOCK=1 and STATUS_CLOCK_OFFSET_FILE (scripts/e2e.ts sets them)');
  test.use({ timezoneId: 'UTC' });
  test.afterEach(async ({ request }, testInfo) => {
    setOffset(0);
    if (testInfo.status !== testInfo.expectedStatus) await removeE2eLeftovers(request);
  });

  test('a maintenance a minute ahead becomes in progress, then completed, on its own', async ({ page, request }) => {
    setOffset(0);
    const api = (await json<{ components: WireComponent[] }>(request, '/api/v2/components.json')).components.find(
      (c) => c.name === 'Mirror Node REST API',
    )!;
    // Whole minutes, so the datetime-local inputs hold the exact window: starts 1–2 min ahead, lasts 2 min.
    const start = Math.ceil((Date.now() + 60_000) / 60_000) * 60_000;
    const end = start + 120_000;
    const name = 'E2E: database upgrade';

    await signIn(page);
    const form = page.getByRole('form', { name: 'Schedule maintenance' });
    await form.getByLabel('Maintenance name').fill(name);
    await form.getByLabel('Starts', { exact: true }).fill(localInput(start));
    await form.getByLabel('Ends', { exact: true }).fill(localInput(end));
    await form.getByLabel('Message').fill('The API database is upgraded; reads may be slow.');
    await form.getByLabel('Mirror Node REST API').check();
    await form.getByRole('button', { name: 'Schedule maintenance' }).click();
    await expect(form.getByRole('status')).toHaveText(`Maintenance “${name}” scheduled.`);

    const upcoming = await json<{ scheduled_maintenances: (WireIncident & { scheduled_for: string })[] }>(
      request,
      '/api/v2/scheduled-maintenances/upcoming.json',
    );
    const m = upcoming.scheduled_maintenances.find((x) => x.name === name)!;
    expect(Date.parse(m.scheduled_for)).toBe(start);
    await page.goto('/status');
    const scheduled = page.getByRole('region', { name: 'Scheduled maintenance' });
    await expect(scheduled.getByRole('link', { name })).toBeVisible();
    await expect(scheduled).toContainText('(page time, Etc/UTC)');
    await expectAccessible(page);

    // The clock moves past the start: in progress, the component under maintenance, the page says so.
    setOffset(start - Date.now() + 5_000);
    await expect
      .poll(
        async () =>
          (
            await json<{ scheduled_maintenances: WireIncident[] }>(
              request,
              '/api/v2/scheduled-maintenances/active.json',
            )
          ).scheduled_maintenances.find((x) => x.id === m.id)?.status,
      )
      .toBe('in_progress');
    expect(
      (await json<{ components: WireComponent[] }>(request, '/api/v2/components.json')).components.find(
        (c) => c.id === api.id,
      )?.status,
    ).toBe('under_maintenance');
    // The page's live data is cached for a few seconds, so it may trail the API briefly.
    await expect(async () => {
      await page.reload();
      await expect(
        page.getByRole('region', { name: 'Maintenance in progress' }).getByRole('link', { name }),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(componentRow(page, 'Mirror Node REST API').getByText('Under maintenance')).toBeVisible();
    await expect(page.getByTestId('status-banner')).toHaveText('Service Under Maintenance');
    await page.screenshot({ path: 'e2e/screenshots/status-maintenance-desktop.png', fullPage: true });

    // Past the end: completed, the component operational again, maintenance not counted as downtime.
    setOffset(end - Date.now() + 5_000);
    await expect
      .poll(
        async () =>
          (
            await json<{ scheduled_maintenances: WireIncident[] }>(request, '/api/v2/scheduled-maintenances.json')
          ).scheduled_maintenances.find((x) => x.id === m.id)?.status,
      )
      .toBe('completed');
    expect(
      (await json<{ components: WireComponent[] }>(request, '/api/v2/components.json')).components.find(
        (c) => c.id === api.id,
      )?.status,
    ).toBe('operational');
    setOffset(0);

    await page.goto(`/status/maintenances/${m.id}`);
    const timeline = page.getByTestId('timeline').locator(':scope > li');
    await expect(timeline).toHaveCount(3);
    await expect(timeline.nth(0)).toContainText('Completed');
    await expect(timeline.nth(1)).toContainText('In progress');
    await expect(timeline.nth(2)).toContainText('Scheduled');
    await expect(page.getByTestId('item-status')).toHaveText('Completed');
    await expect(page.getByText('Planned window')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: 'e2e/screenshots/status-maintenance-detail-desktop.png', fullPage: true });
  });
});
