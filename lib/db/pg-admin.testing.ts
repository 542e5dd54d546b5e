// The machine's PostgreSQL as the CI leg, the benchmarks and the tests that make databases of their own reach it.
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
