import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, shootAll } from './explorer-helpers';

interface Tx {
  transaction_id: string;
  name: string;
  consensus_timestamp: string;
}

interface StateChange {
  contract_id: string | null;
  slot: string;
  value_read: string;
  value_written: string | null;
}

interface Result {
  from: string | null;
  hash: string;
  nonce: number | null;
  type: number | null;
  function_parameters: string;
  logs: { index: number; topics: string[] }[];
  state_changes: StateChange[];
}

interface Log {
  timestamp: string;
  topics: string[];
}

/** topic0 of Transfer(address,address,uint256): ERC-20 and ERC-721 transfers. */
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/** `0.0.1001-1795697711-294461468`: the payer is the part before the first dash. */
const payerOf = (transactionId: string) => transactionId.split('-')[0]!;

/** The entity id of a long-zero EVM address (the demo's signers have no alias address). */
const entityOf = (address: string) => `0.0.${BigInt(`0x${address.slice(-16)}`)}`;

/** A 32-byte word as the state changes show it: without its leading zeros. */
const compact = (word: string) => `0x${word.slice(2).replace(/^0+(?=.)/, '')}`;

/** The value cell of a label/value row of a card. */
const field = (card: Locator, label: string) =>
  card.locator(`dt:text-is("${label}")`).locator('xpath=following-sibling::dd[1]');

const card = (page: Page, title: RegExp) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: title }) });

test.describe('contract and Ethereum transactions', () => {
  // Three views of each page, axe on each: more than the default minute on a busy machine, as for the other sections.
  test.describe.configure({ timeout: 180_000 });
  test('an Ethereum transaction shows its signer first, the relay beside it, its Ethereum fields and decoded input', async ({
    page,
    browser,
    request,
  }) => {
    const { transactions } = await api<{ transactions: Tx[] }>(
      request,
      '/api/v1/transactions?transactiontype=ETHEREUMTRANSACTION&result=success&limit=25',
    );
    const tx = transactions.find((t) => t.name === 'ETHEREUMTRANSACTION');
    expect(tx, 'a successful Ethereum transaction in the demo ledger').toBeDefined();
    const result = await api<Result>(request, `/api/v1/contracts/results/${tx!.transaction_id}`);
    expect(result.from).not.toBeNull();
    const signer = entityOf(result.from!);
    const relay = payerOf(tx!.transaction_id);
    expect(signer).not.toBe(relay);

    const path = `/transactions/${tx!.transaction_id}`;
    await page.goto(path);
    const summary = card(page, /^Summary$/);
    // The signer is the sender, named before anything else but the id; the relay is still there, as the relay.
    const labels = await summary.locator('dt').allTextContents();
    expect(labels.slice(0, 3)).toEqual(['Transaction ID', 'Sender', 'Relayed by']);
    expect(labels).not.toContain('Payer');
    await expect(field(summary, 'Sender').getByRole('link', { name: signer, exact: true })).toBeVisible();
    await expect(field(summary, 'Sender')).toContainText('Ethereum signer');
    await expect(field(summary, 'Relayed by').getByRole('link', { name: relay, exact: true })).toBeVisible();

    const ethereum = card(page, /^Ethereum transaction$/);
    await expect(field(ethereum, 'Ethereum hash')).toContainText(result.hash);
    await expect(field(ethereum, 'Nonce')).toHaveText(String(result.nonce));
    await expect(field(ethereum, 'Type')).toContainText(String(result.type));
    await expect(field(ethereum, 'Chain id')).toContainText('295');
    await expect(field(ethereum, 'Signer').getByRole('link', { name: signer, exact: true })).toBeVisible();

    // The demo's Ethereum transactions are ERC-20 transfers: named, with their arguments decoded.
    const contract = card(page, /^Contract result$/);
    const input = contract.locator('section', { has: page.getByRole('heading', { level: 3, name: 'Input' }) });
    await expect(input).toContainText('transfer(address,uint256)');
    const args = input.getByRole('table', { name: 'Arguments of transfer' });
    await expect(args.getByRole('rowheader')).toHaveText(['to', 'value']);
    const recipient = `0x${result.function_parameters.slice(34, 74)}`;
    await expect(args.getByRole('row', { name: /^to/ })).toContainText(recipient);
    const amount = BigInt(`0x${result.function_parameters.slice(74)}`).toLocaleString('en-US');
    await expect(args.getByRole('row', { name: /^value/ })).toContainText(amount);

    await shootAll(page, browser, path, 'eth-tx', async (p) => {
      await expect(p.getByRole('heading', { level: 2, name: 'Ethereum transaction' })).toBeVisible();
    });
  });

  test('a contract call shows its decoded Transfer event and its state changes', async ({ page, browser, request }) => {
    // The live demo's newest calls may all be of one kind: walk back a few pages of logs until one fits.
    let found: { tx: Tx; result: Result } | null = null;
    let next: string | null = '/api/v1/contracts/results/logs?limit=100';
    for (let page = 0; next && !found && page < 10; page++) {
      const listed: { logs: Log[]; links: { next: string | null } } = await api(request, next);
      next = listed.links.next;
      const { logs } = listed;
      for (const timestamp of [...new Set(logs.filter((l) => l.topics[0] === TRANSFER).map((l) => l.timestamp))]) {
        const { transactions } = await api<{ transactions: Tx[] }>(
          request,
          `/api/v1/transactions?timestamp=${timestamp}`,
        );
        const tx = transactions.find((t) => t.name === 'CONTRACTCALL');
        if (!tx) continue;
        const result = await api<Result>(request, `/api/v1/contracts/results/${tx.transaction_id}`);
        if (result.state_changes.some((c) => c.value_written !== null)) {
          found = { tx, result };
          break;
        }
      }
    }
    expect(found, 'a contract call with a Transfer log and a written slot').not.toBeNull();
    const { tx, result } = found!;
    const transfer = result.logs.find((l) => l.topics[0] === TRANSFER)!;
    const written = result.state_changes.find((c) => c.value_written !== null)!;

    const path = `/transactions/${tx.transaction_id}`;
    await page.goto(path);
    const logsCard = card(page, /^Event logs \(\d+\)$/);
    await expect(logsCard.getByRole('heading', { level: 2 })).toHaveText(`Event logs (${result.logs.length})`);
    const log = logsCard.getByRole('listitem', { name: new RegExp(`^Log ${transfer.index}\\b`) });
    await expect(log.getByRole('heading', { level: 3 })).toHaveText(`Log ${transfer.index} Transfer`);
    await expect(log).toContainText('Transfer(address,address,uint256)');
    const args = log.getByRole('table', { name: `Arguments of Transfer (log ${transfer.index})` });
    // ERC-20 puts the value in data, ERC-721 indexes the token id as a fourth topic.
    await expect(args.getByRole('rowheader')).toHaveText([
      'from',
      'to',
      transfer.topics.length === 4 ? 'tokenId' : 'value',
    ]);
    await expect(log).toContainText(transfer.topics[1]!);

    const changes = card(page, /^State changes \(\d+\)$/);
    await expect(changes.getByRole('heading', { level: 2 })).toHaveText(
      `State changes (${result.state_changes.length})`,
    );
    const rows = changes.getByRole('table', { name: 'Storage slots read and written by the call' }).locator('tbody tr');
    await expect(rows).toHaveCount(result.state_changes.length);
    const row = rows.filter({ hasText: compact(written.value_written!) }).first();
    await expect(row).toContainText(compact(written.slot));
    await expect(row).toContainText(compact(written.value_read));
    if (written.contract_id)
      await expect(row.getByRole('link', { name: written.contract_id, exact: true })).toBeVisible();

    await expect(card(page, /^Contract result$/)).toContainText('SUCCESS');
    await shootAll(page, browser, path, 'contract-call', async (p) => {
      await expect(p.getByRole('heading', { level: 2, name: /^State changes/ })).toBeVisible();
    });
  });
});
