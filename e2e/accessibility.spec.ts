import { expect, test, type APIRequestContext, type Browser, type BrowserContextOptions } from '@playwright/test';
import { expectAccessible } from './axe';
import { api } from './explorer-helpers';
import { json, type WireIncident } from './status-helpers';

/**
 * axe on every page the service serves, in each of the three ways it is read: desktop, phone and dark. The feature
 * specs run axe on the pages they exercise; this sweep is what makes "every page" true, the API reference and the
 * not-found page included.
 */
const VIEWS: Record<string, BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  dark: { viewport: { width: 1280, height: 900 }, colorScheme: 'dark' },
};

/** One path of every page, its ids read from the demo ledger the server holds. */
async function everyPage(request: APIRequestContext): Promise<string[]> {
  const first = async <T>(path: string, key: string): Promise<T> => {
    const list = (await api<Record<string, T[]>>(request, path))[key]!;
    expect(list.length, path).toBeGreaterThan(0);
    return list[0]!;
  };
  const block = await first<{ number: number }>('/api/v1/blocks?limit=1', 'blocks');
  const transaction = await first<{ transaction_id: string }>('/api/v1/transactions?limit=1', 'transactions');
  const account = await first<{ account: string }>('/api/v1/accounts?limit=1&account.id=gte:0.0.1001', 'accounts');
  const contract = await first<{ contract_id: string }>('/api/v1/contracts?limit=1', 'contracts');
  const token = await first<{ token_id: string }>('/api/v1/tokens?limit=1&type=FUNGIBLE_COMMON', 'tokens');
  const nft = await first<{ token_id: string; serial_number: number }>(
    `/api/v1/tokens/${(await first<{ token_id: string }>('/api/v1/tokens?limit=1&type=NON_FUNGIBLE_UNIQUE', 'tokens')).token_id}/nfts?limit=1`,
    'nfts',
  );
  const message = await first<{ entity_id: string }>(
    '/api/v1/transactions?transactiontype=CONSENSUSSUBMITMESSAGE&limit=1',
    'transactions',
  );
  const schedule = await first<{ schedule_id: string }>('/api/v1/schedules?limit=1', 'schedules');
  const node = await first<{ node_id: number }>('/api/v1/network/nodes?limit=1', 'nodes');
  const { incidents } = await json<{ incidents: WireIncident[] }>(request, '/api/v2/incidents.json');
  expect(incidents.length, "the demo ledger's past incidents").toBeGreaterThan(0);
  const accountPath = `/accounts/${account.account}`;
  return [
    '/',
    '/blocks',
    `/blocks/${block.number}`,
    '/transactions',
    `/transactions/${transaction.transaction_id}`,
    '/accounts',
    accountPath,
    ...[
      'tokens',
      'nfts',
      'allowances',
      'allowances/tokens',
      'allowances/nfts',
      'rewards',
      'airdrops',
      'airdrops/outstanding',
    ].map((tab) => `${accountPath}/${tab}`),
    `${accountPath}?direction=in&min_hbar=1`,
    `/contracts/${contract.contract_id}`,
    '/tokens',
    `/tokens/${token.token_id}`,
    `/tokens/${nft.token_id}/nfts`,
    `/tokens/${nft.token_id}/nfts/${nft.serial_number}`,
    `/topics/${message.entity_id}`,
    '/schedules',
    `/schedules/${schedule.schedule_id}`,
    '/nodes',
    `/nodes/${node.node_id}`,
    '/staking',
    '/staking?amount=1000',
    '/network',
    '/network?period=day',
    '/search?q=0.0.98',
    '/blocks/999999999999',
    '/status',
    '/status/history',
    `/status/incidents/${incidents[0]!.id}`,
    '/status/admin',
    '/status/subscription',
    '/api/v1/docs',
  ];
}

/** Every page in one view; the violations of all of them in one answer, so one run shows the whole list. */
async function sweep(browser: Browser, view: string, paths: string[]): Promise<void> {
  const context = await browser.newContext(VIEWS[view]);
  const page = await context.newPage();
  const failures: string[] = [];
  try {
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('main h1').first(), path).toBeVisible();
      // Let the first live refresh land: axe checks the page a reader sees after hydration, not its skeleton.
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      if (view === 'dark') await expect(page.locator('html'), path).toHaveClass(/dark/);
      await expectAccessible(page).catch((error: Error) => failures.push(`${view} ${path}: ${error.message}`));
    }
  } finally {
    await context.close();
  }
  expect(failures).toEqual([]);
}

test.describe('axe on every page, desktop, phone and dark', () => {
  test.describe.configure({ timeout: 600_000 });
  let paths: string[] = [];
  test.beforeAll(async ({ request }) => {
    paths = await everyPage(request);
  });
  for (const view of Object.keys(VIEWS)) {
    test(view, async ({ browser }) => sweep(browser, view, paths));
  }
});
