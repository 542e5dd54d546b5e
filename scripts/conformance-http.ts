// The recorded corpus replayed over HTTP against the production server (dist/server.mjs), the way users reach it:
// the node:http listener, its headers and gzip, not only the router in process. The server reads a PostgreSQL
// ledger each entry is loaded into; an entry recorded with other settings (limits, bindTimestampRange) gets a
// server started with them as environment variables. Entries recorded at a fake wall-clock time need the
// injectable clock only the in-process replay has, so they are counted and left to it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../lib/config';
import type { Db } from '../lib/db';
import { applyOverrides, type CorpusEntry } from '../lib/api/v1/conformance/corpus';
import { runConformance, type Ask, type CaseResult } from '../lib/api/v1/conformance/runner';
import { freePort, spawnProductServer, stopProductServer, waitFor200 } from './product-server';

/** The environment variables that give a server `config` where it differs from `base` (they share their names). */
export function envOverrides(config: Config, base: Config): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of Object.keys(config) as (keyof Config)[]) {
    const value = config[key];
    if (value === base[key]) continue;
    if (typeof value === 'boolean') env[key] = value ? '1' : '0';
    else env[key] = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  }
  return env;
}

export const askOverHttp =
  (base: string): Ask =>
  async ({ url, method, headers, body }) => {
    const response = await fetch(`${base}${url}`, { method, headers, body, signal: AbortSignal.timeout(30_000) });
    return { status: response.status, header: (name) => response.headers.get(name), text: await response.text() };
  };

export interface HttpReplay {
  results: CaseResult[];
  /** Entries recorded at a fake time: replayed in process only. */
  inProcessOnly: CorpusEntry[];
  /** Servers started, one per distinct set of recorded settings. */
  servers: number;
}

/** Replays `entries` through production servers reading `databaseUrl`, loading each entry through `db`. */
export async function replayOverHttp(
  db: Db,
  databaseUrl: string,
  entries: CorpusEntry[],
  base: Config,
): Promise<HttpReplay> {
  // A server reads the importer's Flyway history once, at start, with the ledger's schema (which unit Ethereum
  // amounts are in): entries that load their own history are replayed in process, which re-reads it per entry.
  const inProcessOnly = entries.filter((e) => e.fakeTime !== null || e.tables.includes('flyway_schema_history'));
  const bySettings = new Map<string, { env: Record<string, string>; entries: CorpusEntry[] }>();
  for (const entry of entries.filter((e) => !inProcessOnly.includes(e))) {
    const env = envOverrides(applyOverrides(base, entry.configOverrides), base);
    const key = JSON.stringify(env);
    const group = bySettings.get(key) ?? { env, entries: [] };
    group.entries.push(entry);
    bySettings.set(key, group);
  }
  const results: CaseResult[] = [];
  for (const { env, entries: group } of bySettings.values()) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lqs-conformance-http-'));
    const port = await freePort();
    const server = spawnProductServer(
      port,
      {
        ...process.env,
        DATABASE_URL: databaseUrl,
        STATUS_DATABASE_URL: '',
        REDIS_URL: '',
        DATA_DIR: dataDir,
        LEDGER_READ_ONLY: '1',
        RESPONSE_CACHE: 'off',
        RATE_LIMIT_API_PER_SECOND: '0',
        DEMO_LIVE: '0',
        ...env,
      },
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    try {
      const origin = `http://127.0.0.1:${port}`;
      await waitFor200(origin, '/health/liveness', 120);
      results.push(...(await runConformance(db, group, base, askOverHttp(origin))));
    } finally {
      await stopProductServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { results, inProcessOnly, servers: bySettings.size };
}
