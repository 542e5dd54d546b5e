/**
 * CPU time of a process tree, from /proc (Linux): what a server spent on the requests of a run is the difference
 * of its tree's CPU time before and after. A server may be several processes (npx → next → its workers;
 * PostgreSQL's postmaster → one backend per connection), so the whole tree counts.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { openPg } from '../../lib/db/pg-driver';

export interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime + cutime + cstime, in clock ticks. */
  ticks: number;
}

/**
 * Parses /proc/<pid>/stat. The command name (field 2) is in parentheses and may itself hold spaces and
 * parentheses, so the fields are counted from the last `)`. Fields (1-based, proc(5)): 4 ppid, 14 utime,
 * 15 stime, 16 cutime, 17 cstime. cutime/cstime hold the time of children that exited and were reaped, so a
 * worker that ends during the run is still counted (on its parent) after it is gone.
 */
export function parseProcStat(text: string): ProcStat {
  const close = text.lastIndexOf(')');
  const pid = Number.parseInt(text.slice(0, text.indexOf('(')), 10);
  const rest = text
    .slice(close + 2)
    .trim()
    .split(/\s+/); // rest[0] is field 3 (state)
  const field = (n: number) => Number(rest[n - 3]);
  if (close < 0 || !Number.isInteger(pid) || rest.length < 15)
    throw new Error(`not a /proc stat line: ${text.slice(0, 80)}`);
  return { pid, ppid: field(4), ticks: field(14) + field(15) + field(16) + field(17) };
}

/** The root and all its descendants among `processes`. */
export function processTree(root: number, processes: readonly ProcStat[]): ProcStat[] {
  const children = new Map<number, ProcStat[]>();
  for (const p of processes) {
    const list = children.get(p.ppid) ?? [];
    list.push(p);
    children.set(p.ppid, list);
  }
  const rootStat = processes.find((p) => p.pid === root);
  if (!rootStat) return [];
  const tree: ProcStat[] = [];
  const pending = [rootStat];
  while (pending.length) {
    const p = pending.pop()!;
    tree.push(p);
    pending.push(...(children.get(p.pid) ?? []));
  }
  return tree;
}

function allProcesses(): ProcStat[] {
  const out: ProcStat[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      out.push(parseProcStat(readFileSync(`/proc/${entry}/stat`, 'utf8')));
    } catch {
      // the process ended between listing and reading
    }
  }
  return out;
}

let ticksPerSecond: number | undefined;
function clockTicksPerSecond(): number {
  if (ticksPerSecond === undefined) {
    const out = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim();
    ticksPerSecond = Number(out) > 0 ? Number(out) : 100;
  }
  return ticksPerSecond;
}

/** CPU milliseconds the tree rooted at `pid` has used so far. */
export function treeCpuMs(pid: number): number {
  const ticks = processTree(pid, allProcesses()).reduce((sum, p) => sum + p.ticks, 0);
  return (ticks * 1000) / clockTicksPerSecond();
}

/** The parent of a process (e.g. a PostgreSQL backend's postmaster). */
export function parentPid(pid: number): number {
  return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8')).ppid;
}

/** CPU per request; NaN without requests (a run that served nothing has no per-request cost). */
export function cpuMsPerRequest(beforeMs: number, afterMs: number, requests: number): number {
  return requests > 0 ? (afterMs - beforeMs) / requests : Number.NaN;
}

/** PostgreSQL's postmaster: the parent of the backend serving a connection; its tree holds every backend. */
export async function postmasterPid(databaseUrl: string): Promise<number> {
  const db = openPg({ url: databaseUrl, poolSize: 1, statementTimeoutMs: 10_000 });
  try {
    const [row] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    return parentPid(Number(row!.pid));
  } finally {
    await db.close();
  }
}

/**
 * Runs `load` and adds the CPU milliseconds per request that the server's process tree and PostgreSQL spent
 * meanwhile: the postmaster's whole tree (every backend) given its pid, or one database's own backends.
 */
export async function withCpuPerRequest<T extends { requests: number }>(
  serverPid: number,
  database: number | DatabaseBackends,
  load: () => Promise<T>,
): Promise<T & { serverCpuMs: number; databaseCpuMs: number }> {
  const serverBefore = treeCpuMs(serverPid);
  const databaseSpent = typeof database === 'number' ? treeMeter(database) : await database.meter();
  const figures = await load();
  return {
    ...figures,
    serverCpuMs: cpuMsPerRequest(serverBefore, treeCpuMs(serverPid), figures.requests),
    databaseCpuMs: cpuMsPerRequest(0, await databaseSpent(), figures.requests),
  };
}

/** The CPU ms a process tree spends from now on, read when called. */
function treeMeter(pid: number): () => Promise<number> {
  const before = treeCpuMs(pid);
  return async () => treeCpuMs(pid) - before;
}

/**
 * PostgreSQL's backends serving one database, as a CPU meter: on a machine whose PostgreSQL other work shares
 * (other databases, a ledger being generated), the postmaster's whole tree would count that work too. Backends that
 * connect during a run count in full (all their CPU was spent during it); one that exits during a run is lost.
 */
export class DatabaseBackends {
  private readonly db;

  constructor(databaseUrl: string) {
    this.db = openPg({ url: databaseUrl, poolSize: 1, statementTimeoutMs: 10_000 });
  }

  /**
   * CPU ms so far of each backend serving queries on the database, by pid: client backends and the parallel workers
   * their queries start. Autovacuum workers also connect to the database but do the ledger's upkeep, not the
   * requests' work (right after a bulk load they can take a core for minutes), and this meter's own connection is
   * left out.
   */
  async cpuMsByPid(): Promise<Map<number, number>> {
    const rows = await this.db.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND backend_type IN ('client backend', 'parallel worker')`,
    );
    const out = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        out.set(
          Number(pid),
          (parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8')).ticks * 1000) / clockTicksPerSecond(),
        );
      } catch {
        // the backend exited between the query and the read
      }
    }
    return out;
  }

  /** The CPU ms these backends spend from now on, read when called. */
  async meter(): Promise<() => Promise<number>> {
    const before = await this.cpuMsByPid();
    return async () => backendsCpuMs(before, await this.cpuMsByPid());
  }

  close(): Promise<void> {
    return this.db.close();
  }
}

/** CPU ms the backends spent between two readings of `DatabaseBackends.cpuMsByPid`. */
export function backendsCpuMs(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}
