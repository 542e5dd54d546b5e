import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, shootAll } from './explorer-helpers';

interface Contract {
  contract_id: string;
  evm_address: string;
}

interface Token {
  token_id: string;
  name: string;
  symbol: string;
  decimals: string;
  type: string;
}

interface ContractResult {
  timestamp: string;
  error_message: string | null;
}

/** The selectors of name() and tokenURI(uint256). */
const NAME = '0x06fdde03';
const TOKEN_URI = '0xc87b56dd';

/** An ABI string answer (offset, length, bytes) as text. */
function abiString(result: string): string {
  const hex = result.slice(2);
  const length = Number(BigInt(`0x${hex.slice(64, 128)}`));
  return Buffer.from(hex.slice(128, 128 + length * 2), 'hex').toString('utf8');
}

async function call(
  request: APIRequestContext,
  to: string,
  data: string,
): Promise<{ status: number; result: string | null }> {
  const response = await request.post('/api/v1/contracts/call', { data: { to, data, block: 'latest' } });
  const body = (await response.json()) as { result?: string };
  return { status: response.status(), result: body.result ?? null };
}

/** The demo's compiled contract whose name() answers `name`: the ERC-20 "Contract Credit", the ERC-721 "Demo Collectible". */
async function contractNamed(request: APIRequestContext, name: string): Promise<Contract> {
  let next: string | null = '/api/v1/contracts?limit=100&order=asc';
  while (next) {
    const page: { contracts: Contract[]; links: { next: string | null } } = await api(request, next);
    for (const contract of page.contracts) {
      const answer = await call(request, contract.evm_address, NAME);
      if (answer.status === 200 && answer.result && answer.result.length >= 194 && abiString(answer.result) === name)
        return contract;
    }
    next = page.links.next;
  }
  throw new Error(`no demo contract named ${name}`);
}

const card = (page: Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** The value a read without inputs shows (its dt is the function's name with parentheses). */
const autoValue = (page: Page, fn: string) =>
  card(page, 'Read contract').locator(`dt:text-is("${fn}()")`).locator('xpath=following-sibling::dd[1]');

const readForm = (page: Page, heading: RegExp) => card(page, 'Read contract').getByRole('form', { name: heading });

test.describe('reading contracts and opcode traces', () => {
  // Three views with axe (about a minute each on the contract page when the machine is shared with builds) and a
  // re-execution: minutes, as for the other sections.
  test.describe.configure({ timeout: 600_000 });

  test('an ERC-20 contract page reads name, symbol, decimals and supply, and balanceOf of an account typed as 0.0.N', async ({
    page,
    browser,
    request,
  }) => {
    const token = await contractNamed(request, 'Contract Credit');
    // The deployer holds most of the supply: its id, from the creating transaction's payer.
    const { logs } = await api<{ logs: { topics: string[] }[] }>(
      request,
      `/api/v1/contracts/${token.contract_id}/results/logs?limit=25&order=asc`,
    );
    const holderAddress = `0x${logs[0]!.topics[2]!.slice(-40)}`;
    const expected = await call(request, token.evm_address, `0x70a08231${holderAddress.slice(2).padStart(64, '0')}`);
    expect(expected.status).toBe(200);
    // The holder as the reader knows it, by its entity id: the page must find the (alias) address the token keys it by.
    const { account: holder } = await api<{ account: string }>(request, `/api/v1/accounts/${holderAddress}`);

    const path = `/contracts/${token.contract_id}`;
    await page.goto(path);
    const panel = card(page, 'Read contract');
    await expect(panel).toContainText('ERC-20');
    await expect(autoValue(page, 'name')).toHaveText('Contract Credit');
    await expect(autoValue(page, 'symbol')).toHaveText('CCR');
    await expect(autoValue(page, 'decimals')).toHaveText('8');
    await expect(autoValue(page, 'totalSupply')).toContainText('2,100,000,000,000,000');
    await expect(autoValue(page, 'totalSupply')).toContainText('21,000,000.00000000');

    const balanceOf = readForm(page, /^balanceOf\(address\)$/);
    await balanceOf.getByRole('textbox', { name: /owner/ }).fill(holder);
    await balanceOf.getByRole('button', { name: 'Query' }).click();
    await expect(balanceOf.locator('output')).toContainText(BigInt(expected.result!).toLocaleString('en-US'));

    // A bad input is refused before any call, naming what was expected.
    const allowance = readForm(page, /^allowance\(address, address\)$/);
    await allowance.getByRole('textbox', { name: /owner/ }).fill('0x1234');
    await allowance.getByRole('textbox', { name: /spender/ }).fill('0.0.2');
    await allowance.getByRole('button', { name: 'Query' }).click();
    await expect(allowance.getByText('Expected an address: 0.0.N or 0x and 40 hex digits')).toBeVisible();
    await expect(allowance.getByRole('textbox', { name: /owner/ })).toHaveAttribute('aria-invalid', 'true');

    await shootAll(page, browser, path, 'read-contract', async (p) => {
      // The panel's chunk loads after the page: on a busy machine that can take longer than the default wait.
      await expect(autoValue(p, 'name')).toHaveText('Contract Credit', { timeout: 90_000 });
    });
  });

  test('an ERC-721 contract page shows a revert with its reason, and a token page reads its facade', async ({
    page,
    request,
  }) => {
    const collectible = await contractNamed(request, 'Demo Collectible');
    const reverted = await call(request, collectible.evm_address, `${TOKEN_URI}${'0'.repeat(64)}`);
    expect(reverted.status).toBe(400);

    await page.goto(`/contracts/${collectible.contract_id}`);
    await expect(card(page, 'Read contract')).toContainText('ERC-721');
    await expect(autoValue(page, 'symbol')).toHaveText('DCOL');
    const tokenURI = readForm(page, /^tokenURI\(uint256\)$/);
    await tokenURI.getByRole('textbox', { name: /tokenId/ }).fill('0');
    await tokenURI.getByRole('button', { name: 'Query' }).click();
    await expect(tokenURI.getByRole('alert')).toHaveText('Reverted: Error("DemoCollectible: no such token")');
    await tokenURI.getByRole('textbox', { name: /tokenId/ }).fill('1');
    await tokenURI.getByRole('button', { name: 'Query' }).click();
    await expect(tokenURI.locator('output')).toHaveText('ipfs://demo-collectible/1');

    // A fungible HTS token answers through the facade at its own address what its record says.
    const { tokens } = await api<{ tokens: { token_id: string; type: string }[] }>(
      request,
      '/api/v1/tokens?type=FUNGIBLE_COMMON&limit=5',
    );
    const info = await api<Token>(request, `/api/v1/tokens/${tokens[0]!.token_id}`);
    await page.goto(`/tokens/${info.token_id}`);
    await expect(card(page, 'Read contract')).toContainText('HIP-719');
    await expect(autoValue(page, 'name')).toHaveText(info.name);
    await expect(autoValue(page, 'symbol')).toHaveText(info.symbol);
    await expect(autoValue(page, 'decimals')).toHaveText(info.decimals);
  });

  test('a failed contract call shows its opcode trace on demand, the reverting step marked with its reason', async ({
    page,
    browser,
    request,
  }) => {
    const token = await contractNamed(request, 'Contract Credit');
    let failed: ContractResult | null = null;
    let next: string | null = `/api/v1/contracts/${token.contract_id}/results?limit=100`;
    for (let i = 0; next && !failed && i < 10; i++) {
      const listed: { results: ContractResult[]; links: { next: string | null } } = await api(request, next);
      failed = listed.results.find((r) => r.error_message) ?? null;
      next = listed.links.next;
    }
    expect(failed, 'a reverted call of the demo ERC-20').not.toBeNull();
    const tx = await api<{ transactions: { transaction_id: string }[] }>(
      request,
      `/api/v1/transactions?timestamp=${failed!.timestamp}`,
    );
    const path = `/transactions/${tx.transactions[0]!.transaction_id}`;

    await page.goto(path);
    const trace = card(page, 'Opcode trace');
    // Nothing is re-executed until asked for.
    await expect(trace.getByRole('table')).toHaveCount(0);
    const show = async (p: Page) => {
      const button = card(p, 'Opcode trace').getByRole('button', { name: 'Show the opcode trace' });
      const reason = card(p, 'Opcode trace').getByTestId('revert-reason');
      // The card may still be on its way when the page has loaded (count() does not wait: a phone page once counted
      // no button, clicked nothing and waited for a trace nobody asked for); wait for the button or the trace.
      await expect(button.or(reason)).toBeVisible({ timeout: 30_000 });
      if (await button.isVisible()) await button.click();
      await expect(reason).toContainText('Error("transfer amount exceeds balance")', { timeout: 30_000 });
    };
    await show(page);
    await expect(trace).toContainText('✗ failed');
    await trace.getByRole('button', { name: 'Go to the step that reverted' }).click();
    const row = trace.locator('tr[data-reverted]');
    await expect(row).toBeVisible();
    await expect(row).toContainText('REVERT');
    // Going to the step opens its state.
    await expect(row.getByRole('button', { name: /^State of step/ })).toHaveAttribute('aria-expanded', 'true');
    await trace.getByRole('button', { name: 'Load stack, memory and storage' }).click();
    await expect(trace.getByRole('region', { name: /^Stack at step/ })).toContainText('Stack (', { timeout: 30_000 });
    await expect(trace.getByRole('region', { name: /^Memory at step/ })).toContainText('0x0:');

    await shootAll(page, browser, path, 'opcode-trace', show);
  });
});
