// CI leg against the machine's PostgreSQL 15 and Redis: a fresh database, then the *.pg.test.ts and
// *.redis.test.ts suites. Report: test-results/pg.json.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const admin = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `lqs_ci_${process.pid}_${Date.now()}`;
const url = new URL(admin);
url.pathname = `/${name}`;

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await adminQuery(`CREATE DATABASE ${name}`);
let status = 1;
try {
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--config', 'vitest.pg.config.ts', '--reporter=default', '--reporter=json', '--outputFile=test-results/pg.json'],
    { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url.toString(), REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' } },
  );
  status = result.status ?? 1;
} finally {
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
process.exit(status);
