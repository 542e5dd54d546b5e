// npm run bench:status — the public status page against the status API it is built from and a ledger page of the
// same server: `/api/v1/blocks`, `/api/v2/summary.json` and `/status` on the production build with a demo ledger,
// one after the other, BENCH_SECONDS (10) s × BENCH_CONNECTIONS (10) each, BENCH_ROUNDS (1) times alternating (the
// median round is printed). The goals (issue 29): summary.json ≥ /api/v1/blocks in requests/s, /status ≥
// summary.json, p95 < 100 ms. CPU ms per request (the server's, from /proc) is printed beside them: unlike
// requests/s it hardly moves when other work shares the machine. Each path is asked with each Accept-Encoding of
// BENCH_ENCODINGS (all three by default): `browser`, what Chromium and Firefox send (`gzip, deflate, br, zstd`);
// `gzip`, what most HTTP clients send; `identity`, none, as autocannon asks by default. The goals are judged on the
// first: a status page is read in a browser. Without compression the page (~100 kB of text against summary.json's
// 4 kB) costs mostly the bytes written, and its ratio is printed beside. The load comes from wrk when it is
// installed (`apt-get install wrk`; BENCH_LOADGEN=autocannon asks for autocannon anyway), else from autocannon in this
// process: both share the machine's cores with the server, but autocannon's cost grows with the size of each answer.
import { spawnProductServer } from '../product-server';
import { prepareDemoBench } from './demo-ledger';
import { measure, type Figures } from './measure';
import { hasWrk, measureWithWrk } from './wrk';
import { cpuMsPerRequest, treeCpuMs } from './process-cpu';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3470);
const ACCEPT_ENCODING = { browser: 'gzip, deflate, br, zstd', gzip: 'gzip', identity: undefined } as const;
type Encoding = keyof typeof ACCEPT_ENCODING;
const encodings = (process.env.BENCH_ENCODINGS ?? 'browser,gzip,identity')
  .split(',')
  .filter((name): name is Encoding => name in ACCEPT_ENCODING);
const headersFor = (encoding: Encoding): Record<string, string> => {
  const accept = ACCEPT_ENCODING[encoding];
  return accept ? { 'accept-encoding': accept } : {};
};
const dataDir = process.env.BENCH_DATA_DIR ?? '.bench/status-demo';
// RATE_LIMIT_API_PER_SECOND=0: the load comes from one address, and the per-client limit is not what is measured.
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  STATUS_DATABASE_URL: '',
  DEMO_LIVE: '0',
  PORT: String(port),
  RATE_LIMIT_API_PER_SECOND: '0',
};

prepareDemoBench(env);

const server = spawnProductServer(port, env);
const stop = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    // gone
  }
};
process.on('exit', stop);
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 120; i++) {
  try {
    if ((await fetch(`${base}/api/v2/status.json`)).ok) break;
  } catch {
    // not up yet
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const loadGenerator = process.env.BENCH_LOADGEN ?? (hasWrk() ? 'wrk' : 'autocannon');
const load = (url: string, options: { seconds: number; connections: number; headers: Record<string, string> }) =>
  loadGenerator === 'wrk' ? Promise.resolve(measureWithWrk(url, options)) : measure(url, options);

type Row = Figures & { cpuMs: number };
const targets = ['/api/v1/blocks', '/api/v2/summary.json', '/status'] as const;
/** Every round's figures, per encoding, in the order of `targets`. */
const runs = new Map<Encoding, Row[][]>(encodings.map((encoding) => [encoding, targets.map(() => [])]));
for (const encoding of encodings)
  for (const target of targets)
    await load(base + target, { seconds: 2, connections: 2, headers: headersFor(encoding) }); // warm-up
for (let round = 0; round < rounds; round++) {
  for (const encoding of encodings) {
    for (const [i, target] of targets.entries()) {
      const before = treeCpuMs(server.pid!);
      const figures = await load(base + target, { seconds, connections, headers: headersFor(encoding) });
      const row = { ...figures, cpuMs: cpuMsPerRequest(before, treeCpuMs(server.pid!), figures.requests) };
      runs.get(encoding)![i]!.push(row);
    }
  }
}
stop();
const median = (rows: Row[]) =>
  [...rows].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(rows.length / 2)]!;
const ratio = (a: Row, b: Row) => (a.requestsPerSecond / b.requestsPerSecond).toFixed(2);
console.log(
  `\n${seconds} s × ${connections} connections each, ${rounds} round(s), median round by req/s, load from ${loadGenerator}`,
);
console.log(
  `${'path'.padEnd(24)}${'encoding'.padEnd(10)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}` +
    `${'CPU ms/req'.padStart(12)}${'non-2xx'.padStart(9)}`,
);
const medians = new Map(encodings.map((encoding) => [encoding, runs.get(encoding)!.map(median)]));
for (const [encoding, rows] of medians) {
  targets.forEach((target, i) => {
    const f = rows[i]!;
    console.log(
      `${target.padEnd(24)}${encoding.padEnd(10)}${f.requestsPerSecond.toFixed(0).padStart(8)}${f.p50.toFixed(1).padStart(9)}` +
        `${f.p95.toFixed(1).padStart(9)}${f.cpuMs.toFixed(2).padStart(12)}${String(f.non2xx).padStart(9)}`,
    );
  });
}
for (const encoding of encodings) {
  const [blocks, summary, page] = medians.get(encoding)!;
  const judged =
    encoding === 'browser' ? '(goal ≥ 1)' : "(for reference: the goals are judged on a browser's encodings)";
  console.log(`${encoding}: summary.json serves ${ratio(summary!, blocks!)}× /api/v1/blocks's requests/s ${judged}`);
  console.log(`${encoding}: /status serves ${ratio(page!, summary!)}× summary.json's requests/s ${judged}`);
  const [, summaries, pages] = runs.get(encoding)!;
  const each = pages!.map((p, round) => ratio(p, summaries![round]!));
  console.log(`${encoding}: /status / summary.json round by round: ${each.join(', ')}`);
  const p95 = Math.max(summary!.p95, page!.p95);
  console.log(
    `${encoding}: p95 summary.json ${summary!.p95.toFixed(1)} ms, /status ${page!.p95.toFixed(1)} ms (goal < 100${p95 < 100 ? ', met' : ', NOT met'})`,
  );
}
