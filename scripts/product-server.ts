// The product's production server as the test, bench and Lighthouse scripts start it: the build (Next.js's and
// dist/server.mjs) made once when missing, then one node process, exactly as `npm start` runs it.
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';

export const SERVER_ENTRY = 'dist/server.mjs';

export function buildIfMissing(): void {
  if (existsSync('.next/BUILD_ID') && existsSync(SERVER_ENTRY)) return;
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Starts the server on 127.0.0.1:port; `nodeArgs` are Node's own flags (e.g. --cpu-prof), `args` the server's (--demo). */
export function spawnProductServer(port: number, env: NodeJS.ProcessEnv, options: SpawnOptions & { nodeArgs?: string[]; args?: string[] } = {}): ChildProcess {
  const { nodeArgs = [], args = [], ...spawnOptions } = options;
  return spawn(process.execPath, [...nodeArgs, SERVER_ENTRY, ...args], { detached: true, stdio: 'ignore', ...spawnOptions, env: { ...env, PORT: String(port), HOST: '127.0.0.1' } });
}
