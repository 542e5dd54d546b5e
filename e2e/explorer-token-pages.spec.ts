import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { api, literal, shootAll } from './explorer-helpers';

type Summary = { token_id: string; name: string; symbol: string; type: string };
type TokenInfo = Summary & { decimals: string; total_supply: string; treasury_account_id: string };
type Holder = { account: string; balance: number };
type Nft = { token_id: string; serial_number: number; account_id: string | null; metadata: string; deleted: boolean };
type NftTx = {
  consensus_timestamp: string;
  transaction_id: string;
  type: string;
  sender_account_id: string | null;
  receiver_account_id: string | null;
};

/** Whole units with separators, trailing zeros of the fraction dropped (as the explorer writes them). */
function whole(amount: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const fraction = decimals > 0 ? (amount % scale).toString().padStart(decimals, '0').replace(/0+$/, '') : '';
  return `${(amount / scale).toLocaleString('en-US')}${fraction ? `.${fraction}` : ''}`;
}

/** The fungible token with the most holders among the first ones (the demo moves some of each between users). */
async function fungibleWithHolders(request: APIRequestContext): Promise<{ token: TokenInfo; holders: Holder[] }> {
  const { tokens } = await api<{ tokens: Summary[] }>(request, '/api/v1/tokens?type=FUNGIBLE_COMMON&limit=10');
  let best: { token: TokenInfo; holders: Holder[] } | null = null;
  for (const { token_id } of tokens) {
    const { balances } = await api<{ balances: Holder[] }>(
      request,
      `/api/v1/tokens/${token_id}/balances?account.balance=gt:0&limit=25`,
    );
    if (!best || balances.length > best.holders.length)
      best = { token: await api<TokenInfo>(request, `/api/v1/tokens/${token_id}`), holders: balances };
  }
  expect(best?.holders.length ?? 0, 'a fungible token with holders').toBeGreaterThan(2);
  return best!;
}

/** The demo's collection whose metadata is its picture inline (lib/demo/tokens.ts). */
async function artPrints(request: APIRequestContext): Promise<Summary> {
  const { tokens } = await api<{ tokens: Summary[] }>(request, '/api/v1/tokens?name=Art%20Prints');
  const token = tokens.find((t) => t.symbol === 'ART' && t.type === 'NON_FUNGIBLE_UNIQUE');
  expect(token, 'the Art Prints collection').toBeDefined();
  return token!;
}

async function typeInSearch(page: Page, text: string) {
  const box = page.getByRole('search').getByRole('combobox', { name: 'Search' });
  const tokens = page.getByRole('listbox', { name: 'Search results' }).getByRole('group', { name: 'Tokens' });
  // Typing before hydration is lost; type again until the box reacts.
  await expect(async () => {
    await box.fill('');
    await box.pressSequentially(text);
    await expect(tokens).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  return tokens;
}

test.describe('token pages (desktop, phone, dark, axe)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a fungible token lists its holders with balances in its units and their share, paged', async ({
    page,
    browser,
    request,
  }) => {
    const { token, holders } = await fungibleWithHolders(request);
    const decimals = Number(token.decimals);
    const path = `/tokens/${token.token_id}`;
    await page.goto(path);
    const region = page.getByRole('region', { name: 'Holders' });
    const first = region.getByRole('row').nth(1);
    await expect(first.locator('td[data-label="Account"]')).toContainText(holders[0]!.account);
    await expect(first.locator('td[data-label="Balance"]')).toContainText(
      `${whole(BigInt(holders[0]!.balance), decimals)} ${token.symbol}`,
    );
    // The share, worked out here in whole ten-thousandths of a percent.
    const share = (BigInt(holders[0]!.balance) * 1_000_000n) / BigInt(token.total_supply);
    const shareText = `${share / 10_000n}${share % 10_000n ? `.${(share % 10_000n).toString().padStart(4, '0').replace(/0+$/, '')}` : ''}%`;
    await expect(first.locator('td[data-label="Share of supply"]')).toHaveText(share === 0n ? '< 0.0001%' : shareText);
    await expect(region.getByRole('row')).toHaveCount(holders.length + 1);
    await expect(first.getByRole('link', { name: holders[0]!.account })).toHaveAttribute(
      'href',
      `/accounts/${holders[0]!.account}`,
    );

    await shootAll(page, browser, path, 'token-holders', async (p) => {
      await expect(p.getByRole('region', { name: 'Holders' }).getByRole('row').nth(1)).toBeVisible();
    });

    // One holder a page: Next moves past the first holder, Previous comes back to it.
    await page.goto(`${path}?limit=1`);
    await expect(region.getByRole('row')).toHaveCount(2);
    await region.getByRole('link', { name: 'Next page →' }).click();
    await expect(page).toHaveURL(/account\.id=lt/);
    await expect(region.getByRole('row').nth(1)).toContainText(holders[1]!.account);
    await region.getByRole('link', { name: '← Previous page' }).click();
    await expect(region.getByRole('row').nth(1)).toContainText(holders[0]!.account);
    // A fungible token has no NFTs tab, and its /nfts path leads back to its holders.
    await expect(page.getByRole('navigation', { name: 'Token sections' }).getByRole('link')).toHaveText(['Holders']);
    await page.goto(`${path}/nfts`);
    await expect(page).toHaveURL(new RegExp(`${literal(path)}$`));
  });

  test('an NFT collection shows its serials as a grid, pictures only from inline metadata', async ({
    page,
    browser,
    request,
  }) => {
    const csp: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
    });
    const art = await artPrints(request);
    const { nfts } = await api<{ nfts: Nft[] }>(request, `/api/v1/tokens/${art.token_id}/nfts?limit=25`);
    const live = nfts.find((n) => !n.deleted)!;
    const path = `/tokens/${art.token_id}/nfts`;
    await page.goto(path);
    await expect(
      page.getByRole('navigation', { name: 'Token sections' }).getByRole('link', { name: 'NFTs' }),
    ).toHaveAttribute('aria-current', 'page');
    const grid = page.getByRole('region', { name: 'NFTs', exact: true }).getByRole('list', { name: 'Serials' });
    await expect(grid.getByRole('listitem')).toHaveCount(nfts.length);
    const tile = grid
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: `Serial #${live.serial_number}`, exact: true }) });
    await expect(tile).toContainText(live.account_id!);
    const picture = tile.getByRole('img', { name: `Picture of serial ${live.serial_number}, from its metadata` });
    const metadata = Buffer.from(live.metadata, 'base64').toString('utf8');
    expect(metadata).toMatch(/^data:image\/gif;base64,/);
    await expect(picture).toHaveAttribute('src', metadata);
    // Drawn: the 4×4 GIF decoded under the page's CSP.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(4);
    expect(csp).toEqual([]);

    await shootAll(page, browser, path, 'token-nfts', async (p) => {
      await expect(p.getByRole('list', { name: 'Serials' }).getByRole('img').first()).toBeVisible();
    });

    // Another collection's metadata is a URI: shown as text, never fetched or drawn.
    const { tokens } = await api<{ tokens: Summary[] }>(request, '/api/v1/tokens?type=NON_FUNGIBLE_UNIQUE&limit=25');
    const other = tokens.find((t) => t.symbol !== 'ART')!;
    const { nfts: others } = await api<{ nfts: Nft[] }>(request, `/api/v1/tokens/${other.token_id}/nfts?limit=1`);
    await page.goto(`/tokens/${other.token_id}/nfts`);
    const uri = Buffer.from(others[0]!.metadata, 'base64').toString('utf8');
    expect(uri).toMatch(/^ipfs:\/\//);
    const otherGrid = page.getByRole('list', { name: 'Serials' });
    await expect(otherGrid.getByText(uri)).toBeVisible();
    await expect(otherGrid.getByRole('img')).toHaveCount(0);
  });

  test('a serial has its own page: owner, metadata and its history, each event linked to its transaction', async ({
    page,
    browser,
    request,
  }) => {
    const art = await artPrints(request);
    const { nfts } = await api<{ nfts: Nft[] }>(request, `/api/v1/tokens/${art.token_id}/nfts?limit=25`);
    // The serial with the longest history (minted, then moved), so the list has more than its mint.
    let best: { nft: Nft; history: NftTx[] } | null = null;
    for (const nft of nfts) {
      const { transactions } = await api<{ transactions: NftTx[] }>(
        request,
        `/api/v1/tokens/${art.token_id}/nfts/${nft.serial_number}/transactions?limit=25`,
      );
      if (!best || transactions.length > best.history.length) best = { nft, history: transactions };
    }
    const { nft, history } = best!;
    const path = `/tokens/${art.token_id}/nfts/${nft.serial_number}`;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${art.token_id} #${nft.serial_number}`);
    const summary = page.getByRole('region', { name: 'NFT', exact: true });
    await expect(summary).toContainText('Art Prints');
    if (nft.account_id)
      await expect(summary.getByRole('link', { name: nft.account_id })).toHaveAttribute(
        'href',
        `/accounts/${nft.account_id}`,
      );
    await expect(
      summary.getByRole('img', { name: `Picture of serial ${nft.serial_number}, from its metadata` }),
    ).toBeVisible();

    const rows = page.getByRole('region', { name: 'History' }).getByRole('row');
    await expect(rows).toHaveCount(history.length + 1);
    const newest = history[0]!;
    const row = rows.nth(1);
    // The type in words, the API's name on hover.
    const type = row.locator('td[data-label="Type"] [title]');
    await expect(type).toHaveAttribute('title', newest.type);
    await expect(type).not.toHaveText(newest.type);
    for (const account of [newest.sender_account_id, newest.receiver_account_id])
      if (account) await expect(row.locator('td[data-label="From → to"]')).toContainText(account);
    // The oldest event is its mint: from nobody to the treasury.
    expect(history.at(-1)!.type).toBe('TOKENMINT');
    await expect(rows.last().locator('td[data-label="From → to"]')).toContainText('new');

    await shootAll(page, browser, path, 'nft', async (p) => {
      await expect(p.getByRole('region', { name: 'History' }).getByRole('row').nth(1)).toBeVisible();
    });

    await row.getByRole('link', { name: newest.transaction_id }).click();
    await expect(page).toHaveURL(new RegExp(`/transactions/${literal(newest.transaction_id)}`));

    // A serial the collection never minted is not found, in the HTML itself.
    const missing = await request.get(`/tokens/${art.token_id}/nfts/999999`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain(`The ledger has no NFT ${art.token_id} #999999.`);
  });

  test('/tokens lists every token newest first with its supply and treasury, filtered by type and paged', async ({
    page,
    browser,
    request,
  }) => {
    const { tokens } = await api<{ tokens: Summary[] }>(request, '/api/v1/tokens?order=desc&limit=25');
    const newest = await api<TokenInfo>(request, `/api/v1/tokens/${tokens[0]!.token_id}`);
    await page.goto('/blocks');
    await page.getByRole('navigation').getByRole('link', { name: 'Tokens', exact: true }).first().click();
    await expect(page).toHaveURL(/\/tokens$/);
    const region = page.getByRole('region', { name: 'Tokens' });
    await expect(region.getByRole('row')).toHaveCount(tokens.length + 1);
    const first = region.getByRole('row').nth(1);
    await expect(first.locator('td[data-label="Token"]')).toContainText(newest.token_id);
    await expect(first.locator('td[data-label="Name"]')).toHaveText(newest.name);
    await expect(first.locator('td[data-label="Symbol"]')).toHaveText(newest.symbol);
    await expect(first.locator('td[data-label="Total supply"]')).toContainText(
      whole(BigInt(newest.total_supply), Number(newest.decimals)),
    );
    await expect(first.locator('td[data-label="Treasury"]')).toContainText(newest.treasury_account_id);

    await shootAll(page, browser, '/tokens', 'tokens', async (p) => {
      await expect(p.getByRole('region', { name: 'Tokens' }).getByRole('row').nth(1)).toBeVisible();
    });

    await region.getByRole('group', { name: 'Token type' }).getByRole('link', { name: 'NFT', exact: true }).click();
    await expect(page).toHaveURL(/type=NON_FUNGIBLE_UNIQUE/);
    await expect(region.locator('td[data-label="Type"]').first()).toHaveText('NFT collection');
    await expect(region.locator('td[data-label="Type"]').filter({ hasText: 'Fungible' })).toHaveCount(0);

    await page.goto('/tokens?limit=2');
    await region.getByRole('link', { name: 'Next page →' }).click();
    await expect(page).toHaveURL(/token\.id=lt/);
    await expect(region.getByRole('row').nth(1)).toContainText(tokens[2]!.token_id);
    await expectAccessible(page);
  });

  test('search finds a token by part of its name and by its symbol', async ({ page, request }) => {
    const { token } = await fungibleWithHolders(request);
    await page.goto('/blocks');
    // Part of the name, in another case.
    const byName = await typeInSearch(page, token.name.slice(1, 8).toLowerCase());
    const named = byName.getByRole('option').filter({ hasText: new RegExp(`^${literal(token.token_id)}(?!\\d)`) });
    await expect(named).toContainText(`${token.name} (${token.symbol}) · fungible token`);
    await named.click();
    await expect(page).toHaveURL(new RegExp(`/tokens/${literal(token.token_id)}$`));

    const bySymbol = await typeInSearch(page, token.symbol.toLowerCase());
    const option = bySymbol.getByRole('option').filter({ hasText: new RegExp(`^${literal(token.token_id)}(?!\\d)`) });
    await expect(option).toContainText(`(${token.symbol})`);
    await expectAccessible(page);
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/tokens/${literal(token.token_id)}$`));

    // Text that matches nothing says it was looked up as a token, too.
    await page.goto('/search?q=no-such-token-anywhere');
    await expect(page.getByRole('status')).toContainText('no token has it in its name or as its symbol');
  });
});
