// The demo ledger a bench serves: the production build and a generated ledger in its own data directory, each made
// once when missing and reused by later runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIfMissing } from '../product-server';

/** Builds when needed, then migrates and generates `blocks` demo blocks in env.DATA_DIR unless it holds a ledger. */
export function prepareDemoBench(env: NodeJS.ProcessEnv & { DATA_DIR: string }, blocks = 3000): void {
  const must = (args: string[]) => {
    const result = spawnSync(process.execPath, [path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'), ...args], {
      stdio: 'inherit',
      env,
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  };
  buildIfMissing();
  if (existsSync(path.join(env.DATA_DIR, 'pglite'))) return;
  must(['scripts/db-migrate.ts']);
  must(['scripts/demo-generate.ts', '--blocks', String(blocks)]);
}
