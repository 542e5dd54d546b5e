/**
 * Our /api/v1 and the reference Mirror Node REST API on the same database (the Mirror Node's own schema, a
 * generated ledger), one after the other, under the same load: the same URL mix, round-robin, the same number of
 * connections for the same time. Measures requests/s, latency percentiles, non-2xx answers and the CPU time each
 * server's process tree (and PostgreSQL's) spent per request, and prints both and the ratios.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { openPg } from '../../lib/db/pg-driver';
import { sampleLedger } from './ledger-samples';
import { measureMix, type Figures } from './measure';
import { postmasterPid, withCpuPerRequest } from './process-cpu';
import { ensureReferenceLedger, ownerUrl, readerUrl, type ReferenceLayout } from './reference-ledger';
import { startOurServer, startReferenceServer, type RunningServer } from './servers';
import { buildUrlMix, deepPageStarts, mixComposition, type DeepPages, type MixUrl } from './url-mix';

export interface SideBySideOptions {
  harness: string;
  transactions: number;
  /** The Mirror Node layout of the ledger both servers read: v1, or v2 (the Citus layout, on plain PostgreSQL). */
  layout: ReferenceLayout;
  seconds: number;
  warmupSeconds: number;
  connections: number;
  ourPort: number;
  referencePort: number;
  /** Which server goes first (the second finds PostgreSQL's cache warmer; both get a warm-up run). */
  order: ('ours' | 'reference')[];
  /** Directory for a CPU profile of our server (node --cpu-prof), or undefined for none. */
  profileDir?: string;
}

export interface ServerRun {
  name: string;
  figures: Figures;
  serverCpuMsPerRequest: number;
  databaseCpuMsPerRequest: number;
  /** Transactions PostgreSQL committed per request: statements per request when each runs on its own (autocommit). */
  databaseTransactionsPerRequest: number;
  /** The status each URL answered once, before the load. */
  statuses: Map<string, number>;
}

/** Follows links.next from each first page and keeps the pages at the requested depths. */
async function collectDeepPages(base: string, starts: { first: string; depths: number[] }[]): Promise<DeepPages> {
  const deep: DeepPages = {};
  for (const { first, depths } of starts) {
    const wanted = new Set(depths);
    const deepest = Math.max(...depths);
    const pages: string[] = [];
    let path: string | null = first;
    for (let depth = 1; depth <= deepest && path; depth++) {
      const response: Response = await fetch(base + path);
      if (!response.ok) break;
      path = ((await response.json()) as { links?: { next?: string | null } }).links?.next ?? null;
      if (path && wanted.has(depth)) pages.push(path);
    }
    deep[first] = pages;
  }
  return deep;
}

async function statusesOf(base: string, mix: readonly MixUrl[]): Promise<Map<string, number>> {
  const statuses = new Map<string, number>();
  for (const { path } of mix) {
    if (statuses.has(path)) continue;
    const response = await fetch(base + path);
    await response.arrayBuffer();
    statuses.set(path, response.status);
  }
  return statuses;
}

async function committedTransactions(database: string): Promise<number> {
  const db = openPg({ url: ownerUrl(database), poolSize: 1, statementTimeoutMs: 10_000 });
  try {
    // the statistics collector's counters lag by up to its flush interval, so read them fresh
    await db.query('SELECT pg_stat_clear_snapshot()');
    const [row] = await db.query<{ n: bigint }>(
      'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1',
      [database],
    );
    return Number(row!.n);
  } finally {
    await db.close();
  }
}

async function loadServer(
  server: RunningServer,
  mix: readonly MixUrl[],
  database: string,
  postmaster: number,
  options: SideBySideOptions,
): Promise<ServerRun & { committedBefore: number }> {
  const paths = mix.map((u) => u.path);
  console.log(
    `\n${server.name}: one request per URL, then ${options.warmupSeconds} s warm-up, then ${options.seconds} s × ${options.connections} connections`,
  );
  const statuses = await statusesOf(server.base, mix);
  await measureMix(server.base, paths, { seconds: options.warmupSeconds, connections: options.connections });
  // PostgreSQL 15 backends report their counts at most once a second while busy and within 10 s once idle: wait
  // for the warm-up's to arrive before reading the counter (the run's arrive when the server stops)
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  let committedBefore = Number.NaN;
  const { serverCpuMs, databaseCpuMs, ...figures } = await withCpuPerRequest(server.pid, postmaster, async () => {
    committedBefore = await committedTransactions(database);
    return measureMix(server.base, paths, { seconds: options.seconds, connections: options.connections });
  });
  const run: ServerRun = {
    name: server.name,
    figures,
    serverCpuMsPerRequest: serverCpuMs,
    databaseCpuMsPerRequest: databaseCpuMs,
    databaseTransactionsPerRequest: Number.NaN, // known once the server has stopped, see countTransactionsSince
    statuses,
  };
  console.log(
    `${server.name}: ${figures.requests} requests, ${figures.requestsPerSecond.toFixed(0)} req/s, statuses ${JSON.stringify(figures.statusCodes)}`,
  );
  return Object.assign(run, { committedBefore });
}

/** Completes a run's statements per request once its server has stopped (its backends report as they exit). */
async function countTransactionsSince(run: ServerRun & { committedBefore: number }, database: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const after = await committedTransactions(database);
  // less the reading of the counter itself
  run.databaseTransactionsPerRequest = run.figures.requests
    ? (after - run.committedBefore - 1) / run.figures.requests
    : Number.NaN;
}

const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

function printResults(runs: ServerRun[], options: SideBySideOptions, mixSize: number): void {
  const columns = [
    'server',
    'req/s',
    'p50 ms',
    'p90 ms',
    'p99 ms',
    'CPU ms/req',
    'DB CPU ms/req',
    'DB xact/req',
    'non-2xx',
    'errors',
  ];
  const rows = runs.map((r) => [
    r.name,
    fixed(r.figures.requestsPerSecond, 0),
    fixed(r.figures.p50),
    fixed(r.figures.p90),
    fixed(r.figures.p99),
    fixed(r.serverCpuMsPerRequest, 2),
    fixed(r.databaseCpuMsPerRequest, 2),
    fixed(r.databaseTransactionsPerRequest, 2),
    String(r.figures.non2xx),
    String(r.figures.errors),
  ]);
  const ours = runs.find((r) => r.name === 'ours');
  const reference = runs.find((r) => r.name === 'reference');
  if (ours && reference) {
    const ratio = (a: number, b: number) => `${fixed(a / b, 2)}×`;
    rows.push([
      'ours / reference',
      ratio(ours.figures.requestsPerSecond, reference.figures.requestsPerSecond),
      ratio(ours.figures.p50, reference.figures.p50),
      ratio(ours.figures.p90, reference.figures.p90),
      ratio(ours.figures.p99, reference.figures.p99),
      ratio(ours.serverCpuMsPerRequest, reference.serverCpuMsPerRequest),
      ratio(ours.databaseCpuMsPerRequest, reference.databaseCpuMsPerRequest),
      ratio(ours.databaseTransactionsPerRequest, reference.databaseTransactionsPerRequest),
      '',
      '',
    ]);
  }
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(
    `\n${options.transactions.toLocaleString('en-US')} transactions, Mirror Node schema v0.145, ${options.layout} layout — ${mixSize} URLs round-robin, ${options.connections} connections, ${options.seconds} s each, response cache off`,
  );
  console.log(line(columns));
  for (const row of rows) console.log(line(row));
  if (ours && reference) {
    const throughput = ours.figures.requestsPerSecond / reference.figures.requestsPerSecond;
    const p90 = ours.figures.p90 / reference.figures.p90;
    const met = throughput >= 1.5 && p90 <= 0.7 && ours.figures.non2xx <= reference.figures.non2xx;
    console.log(`goal (≥ 1.5× req/s, ≤ 0.7× p90, non-2xx ≤ reference's): ${met ? 'met' : 'not met'}`);
    const differing = [...ours.statuses].filter(([path, status]) => reference.statuses.get(path) !== status);
    if (differing.length) {
      console.log(`${differing.length} URL(s) answer with a different status (ours vs reference):`);
      for (const [path, status] of differing.slice(0, 15))
        console.log(`  ${status} vs ${reference.statuses.get(path)}  ${path}`);
    }
  }
}

export async function runSideBySide(options: SideBySideOptions): Promise<ServerRun[]> {
  const ledger = await ensureReferenceLedger(options.harness, options.transactions, options.layout);
  mkdirSync('.bench', { recursive: true });
  const logFile = '.bench/reference-server.log';

  const ownerDb = openPg({ url: ownerUrl(ledger.database), poolSize: 1, statementTimeoutMs: 120_000 });
  const samples = await sampleLedger(ownerDb).finally(() => ownerDb.close());
  const postmaster = await postmasterPid(ownerUrl(ledger.database));

  // Deep pages come from the first server's links.next: the reference's by default, the cursors the Mirror Node hands out.
  let mix: MixUrl[] = [];
  const runs: ServerRun[] = [];
  for (const name of options.order) {
    let server: RunningServer;
    let run: ServerRun & { committedBefore: number };
    if (name === 'reference') {
      server = await startReferenceServer(options.harness, options.referencePort, ledger.database, logFile);
    } else {
      const nodeArgs = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
      server = await startOurServer({ port: options.ourPort, databaseUrl: readerUrl(ledger.database), nodeArgs });
    }
    try {
      if (mix.length === 0) {
        const deep = await collectDeepPages(server.base, deepPageStarts(samples));
        mix = buildUrlMix(samples, deep);
        console.log(`URL mix: ${mix.length} URLs (deep pages from ${server.name}'s links.next)`);
        for (const c of mixComposition(mix)) console.log(`  ${String(c.count).padStart(3)}  ${c.endpoint} ${c.kind}`);
      }
      run = await loadServer(server, mix, ledger.database, postmaster, options);
    } finally {
      await server.stop();
    }
    await countTransactionsSince(run, ledger.database);
    const { committedBefore: _, ...serverRun } = run;
    runs.push(serverRun);
  }
  printResults(runs, options, mix.length);
  if (ledger.defaultPartitions.length) {
    console.log(
      `note: ${ledger.database} has DEFAULT partitions on ${ledger.defaultPartitions.join(', ')} (bench database only)`,
    );
  }
  const file = `.bench/side-by-side-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(
    file,
    JSON.stringify(
      {
        options: { ...options, order: options.order },
        database: ledger.database,
        mix,
        runs: runs.map((r) => ({ ...r, statuses: Object.fromEntries(r.statuses) })),
      },
      null,
      2,
    ),
  );
  console.log(`figures saved to ${file}`);
  return runs;
}
