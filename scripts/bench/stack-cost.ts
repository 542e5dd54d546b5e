// npm run bench:stack — what the server around the /api/v1 router costs per request: the same router, the same
// database and the same URL mix, served by the product server (dist/server.mjs: /api/v1 on its own listener beside
// Next.js), by plain `next start` (/api/v1 through the route handler) and by a bare node:http server
// (scripts/bench/bare-server.ts), one after the other; CPU ms per request of each server's process tree.
// BENCH_DATABASE_URL (a read-only ledger, e.g. the reference harness's) or a generated 100,000-transaction ledger.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBenchLedger } from './ledger';
import { measureMix } from './measure';
import { cpuMsPerRequest, treeCpuMs } from './process-cpu';
import { startNextOnly, startOurServer, type RunningServer } from './servers';
import { discoverTargets } from './targets';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? (await ensureBenchLedger(100_000));

async function startBareServer(port: number): Promise<RunningServer> {
  const tsx = path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs');
  const child = spawn(process.execPath, [tsx, 'scripts/bench/bare-server.ts', String(port)], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LEDGER_READ_ONLY: '1', RESPONSE_CACHE: 'off', DEMO_LIVE: '0' },
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/v1/blocks?limit=1`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    name: 'bare node:http',
    base,
    pid: child.pid!,
    async stop() {
      process.kill(-child.pid!, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

async function load(server: RunningServer, paths: string[]) {
  await measureMix(server.base, paths, { seconds: 3, connections }); // warm-up: JIT, pool, plans
  const before = treeCpuMs(server.pid);
  const figures = await measureMix(server.base, paths, { seconds, connections });
  const cpu = cpuMsPerRequest(before, treeCpuMs(server.pid), figures.requests);
  return { ...figures, cpu };
}

const results: { name: string; requestsPerSecond: number; p50: number; p90: number; cpu: number; non2xx: number }[] =
  [];
let paths: string[] = [];
for (const start of [
  () => startOurServer({ port: 3461, databaseUrl }),
  () => startNextOnly({ port: 3463, databaseUrl }),
  () => startBareServer(3462),
]) {
  const server = await start();
  try {
    if (!paths.length) paths = (await discoverTargets(server.base, databaseUrl)).map((t) => t.path);
    results.push({ name: server.name, ...(await load(server, paths)) });
  } finally {
    await server.stop();
  }
}
console.log(`\n${paths.length} URLs, ${seconds} s × ${connections} connections each, response cache off`);
console.log(
  `${'server'.padEnd(18)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p90 ms'.padStart(9)}${'CPU ms/req'.padStart(12)}${'non-2xx'.padStart(9)}`,
);
for (const r of results) {
  console.log(
    `${r.name.padEnd(18)}${r.requestsPerSecond.toFixed(0).padStart(8)}${r.p50.toFixed(1).padStart(9)}${r.p90.toFixed(1).padStart(9)}${r.cpu.toFixed(2).padStart(12)}${String(r.non2xx).padStart(9)}`,
  );
}
const [ours, nextOnly, bare] = results;
const over = (server: (typeof results)[number]) =>
  `${(server.cpu - bare!.cpu).toFixed(2)} ms CPU per request (${((server.cpu / bare!.cpu - 1) * 100).toFixed(0)}%) over the bare server`;
if (ours && nextOnly && bare) {
  console.log(`route-handler stack (next start): ${over(nextOnly)}`);
  console.log(`product server (dist/server.mjs, /api/v1 beside Next.js): ${over(ours)}`);
}
