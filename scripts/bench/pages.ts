// npm run bench:pages — explorer pages against the API answers they are built from (issue 31): home, a transaction,
// an account, a contract, a past block, /tokens and /blocks on the production build with the demo ledger (live:
// blocks keep arriving, so pages kept per block are rendered again as the ledger moves), each BENCH_SECONDS (10) s ×
// BENCH_CONNECTIONS (10), after a short warm-up. Prints requests/s, p50/p97.5 and the server's CPU per request (from
// /proc; it moves far less than requests/s when other work shares the machine). BENCH_PAGE_CACHE=off serves every
// page afresh (RESPONSE_CACHE=off), as before the page cache. Goal: home ≥ 200 req/s, a transaction ≥ 400, p97.5 < 100 ms.
import { spawnProductServer, stopProductServer, waitFor200 } from '../product-server';
import { prepareDemoBench } from './demo-ledger';
import { measure, type Figures } from './measure';
import { cpuMsPerRequest, treeCpuMs } from './process-cpu';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3480);
const dataDir = process.env.BENCH_DATA_DIR ?? '.bench/pages-demo';
const cache = process.env.BENCH_PAGE_CACHE === 'off' ? 'off' : 'on';
// RATE_LIMIT_API_PER_SECOND=0: the load comes from one address, and the per-client limit is not what is measured.
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  STATUS_DATABASE_URL: '',
  DEMO_LIVE: process.env.DEMO_LIVE ?? '1',
  RATE_LIMIT_API_PER_SECOND: '0',
  RESPONSE_CACHE: cache,
};

prepareDemoBench(env);

const server = spawnProductServer(port, env, { args: ['--demo'] });
process.on('exit', () => void stopProductServer(server));
const base = `http://127.0.0.1:${port}`;
await waitFor200(base, '/api/v1/blocks?limit=1', 120);

async function api<T>(url: string): Promise<T> {
  const response = await fetch(base + url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

// The items: the newest at the start, of each kind (a transaction keeps its page as the ledger grows; an account's
// and a contract's move with every block that touches them).
const { transactions } = await api<{ transactions: { transaction_id: string }[] }>(
  '/api/v1/transactions?limit=1&transactiontype=CRYPTOTRANSFER',
);
const { accounts } = await api<{ accounts: { account: string }[] }>('/api/v1/accounts?limit=1&account.id=gte:0.0.1001');
const { contracts } = await api<{ contracts: { contract_id: string }[] }>('/api/v1/contracts?limit=1&order=desc');
const { blocks } = await api<{ blocks: { number: number }[] }>('/api/v1/blocks?limit=1');
const tx = transactions[0]!.transaction_id;
const account = accounts[0]!.account;
const contract = contracts[0]!.contract_id;
const pastBlock = blocks[0]!.number - 10;

// Each page beside the API answer it is mostly built from.
const pairs: [string, string][] = [
  ['/', '/api/v1/blocks?limit=10'],
  [`/transactions/${tx}`, `/api/v1/transactions/${tx}`],
  [`/accounts/${account}`, `/api/v1/accounts/${account}`],
  [`/contracts/${contract}`, `/api/v1/contracts/${contract}`],
  [`/blocks/${pastBlock}`, `/api/v1/blocks/${pastBlock}`],
  ['/tokens', '/api/v1/tokens'],
  ['/blocks', '/api/v1/blocks'],
];

// What the server spends with no request at all (the live demo's blocks, the status page's figures): taken off the
// CPU per request, so a page's figure is what its requests cost.
// Every target asked once first, so the first renders (code loaded, the live demo's catch-up written) are not idle.
for (const target of pairs.flat()) await fetch(base + target).then((response) => response.arrayBuffer());
const idleSeconds = 5;
const idleBefore = treeCpuMs(server.pid!);
await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
const idleMsPerSecond = (treeCpuMs(server.pid!) - idleBefore) / idleSeconds;

type Row = Figures & { target: string; cpuMs: number; grossCpuMs: number };
const rows: Row[] = [];
for (const [page, answer] of pairs) {
  for (const target of [page, answer]) {
    // Warm-up: one request alone (a page's first render loads its code), then a short load.
    await fetch(base + target).then((response) => response.arrayBuffer());
    await measure(base + target, { seconds: 2, connections: 2 });
    const before = treeCpuMs(server.pid!);
    const figures = await measure(base + target, { seconds, connections });
    const after = treeCpuMs(server.pid!);
    const cpuMs = cpuMsPerRequest(before + idleMsPerSecond * seconds, after, figures.requests);
    rows.push({
      ...figures,
      target,
      cpuMs: Math.max(0, cpuMs),
      grossCpuMs: cpuMsPerRequest(before, after, figures.requests),
    });
  }
}
await stopProductServer(server);

console.log(
  `\n${seconds} s × ${connections} connections each, page cache ${cache}, demo ledger ${env.DEMO_LIVE === '0' ? 'still' : 'live'}`,
);
console.log(
  `CPU ms/req: the server's, less its ${idleMsPerSecond.toFixed(0)} ms/s with no request (measured for ${idleSeconds} s first); gross: all of it`,
);
const columns = ['req/s', 'p50 ms', 'p97.5 ms', 'CPU ms/req', 'gross CPU', 'non-2xx'];
console.log(`${'path'.padEnd(56)}${columns.map((c) => c.padStart(11)).join('')}`);
for (const r of rows) {
  const cells = [
    r.requestsPerSecond.toFixed(0),
    r.p50.toFixed(1),
    r.p97_5.toFixed(1),
    r.cpuMs.toFixed(2),
    r.grossCpuMs.toFixed(2),
    String(r.non2xx + r.errors),
  ];
  console.log(`${r.target.padEnd(56)}${cells.map((c) => c.padStart(11)).join('')}`);
}
for (const [page, answer] of pairs) {
  const [p, a] = [rows.find((r) => r.target === page)!, rows.find((r) => r.target === answer)!];
  console.log(`${page}: ${(p.cpuMs / a.cpuMs).toFixed(1)}× the CPU per request of ${answer}`);
}
const goals: [string, number][] = [
  ['/', 200],
  [`/transactions/${tx}`, 400],
];
for (const [target, goal] of goals) {
  const r = rows.find((row) => row.target === target)!;
  const met = r.requestsPerSecond >= goal && r.p97_5 < 100 && r.non2xx + r.errors === 0;
  console.log(
    `${target}: ${r.requestsPerSecond.toFixed(0)} req/s (goal ≥ ${goal}), p97.5 ${r.p97_5.toFixed(0)} ms (goal < 100): ${met ? 'met' : 'NOT met'}`,
  );
}
