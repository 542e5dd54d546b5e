/** The typical requests of each endpoint, discovered from the served ledger itself (as the reference's k6 suite does). */
export interface Target {
  endpoint: string;
  kind: string;
  path: string;
}

async function get<T>(base: string, path: string): Promise<T> {
  const response = await fetch(base + path);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

type Page = { links: { next: string | null } };

/** Follows links.next `pages` times: a cursor deep into the list. */
async function deepPage(base: string, first: string, pages: number): Promise<string> {
  let path = first;
  for (let i = 0; i < pages; i++) {
    const next = (await get<Page>(base, path)).links.next;
    if (!next) break;
    path = next;
  }
  return path;
}

function hexOfBase64(text: string): string {
  return Buffer.from(text, 'base64').toString('hex');
}

export async function discoverTargets(base: string, deep = 40): Promise<Target[]> {
  const targets: Target[] = [];
  const add = (endpoint: string, kind: string, path: string) => targets.push({ endpoint, kind, path });

  const blocks = await get<{ blocks: { number: number; hash: string }[] }>(base, '/api/v1/blocks?limit=25');
  const block = blocks.blocks[10] ?? blocks.blocks[0]!;
  add('/blocks', 'first page', '/api/v1/blocks?limit=25');
  add('/blocks', 'deep page', await deepPage(base, '/api/v1/blocks?limit=25', deep));
  add('/blocks/{id}', 'by number', `/api/v1/blocks/${block.number}`);
  add('/blocks/{id}', 'by hash', `/api/v1/blocks/${block.hash}`);

  const txs = await get<{ transactions: { transaction_id: string; transaction_hash: string }[] }>(base, '/api/v1/transactions?limit=25');
  const tx = txs.transactions[5] ?? txs.transactions[0]!;
  add('/transactions', 'first page', '/api/v1/transactions?limit=25');
  add('/transactions', 'deep page', await deepPage(base, '/api/v1/transactions?limit=25', deep));
  add('/transactions/{id}', 'by id', `/api/v1/transactions/${tx.transaction_id}`);
  add('/transactions/{id}', 'by hash', `/api/v1/transactions/0x${hexOfBase64(tx.transaction_hash)}`);

  const calls = await get<{ transactions: { transaction_id: string; transaction_hash: string }[] }>(
    base,
    '/api/v1/transactions?transactiontype=CONTRACTCALL&result=success&limit=1',
  );
  const call = calls.transactions[0];
  if (call) {
    add('/contracts/results/{id}/actions', 'by id', `/api/v1/contracts/results/${call.transaction_id}/actions`);
  }

  const accounts = await get<{ accounts: { account: string }[] }>(base, '/api/v1/accounts?limit=25&account.id=gte:0.0.1001');
  const account = accounts.accounts[3]?.account ?? '0.0.1001';
  add('/accounts', 'first page', '/api/v1/accounts?limit=25');
  add('/accounts', 'deep page', await deepPage(base, '/api/v1/accounts?limit=25', Math.min(deep, 8)));
  add('/accounts/{id}', 'by id', `/api/v1/accounts/${account}`);
  add('/accounts/{id}/tokens', 'by id', `/api/v1/accounts/${account}/tokens`);
  add('/accounts/{id}/nfts', 'by id', `/api/v1/accounts/${account}/nfts`);
  add('/accounts/{id}/rewards', 'by id', `/api/v1/accounts/${account}/rewards`);
  add('/accounts/{id}/allowances/crypto', 'by id', `/api/v1/accounts/${account}/allowances/crypto`);
  add('/transactions?account.id', 'first page', `/api/v1/transactions?account.id=${account}&limit=25`);

  const schedules = await get<{ schedules: { schedule_id: string }[] }>(base, '/api/v1/schedules?limit=25');
  add('/schedules', 'first page', '/api/v1/schedules?limit=25');
  if (schedules.schedules[0]) add('/schedules/{id}', 'by id', `/api/v1/schedules/${schedules.schedules[0].schedule_id}`);
  add('/network/nodes', 'first page', '/api/v1/network/nodes');
  return targets;
}
