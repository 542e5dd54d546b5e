import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';
import { openPglite } from './pglite-driver';

let root: string;
let dataDir: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'lqs-lock-'));
  dataDir = path.join(root, 'pglite');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The pid of a process that has exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

describe('data directory lock', () => {
  it('is held with this pid and released', () => {
    const release = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    release(); // twice is harmless
  });

  it('refuses a directory that a live process holds, naming the process', () => {
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${process.ppid}`);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.ppid));
  });

  it('takes over the lock of a process that died without releasing it', () => {
    writeFileSync(`${dataDir}.lock`, String(deadPid()));
    const release = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('keeps PGlite from opening a directory in use, and releases it on close', async () => {
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    await expect(openPglite(dataDir)).rejects.toThrow(DataDirInUseError);
    rmSync(`${dataDir}.lock`);
    const db = await openPglite(dataDir);
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    await db.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 60_000);
});
