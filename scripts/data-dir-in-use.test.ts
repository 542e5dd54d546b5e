import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_ENTRY } from './product-server';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'lqs-start-'));
  mkdirSync(path.join(root, 'pglite'), { recursive: true });
  // This test's own process stands for the first server, holding the embedded database.
  writeFileSync(path.join(root, 'pglite.lock'), String(process.pid));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const env = (extra: Record<string, string>) => ({
  ...process.env,
  DATA_DIR: root,
  DATABASE_URL: '',
  STATUS_DATABASE_URL: '',
  DEMO_LIVE: '0',
  ...extra,
});

function expectOneLineRefusal(run: ReturnType<typeof spawnSync>, prefix: RegExp) {
  expect(run.status).toBe(1);
  const lines = String(run.stderr).trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(prefix);
  expect(lines[0]).toContain(`pglite is in use by process ${process.pid}`);
}

describe('a second server on a data directory in use', () => {
  it.runIf(existsSync(SERVER_ENTRY))('npm start exits 1 with one line before it listens', () => {
    const run = spawnSync(process.execPath, [SERVER_ENTRY], {
      env: env({ PORT: '1', HOST: '127.0.0.1' }),
      encoding: 'utf8',
      timeout: 120_000,
    });
    expectOneLineRefusal(run, /^cannot start: the embedded database in /);
    expect(run.stdout).not.toContain('ready on');
  });

  it("next start's start-up hook (instrumentation.ts) exits 1 with one line too", () => {
    const script = "import('./instrumentation.ts').then((m) => m.register()).then(() => console.log('started'))";
    const run = spawnSync('npx', ['tsx', '-e', script], {
      env: env({ NEXT_RUNTIME: 'nodejs' }),
      encoding: 'utf8',
      timeout: 120_000,
    });
    expectOneLineRefusal(run, /^Cannot start: the embedded database in /);
    expect(run.stdout).not.toContain('started');
  });
});
