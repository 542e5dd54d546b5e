// The product's production server as the test, bench and Lighthouse scripts start it: the build (Next.js's and
// dist/server.mjs) made once when missing, then one node process, exactly as `npm start` runs it.
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

export const SERVER_ENTRY = 'dist/server.mjs';

export function buildIfMissing(): void {
  if (existsSync('.next/BUILD_ID') && existsSync(SERVER_ENTRY)) return;
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Starts the server on 127.0.0.1:port; `nodeArgs` are Node's own flags (e.g. --cpu-prof), `args` the server's (--demo). */
export function spawnProductServer(
  port: number,
  env: NodeJS.ProcessEnv,
  options: SpawnOptions & { nodeArgs?: string[]; args?: string[] } = {},
): ChildProcess {
  const { nodeArgs = [], args = [], ...spawnOptions } = options;
  return spawn(process.execPath, [...nodeArgs, SERVER_ENTRY, ...args], {
    detached: true,
    stdio: 'ignore',
    ...spawnOptions,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
}

/** A TCP port nobody listens on right now (tests start servers of their own on it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `base + url` answers 200; returns how long that took, or throws after `seconds`. */
export async function waitFor200(base: string, url: string, seconds: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < seconds * 1000) {
    try {
      if ((await fetch(`${base}${url}`, { signal: AbortSignal.timeout(5_000) })).status === 200)
        return Date.now() - started;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${base}${url} did not answer 200 within ${seconds} s`);
}

/** SIGTERM to the server's process group, waiting up to 15 s for it to drain and exit. */
export async function stopProductServer(server: ChildProcess | undefined): Promise<void> {
  if (!server?.pid || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
}
