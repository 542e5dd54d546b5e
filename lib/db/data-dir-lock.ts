import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/**
 * PGlite has no postmaster to refuse a second server on the same data directory: two processes that open it
 * at once (a second `npm run demo` while the first still serves) abort and can leave it unreadable. A lock
 * file beside the directory, holding the owner's pid, turns that into a clear refusal.
 */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `the embedded database in ${dataDir} is in use by process ${pid} (is \`npm run demo\` or \`npm start\` already running?). ` +
        'Stop that process first, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock of `dataDir` for this process; the returned function releases it (also done at exit). */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const owner = readOwner(lockFile);
      if (owner !== null && owner !== process.pid && isAlive(owner)) throw new DataDirInUseError(dataDir, owner);
      // The owner died without releasing it (killed, crashed): the lock is stale.
      unlinkSync(lockFile);
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (readOwner(lockFile) === process.pid) unlinkSync(lockFile);
  };
  process.on('exit', release);
  return release;
}
