import { expect, test } from '@playwright/test';
import { deepestTrace } from './explorer-helpers';

test.describe('contract call trace', () => {
  test('is a tree with one node per action, collapsible, keyboard operable, open nodes in the URL', async ({
    page,
    request,
  }) => {
    const { id, actions } = await deepestTrace(request);
    const maxDepth = Math.max(...actions.map((a) => a.call_depth));
    await page.goto(`/transactions/${id}`);
    const tree = page.getByRole('tree', { name: 'Call trace' });
    const items = tree.getByRole('treeitem');
    // All open by default: the node count equals the API's action count, levels follow call_depth.
    await expect(items).toHaveCount(actions.length);
    await expect(tree.locator(`[role="treeitem"][aria-level="${maxDepth + 1}"]`).first()).toBeAttached();

    // Pointing at a party marks it wherever it appears in the trace.
    const party = tree.locator('[data-party] a').first();
    const key = await party.evaluate((a) => (a.closest('[data-party]') as HTMLElement).dataset.party!);
    const occurrences = tree.locator(`[data-party="${key}"]`);
    await party.hover();
    const backgrounds = () =>
      occurrences.evaluateAll((els) => [...new Set(els.map((e) => getComputedStyle(e).backgroundColor))]);
    await expect.poll(backgrounds).toEqual(['rgb(254, 243, 199)']);
    await page.mouse.move(0, 0);
    await expect
      .poll(() => occurrences.first().evaluate((e) => getComputedStyle(e).backgroundColor))
      .toBe('rgba(0, 0, 0, 0)');

    await page.getByRole('button', { name: 'Collapse all' }).click();
    const roots = actions.filter((a) => a.call_depth === 0).length;
    await expect(items).toHaveCount(roots);
    await expect(page).toHaveURL(/[?&]open=(&|$)/);
    await expect(items.first()).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: Right opens, Down moves into the children, Left goes back to the parent and closes it.
    await items.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(items.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/[?&]open=0/);
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    if ((await items.nth(1).getAttribute('aria-expanded')) === null) {
      await expect(items.first()).toBeFocused();
    }

    // The open nodes survive a reload.
    const url = page.url();
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(items.first()).toHaveAttribute('aria-expanded', 'true');

    await page.getByRole('button', { name: 'Expand all' }).click();
    await expect(items).toHaveCount(actions.length);
    await expect(page).not.toHaveURL(/open=/);
  });
});
