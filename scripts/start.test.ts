import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'lqs-start-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Runs the server's start-up hook (instrumentation.ts) as Next.js does, in a process of its own. */
function startUp(env: Record<string, string>) {
  const script = "import('./instrumentation.ts').then((m) => m.register()).then(() => console.log('started'))";
  return spawnSync('npx', ['tsx', '-e', script], {
    env: { ...process.env, NEXT_RUNTIME: 'nodejs', DATABASE_URL: '', STATUS_DATABASE_URL: '', DEMO_LIVE: '0', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

describe('server start-up', () => {
  it('stops with exit 1 and one line when another server holds the embedded database', () => {
    mkdirSync(path.join(root, 'pglite'), { recursive: true });
    // This test's own process stands for the first server.
    writeFileSync(path.join(root, 'pglite.lock'), String(process.pid));
    const second = startUp({ DATA_DIR: root });
    expect(second.status).toBe(1);
    expect(second.stdout).not.toContain('started');
    const lines = second.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Cannot start: the embedded database in .*pglite is in use by process ${process.pid}`));
  });
});
