// The machine's PostgreSQL as the CI leg, the benchmarks and the tests that make databases of their own reach it.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The admin URL pointed at another database (and user, for a role without a password). */
export function databaseUrl(database: string, user?: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${database}`;
  if (user) {
    url.username = user;
    url.password = '';
  }
  return url.toString();
}

/** Runs `sql` on its own connection (CREATE/DROP DATABASE cannot run inside a pool's transaction). */
export async function runSql(connectionString: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Runs an SQL file with psql, statement by statement. A schema dump as large as the Mirror Node's v2 layout (2,000+
 * indexes over 1,900 partitions) cannot run as one multi-statement query: that is one transaction, and it runs out
 * of lock slots (max_locks_per_transaction).
 */
export function runSqlFile(connectionString: string, file: string): void {
  const result = spawnSync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', connectionString, '-f', file], {
    encoding: 'utf8',
    env: { ...process.env, PGOPTIONS: '-c client_min_messages=warning' },
  });
  if (result.error) throw new Error(`psql is needed to load ${file}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`psql -f ${file} failed (exit ${result.status}): ${result.stderr.trim()}`);
}
