import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './axe';

/** Reads an /api/v1 path as plain JSON (test data is picked from the same demo ledger the pages show). */
/** `text` as a regular expression source that matches it literally (ids and paths carry dots). */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

export interface Action {
  call_depth: number;
  index: number;
}

/** Every action of a contract call, following links.next. */
export async function allActions(request: APIRequestContext, id: string): Promise<Action[]> {
  const out: Action[] = [];
  let path: string | null = `/api/v1/contracts/results/${id}/actions?limit=25`;
  while (path) {
    const page: { actions: Action[]; links: { next: string | null } } = await api(request, path);
    out.push(...page.actions);
    path = page.links.next;
  }
  return out;
}

/** The contract call with the deepest trace among recent ones. */
export async function deepestTrace(request: APIRequestContext): Promise<{ id: string; actions: Action[] }> {
  const { transactions } = await api<{ transactions: { transaction_id: string }[] }>(
    request,
    '/api/v1/transactions?transactiontype=CONTRACTCALL&limit=50',
  );
  let best: { id: string; actions: Action[]; depth: number } | null = null;
  for (const tx of transactions) {
    const actions = await allActions(request, tx.transaction_id);
    const depth = Math.max(-1, ...actions.map((a) => a.call_depth));
    if (!best || depth > best.depth) best = { id: tx.transaction_id, actions, depth };
    if (depth >= 3) break;
  }
  expect(best, 'a contract call with a trace').not.toBeNull();
  return best!;
}

/** Page screenshots for the README: desktop (the test's page), phone and dark, with axe on each of the three. */
export async function shootAll(
  page: Page,
  browser: Browser,
  path: string,
  name: string,
  ready: (p: Page) => Promise<void>,
): Promise<void> {
  await ready(page);
  await page.screenshot({ path: `e2e/screenshots/${name}-desktop.png`, fullPage: true });
  await expectAccessible(page);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const phonePage = await phone.newPage();
  await phonePage.goto(path);
  await ready(phonePage);
  const overflow = await phonePage.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  expect(overflow, `${name} scrolls sideways on a phone`).toBe(false);
  await phonePage.screenshot({ path: `e2e/screenshots/${name}-phone.png`, fullPage: true });
  await expectAccessible(phonePage);
  await phone.close();

  const dark = await browser.newContext({ colorScheme: 'dark', viewport: { width: 1280, height: 900 } });
  const darkPage = await dark.newPage();
  await darkPage.goto(path);
  await expect(darkPage.locator('html')).toHaveClass(/dark/);
  await ready(darkPage);
  await darkPage.screenshot({ path: `e2e/screenshots/${name}-dark.png`, fullPage: true });
  await expectAccessible(darkPage);
  await dark.close();
}
