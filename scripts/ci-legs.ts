// CI leg against the machine's PostgreSQL 15 and Redis: a fresh database for our own migrations, and one holding an
// operator's real Mirror Node schema (../shared/conformance/mirror-node-schema) with a read-only role, as an operator
// would give us; then the *.pg.test.ts and *.redis.test.ts suites (or the files named as arguments). Report:
// test-results/pg.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { databaseUrl, PG_ADMIN_URL, runSql } from '../lib/db/pg-admin.testing';

const admin = PG_ADMIN_URL;
const name = `lqs_ci_${process.pid}_${Date.now()}`;
const mirrorName = `${name}_mirror`;
const reader = `${name}_reader`;
const MIRROR_SCHEMA = path.resolve('..', 'shared', 'conformance', 'mirror-node-schema', 'v0.145-schema.sql');

/** The operator's schema as its Flyway migrations left it, and a role that may only read it. */
async function prepareMirrorSchema(): Promise<Record<string, string>> {
  if (!existsSync(MIRROR_SCHEMA)) return {};
  await runSql(admin, `CREATE DATABASE ${mirrorName}`);
  await runSql(databaseUrl(mirrorName), readFileSync(MIRROR_SCHEMA, 'utf8'));
  await runSql(admin, `CREATE ROLE ${reader} LOGIN`);
  await runSql(
    databaseUrl(mirrorName),
    `GRANT CONNECT ON DATABASE ${mirrorName} TO ${reader};
     GRANT USAGE ON SCHEMA public TO ${reader};
     GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${reader};
     ALTER ROLE ${reader} SET default_transaction_read_only = on;`,
  );
  return { MIRROR_SCHEMA_URL: databaseUrl(mirrorName), MIRROR_READER_URL: databaseUrl(mirrorName, reader) };
}

await runSql(admin, `CREATE DATABASE ${name}`);
let status = 1;
try {
  const mirror = await prepareMirrorSchema();
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--config', 'vitest.pg.config.ts', '--reporter=default', '--reporter=json', '--outputFile=test-results/pg.json', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, ...mirror, DATABASE_URL: databaseUrl(name), REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
    },
  );
  status = result.status ?? 1;
} finally {
  await runSql(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await runSql(admin, `DROP DATABASE IF EXISTS ${mirrorName} WITH (FORCE)`);
  await runSql(admin, `DROP ROLE IF EXISTS ${reader}`);
}
process.exit(status);
