/**
 * The servers a bench run loads: our production server (dist/server.mjs) and the reference Mirror Node REST API of
 * the harness. Each runs in a process group of its own, so stopping it stops its children too, and its pid is the
 * root of the process tree whose CPU time the bench reads.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import path from 'node:path';
import { spawnProductServer } from '../product-server';

export interface RunningServer {
  name: string;
  base: string;
  pid: number;
  /** Stops the process group and waits (up to 15 s) for the server to exit, so a CPU profile gets written. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(url: string, child: ChildProcess, seconds: number): Promise<void> {
  for (let i = 0; i < seconds * 2; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`server did not answer ${url} within ${seconds} s`);
}

function asRunning(name: string, base: string, child: ChildProcess): RunningServer {
  const pid = child.pid!;
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  };
  // an interrupted bench must not leave a server behind
  const onExit = () => kill('SIGKILL');
  process.on('exit', onExit);
  return {
    name,
    base,
    pid,
    async stop() {
      kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
      if (!stopped) kill('SIGKILL');
      process.off('exit', onExit);
    },
  };
}

export interface OurServerOptions {
  port: number;
  databaseUrl: string;
  /** Node flags, e.g. --cpu-prof (Node 20 refuses it in NODE_OPTIONS). */
  nodeArgs?: string[];
}

/**
 * What both servers of a side-by-side run are pinned to, so neither is measured with an advantage of settings: the
 * same pool size, statement and connection timeouts, and no line logged per request (the reference logs one at its
 * default level, ours never does; at `warn` it logs what ours logs, warnings and errors).
 */
export const PINNED = {
  poolSize: 10,
  statementTimeoutMs: 20_000,
  connectionTimeoutMs: 5_000,
  referenceLogLevel: 'warn',
} as const;

/** Our settings for PINNED (DB_POOL_SIZE, DB_STATEMENT_TIMEOUT_MS; the connection deadline is min(that, 5 s)). */
export const ourPinnedEnv = (): Record<string, string> => ({
  DB_POOL_SIZE: String(PINNED.poolSize),
  DB_STATEMENT_TIMEOUT_MS: String(PINNED.statementTimeoutMs),
});

/** The reference's settings for PINNED, as environment variables its rest/ module maps onto hiero.mirror.rest.*. */
export const referencePinnedEnv = (): Record<string, string> => ({
  HIERO_MIRROR_REST_LOG_LEVEL: PINNED.referenceLogLevel,
  HIERO_MIRROR_REST_DB_POOL_MAXCONNECTIONS: String(PINNED.poolSize),
  HIERO_MIRROR_REST_DB_POOL_STATEMENTTIMEOUT: String(PINNED.statementTimeoutMs),
  HIERO_MIRROR_REST_DB_POOL_CONNECTIONTIMEOUT: String(PINNED.connectionTimeoutMs),
});

// One load generator on one address: the per-client API limit (50/s by default) would measure the limit, not the server.
const readOnlyLedger = (databaseUrl: string) => ({
  ...process.env,
  DATABASE_URL: databaseUrl,
  LEDGER_READ_ONLY: '1',
  RESPONSE_CACHE: 'off',
  DEMO_LIVE: '0',
  DATA_DIR: '.bench/status',
  RATE_LIMIT_API_PER_SECOND: '0',
  // Likewise the web3 throttle (500 calls/s, the reference's): the contract call's row measures the server, and
  // prints the reference's throttle beside it.
  WEB3_REQUESTS_PER_SECOND: '1000000',
  ...ourPinnedEnv(),
});

/** Our production server (dist/server.mjs), reading the ledger read-only with the response cache off (every request reaches the database). */
export async function startOurServer({ port, databaseUrl, nodeArgs = [] }: OurServerOptions): Promise<RunningServer> {
  return started('ours', port, spawnProductServer(port, readOnlyLedger(databaseUrl), { nodeArgs }));
}

/** The same build under plain `next start`: /api/v1 through Next.js's route handler (the product before dist/server.mjs). */
export async function startNextOnly({ port, databaseUrl, nodeArgs = [] }: OurServerOptions): Promise<RunningServer> {
  const nextBin = path.join(process.cwd(), 'node_modules/next/dist/bin/next');
  const child = spawn(process.execPath, [...nodeArgs, nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: readOnlyLedger(databaseUrl),
    stdio: 'ignore',
    detached: true,
  });
  return started('next start', port, child);
}

async function started(name: string, port: number, child: ChildProcess): Promise<RunningServer> {
  const base = `http://127.0.0.1:${port}`;
  const server = asRunning(name, base, child);
  try {
    await waitUntil(`${base}/api/v1/blocks?limit=1`, child, 90);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** Where the reference harness lives (REFHARNESS, else its default), or null when it is not set up. */
export function referenceHarness(): string | null {
  const dir = process.env.REFHARNESS ?? '/var/tmp/mirror-reference';
  const needed = ['scripts/start-ref-server.sh', 'scripts/clone-db.sh', 'rest/server.js', 'node22/bin/node'];
  return needed.every((file) => existsSync(path.join(dir, file))) ? dir : null;
}

/** The reference Mirror Node REST API on `database` of the harness cluster, reading as mirror_rest, with PINNED settings. */
export async function startReferenceServer(
  harness: string,
  port: number,
  database: string,
  logFile: string,
): Promise<RunningServer> {
  const log = openSync(logFile, 'a');
  // start-ref-server.sh execs node, so the child's pid is the server itself
  const child = spawn(path.join(harness, 'scripts/start-ref-server.sh'), [String(port), database], {
    env: { ...process.env, REFHARNESS: harness, ...referencePinnedEnv() },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const server = asRunning('reference', base, child);
  try {
    await waitUntil(`${base}/health/liveness`, child, 90);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
