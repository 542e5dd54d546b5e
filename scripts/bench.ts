// npm run bench — two modes.
//
// Side by side (when the reference harness is set up, see ../shared/tools/reference-harness, or with
// `npm run bench:reference`): a ledger of BENCH_TRANSACTIONS (default 1,000,000) generated into a copy of the
// Mirror Node's own schema on the harness cluster, served by our production build and by the reference Mirror
// Node REST API one after the other, each under the same load (about 400 URLs round-robin, BENCH_CONNECTIONS
// (50) connections for BENCH_SECONDS (30) s after a warm-up); prints req/s, p50/p90/p99, non-2xx and CPU ms per
// request of both servers and the ratios. BENCH_PROFILE=1 also writes a CPU profile of our server to .bench/profiles.
//
// Per endpoint (without the harness, or BENCH_MODE=endpoints): generates PostgreSQL ledgers of 100,000 and
// 1,000,000 transactions with our migrations (reused when present), serves each with the production build, and
// loads each request of every route record's samples (and a page deep into each list) with autocannon; prints
// p50/p95 latency (ms), requests/s and server + PostgreSQL CPU ms per request, and that CPU over the /blocks first
// page's. BENCH_SIZES=100000,1000000 BENCH_SECONDS=3 BENCH_CONNECTIONS=10 adjust it.
//
// Response cache off in both: these are database figures.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureBenchLedger } from './bench/ledger';
import { measure } from './bench/measure';
import { postmasterPid, withCpuPerRequest } from './bench/process-cpu';
import { referenceHarness, startOurServer } from './bench/servers';
import { runSideBySide } from './bench/side-by-side';
import { BASELINE, discoverTargets } from './bench/targets';
import { buildIfMissing } from './product-server';

const port = Number(process.env.BENCH_PORT ?? 3450);
const mode = process.argv.includes('--reference') ? 'reference' : process.env.BENCH_MODE;

const pad = (text: string, n: number) => text.padEnd(n);
const num = (n: number, width: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-').padStart(width);

/** One endpoint request's figures under load, with the CPU the server and PostgreSQL spent per request. */
async function measureTarget(url: string, serverPid: number, postmaster: number, seconds: number, connections: number) {
  await measure(url, { seconds: 1, connections: 2 }); // warm up: JIT, pool, plans
  const figures = await withCpuPerRequest(serverPid, postmaster, () => measure(url, { seconds, connections }));
  return { ...figures, cpu: figures.serverCpuMs + figures.databaseCpuMs };
}

async function perEndpoint(): Promise<void> {
  const sizes = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
  const seconds = Number(process.env.BENCH_SECONDS ?? 3);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  for (const size of sizes) {
    const url = await ensureBenchLedger(size);
    const server = await startOurServer({ port, databaseUrl: url });
    const postmaster = await postmasterPid(url);
    try {
      const targets = await discoverTargets(server.base, url);
      console.log(`\n${size.toLocaleString('en-US')} transactions — ${targets.length} requests, ${seconds} s × ${connections} connections each`);
      console.log('CPU = server + PostgreSQL CPU ms per request; × /blocks = that CPU over the /blocks first page\'s');
      const endpointWidth = Math.max(...targets.map((t) => t.endpoint.length)) + 2;
      const kindWidth = Math.max(...targets.map((t) => t.kind.length)) + 2;
      console.log(`${pad('endpoint', endpointWidth)}${pad('request', kindWidth)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'req/s'.padStart(8)}${'CPU'.padStart(7)}${'× /blocks'.padStart(10)}`);
      let blocksCpu = NaN;
      const slower: string[] = [];
      for (const target of targets) {
        const f = await measureTarget(server.base + target.path, server.pid, postmaster, seconds, connections);
        if (target.path === BASELINE) blocksCpu = f.cpu;
        const ratio = f.cpu / blocksCpu;
        if (ratio > 1) slower.push(`${target.endpoint} ${target.kind} (${ratio.toFixed(2)}×)`);
        const errors = f.non2xx ? `  (${f.non2xx} non-2xx)` : '';
        console.log(
          `${pad(target.endpoint, endpointWidth)}${pad(target.kind, kindWidth)}${num(f.p50, 8)}${num(f.p95, 8)}${f.requestsPerSecond.toFixed(0).padStart(8)}${num(f.cpu, 7, 2)}${num(ratio, 10, 2)}${errors}`,
        );
      }
      console.log(`more CPU per request than /blocks: ${slower.length ? slower.join('; ') : 'none'}`);
    } finally {
      await server.stop();
    }
  }
}

async function sideBySide(harness: string): Promise<void> {
  const order = (process.env.BENCH_ORDER ?? 'reference,ours').split(',');
  if (order.some((name) => name !== 'ours' && name !== 'reference')) throw new Error(`BENCH_ORDER must list ours and/or reference, got "${process.env.BENCH_ORDER}"`);
  await runSideBySide({
    harness,
    transactions: Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000),
    seconds: Number(process.env.BENCH_SECONDS ?? 30),
    warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 5),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
    ourPort: port,
    referencePort: Number(process.env.BENCH_REFERENCE_PORT ?? 5551),
    order: order as ('ours' | 'reference')[],
    profileDir: process.env.BENCH_PROFILE === '1' ? path.resolve('.bench/profiles') : undefined,
  });
}

buildIfMissing();
const harness = referenceHarness();
if (mode === 'reference' && !harness) {
  console.error('bench: no reference harness (set REFHARNESS, or run ../shared/tools/reference-harness/setup.sh first)');
  process.exit(2);
}
if (mode !== 'endpoints' && harness) await sideBySide(harness);
else await perEndpoint();
process.exit(0);
