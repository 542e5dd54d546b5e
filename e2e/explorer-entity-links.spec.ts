import { expect, test } from '@playwright/test';
import { api } from './explorer-helpers';

type Tx = { transaction_id: string; entity_id: string | null; nonce: number; scheduled: boolean };

/**
 * A transaction's entity links to the page of that entity's kind, and a kind without a page (a file) shows its id
 * unlinked, never on another kind's page.
 */
const KINDS = [
  { type: 'CRYPTOCREATEACCOUNT', page: 'accounts' },
  { type: 'TOKENCREATION', page: 'tokens' },
  { type: 'SCHEDULECREATE', page: 'schedules' },
  { type: 'CONTRACTCALL', page: 'contracts' },
  { type: 'CONTRACTCREATEINSTANCE', page: 'contracts' },
  { type: 'CONSENSUSSUBMITMESSAGE', page: 'topics' },
  { type: 'CONSENSUSCREATETOPIC', page: 'topics' },
  { type: 'FILEUPDATE', page: null },
] as const;

test.describe('a transaction’s entity link goes to the page of its kind', () => {
  for (const { type, page: section } of KINDS) {
    test(`${type} → ${section ? `/${section}` : 'no link'}`, async ({ page, request }) => {
      // Most contract creations of the demo are a CREATE2 factory's children (nonce > 0): look a page of 100 deep.
      const { transactions } = await api<{ transactions: Tx[] }>(
        request,
        `/api/v1/transactions?transactiontype=${type}&limit=100`,
      );
      const tx = transactions.find((t) => t.entity_id !== null && t.nonce === 0 && !t.scheduled);
      expect(tx, `a ${type} transaction with an entity on the demo ledger`).toBeDefined();
      const entity = tx!.entity_id!;
      await page.goto(`/transactions/${tx!.transaction_id}`);
      const value = page.getByRole('region', { name: 'Summary' }).locator('dt:text-is("Entity") + dd');
      await expect(value).toContainText(entity);
      const link = value.getByRole('link', { name: entity, exact: true });
      if (section === null) {
        await expect(link).toHaveCount(0);
        return;
      }
      await expect(link).toHaveAttribute('href', `/${section}/${entity}`);
      expect((await request.get(`/${section}/${entity}`)).status(), `/${section}/${entity}`).toBe(200);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${section}/${entity.replace(/\./g, '\\.')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entity);
    });
  }
});
