// A PostgreSQL cluster and a Redis of the fault suite's own, started and removed by it, so it can stop, freeze
// (SIGSTOP) and restart them without touching the machine's shared services.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const PG_VERSION = '15';

/** Whether this machine can make a throwaway cluster (Debian's postgresql-common tools, run as root). */
export function canMakeClusters(): boolean {
  return existsSync('/usr/bin/pg_createcluster') && process.getuid?.() === 0;
}

function signalTree(root: number, signal: NodeJS.Signals): void {
  // The postmaster and every backend, checkpointer and walwriter under it: a frozen server, not one frozen process.
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(root)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  for (const pid of [root, ...children.map(Number)]) {
    try {
      process.kill(pid, signal);
    } catch {
      // gone in between
    }
  }
}

export class ThrowawayPostgres {
  constructor(
    readonly port: number,
    readonly name = `lqsfault${process.pid}`,
  ) {}

  /** Where the cluster keeps its data (Debian's layout). */
  get dataDir(): string {
    return `/var/lib/postgresql/${PG_VERSION}/${this.name}`;
  }

  /**
   * Makes this cluster a hot standby of `primary`: its data replaced by a base backup streamed from the primary with
   * `-R` (standby.signal and primary_conninfo written), as an operator sets up a read replica. Run as the postgres
   * user, who owns the data directory.
   */
  createStandbyOf(primary: ThrowawayPostgres): void {
    execFileSync(
      'pg_createcluster',
      [PG_VERSION, this.name, '-p', String(this.port), '--', '--auth-host=trust', '--auth-local=trust'],
      { stdio: 'ignore' },
    );
    execFileSync('bash', ['-c', `rm -rf "${this.dataDir}"/*`]);
    execFileSync(
      'runuser',
      [
        '-u',
        'postgres',
        '--',
        'pg_basebackup',
        '-h',
        '127.0.0.1',
        '-p',
        String(primary.port),
        '-U',
        'postgres',
        '-D',
        this.dataDir,
        '-R',
        '-X',
        'stream',
      ],
      { stdio: 'ignore' },
    );
    this.start();
  }

  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  create(): void {
    execFileSync(
      'pg_createcluster',
      [PG_VERSION, this.name, '-p', String(this.port), '--', '--auth-host=trust', '--auth-local=trust'],
      { stdio: 'ignore' },
    );
    this.start();
  }

  start(): void {
    execFileSync('pg_ctlcluster', [PG_VERSION, this.name, 'start'], { stdio: 'ignore' });
  }

  stop(): void {
    execFileSync('pg_ctlcluster', [PG_VERSION, this.name, 'stop', '-m', 'fast'], { stdio: 'ignore' });
  }

  private postmaster(): number {
    const pidFile = `${this.dataDir}/postmaster.pid`;
    return Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  }

  freeze(): void {
    signalTree(this.postmaster(), 'SIGSTOP');
  }

  thaw(): void {
    signalTree(this.postmaster(), 'SIGCONT');
  }

  drop(): void {
    let postmaster: number | null = null;
    try {
      postmaster = this.postmaster();
      this.thaw();
    } catch {
      // not running
    }
    // Immediate, and bounded: a smart or fast stop would wait on clients that are gone or frozen.
    const stopped = spawnSync('pg_ctlcluster', [PG_VERSION, this.name, 'stop', '-m', 'immediate'], {
      stdio: 'ignore',
      timeout: 20_000,
    });
    if (stopped.status !== 0 && postmaster !== null) signalTree(postmaster, 'SIGKILL');
    spawnSync('pg_dropcluster', [PG_VERSION, this.name], { stdio: 'ignore', timeout: 30_000 });
  }
}

export class ThrowawayRedis {
  private child: ChildProcess | null = null;
  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 50; i++) {
      try {
        if (
          execFileSync('redis-cli', ['-p', String(this.port), 'ping'], {
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'ignore'],
          }).trim() === 'PONG'
        )
          return;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('throwaway redis did not start');
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    child.kill('SIGCONT');
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
  }

  freeze(): void {
    this.child?.kill('SIGSTOP');
  }

  thaw(): void {
    this.child?.kill('SIGCONT');
  }
}
