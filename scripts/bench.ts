// npm run bench — generates PostgreSQL ledgers of 100,000 and 1,000,000 transactions (reused when present),
// serves each with the production build, and loads every endpoint's typical requests with autocannon.
// Prints p50/p95/p99 latency (ms) and requests/s per endpoint and size. Response cache off: these are
// database figures. BENCH_SIZES=100000,1000000 BENCH_SECONDS=5 BENCH_CONNECTIONS=10 adjust it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureBenchLedger } from './bench/ledger';
import { measure } from './bench/measure';
import { discoverTargets } from './bench/targets';

const sizes = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3450);
const base = `http://127.0.0.1:${port}`;

async function serve(databaseUrl: string): Promise<() => void> {
  const server = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LEDGER_READ_ONLY: '1', RESPONSE_CACHE: 'off', DEMO_LIVE: '0', DATA_DIR: '.bench/status' },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      /* gone */
    }
  };
  process.on('exit', stop);
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/v1/blocks?limit=1`)).ok) return stop;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('server did not start');
}

const pad = (text: string, n: number) => text.padEnd(n);
const num = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-').padStart(8);

if (!existsSync('.next/BUILD_ID')) spawnSync('npx', ['next', 'build'], { stdio: 'inherit' });
for (const size of sizes) {
  const url = await ensureBenchLedger(size);
  const stop = await serve(url);
  try {
    console.log(`\n${size.toLocaleString('en-US')} transactions — ${seconds} s × ${connections} connections per request`);
    console.log(`${pad('endpoint', 36)}${pad('request', 12)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}${'req/s'.padStart(9)}`);
    for (const target of await discoverTargets(base)) {
      await measure(base + target.path, { seconds: 1, connections: 2 }); // warm up
      const f = await measure(base + target.path, { seconds, connections });
      const errors = f.non2xx ? `  (${f.non2xx} non-2xx)` : '';
      console.log(`${pad(target.endpoint, 36)}${pad(target.kind, 12)}${num(f.p50)}${num(f.p95)}${num(f.p99)}${f.requestsPerSecond.toFixed(0).padStart(9)}${errors}`);
    }
  } finally {
    stop();
  }
}
