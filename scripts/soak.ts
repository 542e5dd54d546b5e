// npm run soak — the production server on a fresh demo ledger (live), asked at a fixed rate for a mix of API and page
// URLs for SOAK_MINUTES (30); prints errors and the server's memory each minute, and fails when any answer was an
// error or memory kept growing after warm-up. Run on demand, not in CI (docs/reliability.md has its figures).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { buildIfMissing, spawnProductServer } from './product-server';
import { percentile } from './faults/load';

const minutes = Number(process.env.SOAK_MINUTES ?? 30);
const rate = Number(process.env.SOAK_RATE ?? 20); // requests per second
const port = Number(process.env.SOAK_PORT ?? 3480);
const base = `http://127.0.0.1:${port}`;
const dataDir = '.data-soak';

const URLS = [
  '/api/v1/blocks?limit=10',
  '/api/v1/transactions?limit=25',
  '/api/v1/accounts?limit=25',
  '/api/v1/network/nodes',
  '/api/v1/tokens?limit=25',
  '/api/v1/contracts/results?limit=10',
  '/api/v1/balances?limit=25',
  '/api/v1/network/supply',
  '/api/v2/summary.json',
  '/status',
  '/',
  '/blocks',
  '/transactions',
  '/accounts',
];

const rssMb = (pid: number) =>
  Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

buildIfMissing();
rmSync(dataDir, { recursive: true, force: true });
const server = spawnProductServer(
  port,
  { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STATUS_DATABASE_URL: '', DEMO_LIVE: '1', DEMO_BLOCKS: '600' },
  { stdio: 'ignore', args: ['--demo'] },
);
process.on('exit', () => server.pid && process.kill(-server.pid, 'SIGTERM'));
const waitFrom = Date.now();
while (Date.now() - waitFrom < 180_000) {
  try {
    if ((await fetch(`${base}/api/v1/blocks?limit=1`)).ok) break;
  } catch {
    // starting
  }
  await sleep(500);
}

// Each discovered URL once, so the detail pages are in the mix too.
const { transactions } = (await (await fetch(`${base}/api/v1/transactions?limit=5`)).json()) as {
  transactions: { transaction_id: string }[];
};
const mix = [
  ...URLS,
  ...transactions.map((t) => `/transactions/${t.transaction_id}`),
  ...transactions.map((t) => `/api/v1/transactions/${t.transaction_id}`),
];

let errors = 0;
let sent = 0;
const minuteLatencies: number[] = [];
const started = Date.now();
const memory: number[] = [];
console.log(`soak: ${minutes} min at ${rate} req/s over ${mix.length} URLs, server pid ${server.pid}`);
console.log('minute  requests  errors  p50 ms  p95 ms  rss MB');
const ticker = setInterval(() => {
  const url = mix[sent % mix.length]!;
  sent += 1;
  const t = performance.now();
  fetch(`${base}${url}`, { signal: AbortSignal.timeout(15_000) })
    .then(async (r) => {
      await r.arrayBuffer();
      if (r.status >= 500) errors += 1;
    })
    .catch(() => {
      errors += 1;
    })
    .finally(() => minuteLatencies.push(performance.now() - t));
}, 1000 / rate);

for (let minute = 1; minute <= minutes; minute++) {
  await sleep(started + minute * 60_000 - Date.now());
  const rss = rssMb(server.pid!);
  memory.push(rss);
  const done = minuteLatencies.splice(0);
  console.log(
    `${String(minute).padStart(6)}  ${String(done.length).padStart(8)}  ${String(errors).padStart(6)}  ${percentile(done, 50).toFixed(0).padStart(6)}  ${percentile(done, 95).toFixed(0).padStart(6)}  ${rss.toFixed(0).padStart(6)}`,
  );
}
clearInterval(ticker);
await sleep(2_000);
// Flat after warm-up: the last third's mean within 15% of the middle third's.
const third = Math.max(1, Math.floor(memory.length / 3));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const middle = mean(memory.slice(third, 2 * third));
const last = mean(memory.slice(-third));
const growth = last / middle - 1;
console.log(
  `soak: ${sent} requests, ${errors} errors; memory middle third ${middle.toFixed(0)} MB, last third ${last.toFixed(0)} MB (${(growth * 100).toFixed(1)}%)`,
);
process.exit(errors === 0 && growth < 0.15 ? 0 : 1);
