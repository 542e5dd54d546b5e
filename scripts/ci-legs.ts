// CI leg against the machine's PostgreSQL 15 and Redis: a fresh database for our own migrations, and one holding an
// operator's real Mirror Node schema (../shared/conformance/mirror-node-schema) with a read-only role, as an operator
// would give us; then the *.pg.test.ts and *.redis.test.ts suites. Report: test-results/pg.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const admin = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `lqs_ci_${process.pid}_${Date.now()}`;
const mirrorName = `${name}_mirror`;
const reader = `${name}_reader`;
const MIRROR_SCHEMA = path.resolve('..', 'shared', 'conformance', 'mirror-node-schema', 'v0.145-schema.sql');

function urlOf(database: string, user?: string): string {
  const url = new URL(admin);
  url.pathname = `/${database}`;
  if (user) {
    url.username = user;
    url.password = '';
  }
  return url.toString();
}

async function run(connectionString: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The operator's schema as its Flyway migrations left it, and a role that may only read it. */
async function prepareMirrorSchema(): Promise<Record<string, string>> {
  if (!existsSync(MIRROR_SCHEMA)) return {};
  await run(admin, `CREATE DATABASE ${mirrorName}`);
  await run(urlOf(mirrorName), readFileSync(MIRROR_SCHEMA, 'utf8'));
  await run(admin, `CREATE ROLE ${reader} LOGIN`);
  await run(
    urlOf(mirrorName),
    `GRANT CONNECT ON DATABASE ${mirrorName} TO ${reader};
     GRANT USAGE ON SCHEMA public TO ${reader};
     GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${reader};
     ALTER ROLE ${reader} SET default_transaction_read_only = on;`,
  );
  return { MIRROR_SCHEMA_URL: urlOf(mirrorName), MIRROR_READER_URL: urlOf(mirrorName, reader) };
}

await run(admin, `CREATE DATABASE ${name}`);
let status = 1;
try {
  const mirror = await prepareMirrorSchema();
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--config', 'vitest.pg.config.ts', '--reporter=default', '--reporter=json', '--outputFile=test-results/pg.json'],
    {
      stdio: 'inherit',
      env: { ...process.env, ...mirror, DATABASE_URL: urlOf(name), REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
    },
  );
  status = result.status ?? 1;
} finally {
  await run(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await run(admin, `DROP DATABASE IF EXISTS ${mirrorName} WITH (FORCE)`);
  await run(admin, `DROP ROLE IF EXISTS ${reader}`);
}
process.exit(status);
