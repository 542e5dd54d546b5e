// CI leg against the machine's PostgreSQL 15 and Redis: a fresh database for our own migrations, and two holding an
// operator's real Mirror Node schema — the v1 layout (../shared/conformance/mirror-node-schema) and the v2 layout
// large operators run on Citus (../shared/conformance/mirror-node-schema-v2, on plain PostgreSQL with its Citus
// stand-ins) — each with a read-only role, as an operator would give us; then the *.pg.test.ts and *.redis.test.ts
// suites (or the files named as arguments). Report: test-results/pg.json.
// With CI=true a missing schema fixture is a failure: the leg must not pass by leaving an operator layout out.
// Outside CI, CI_MIRROR_LAYOUTS=v2 prepares only the layouts listed (the others' tests skip), and CI_DB_PREFIX
// (lqs_ci) names the databases, so that parallel workers on one PostgreSQL keep to their own names.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { databaseUrl, PG_ADMIN_URL, runSql, runSqlFile } from '../lib/db/pg-admin.testing';

const admin = PG_ADMIN_URL;
const name = `${process.env.CI_DB_PREFIX ?? 'lqs_ci'}_${process.pid}_${Date.now()}`;
const CONFORMANCE = path.resolve('..', 'shared', 'conformance');

interface OperatorLayout {
  /** Suffix of the database and role names, and of the environment variables the tests read. */
  id: 'v1' | 'v2';
  /** SQL files loaded in order, as a superuser (the v2 dump creates casts). */
  files: string[];
  /** Run after the files: what the test copy changes so the recorded corpus loads (with the reason). */
  afterLoad?: string;
  /** Names the test reads: the owner's URL (to load each ledger) and the read-only role's URL (to answer). */
  ownerVar: string;
  readerVar: string;
}

const LAYOUTS: OperatorLayout[] = [
  {
    id: 'v1',
    files: [path.join(CONFORMANCE, 'mirror-node-schema', 'v0.145-schema.sql')],
    ownerVar: 'MIRROR_SCHEMA_URL',
    readerVar: 'MIRROR_READER_URL',
  },
  {
    id: 'v2',
    files: [
      path.join(CONFORMANCE, 'mirror-node-schema-v2', 'mirror-node-v2-schema.sql'),
      path.join(CONFORMANCE, 'mirror-node-schema-v2', 'citus-standins.sql'),
    ],
    // Two corpus entries store a NULL transaction_hash.payer_account_id, which v2 declares NOT NULL (the importer
    // never writes one). The test copy accepts them so that both layouts replay the same cases; no statement of
    // ours reads the column differently for it.
    afterLoad: 'ALTER TABLE transaction_hash ALTER COLUMN payer_account_id DROP NOT NULL',
    ownerVar: 'MIRROR_V2_SCHEMA_URL',
    readerVar: 'MIRROR_V2_READER_URL',
  },
];

const created: { database: string; role: string }[] = [];

/** The operator's schema as its Flyway migrations left it, and a role that may only read it. */
async function prepareMirrorSchema(layout: OperatorLayout): Promise<Record<string, string>> {
  const missing = layout.files.filter((file) => !existsSync(file));
  if (missing.length) {
    if (process.env.CI === 'true')
      throw new Error(`ci-legs: the ${layout.id} operator schema is missing: ${missing.join(', ')}`);
    console.warn(`ci-legs: ${layout.id} operator schema not found (${missing.join(', ')}); its tests are skipped`);
    return {};
  }
  const database = `${name}_mirror_${layout.id}`;
  const reader = `${database}_reader`;
  await runSql(admin, `CREATE DATABASE ${database}`);
  created.push({ database, role: reader });
  for (const file of layout.files) runSqlFile(databaseUrl(database), file);
  if (layout.afterLoad) await runSql(databaseUrl(database), layout.afterLoad);
  await runSql(admin, `CREATE ROLE ${reader} LOGIN`);
  await runSql(
    databaseUrl(database),
    `GRANT CONNECT ON DATABASE ${database} TO ${reader};
     GRANT USAGE ON SCHEMA public TO ${reader};
     GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${reader};
     ALTER ROLE ${reader} SET default_transaction_read_only = on;`,
  );
  return { [layout.ownerVar]: databaseUrl(database), [layout.readerVar]: databaseUrl(database, reader) };
}

await runSql(admin, `CREATE DATABASE ${name}`);
let status = 1;
try {
  const mirrors: Record<string, string> = {};
  const wanted = process.env.CI_MIRROR_LAYOUTS?.split(',') ?? LAYOUTS.map((layout) => layout.id);
  for (const layout of LAYOUTS.filter((l) => wanted.includes(l.id)))
    Object.assign(mirrors, await prepareMirrorSchema(layout));
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'vitest.pg.config.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile=test-results/pg.json',
      ...process.argv.slice(2),
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        ...mirrors,
        DATABASE_URL: databaseUrl(name),
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      },
    },
  );
  status = result.status ?? 1;
} finally {
  await runSql(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  for (const { database, role } of created) {
    await runSql(admin, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await runSql(admin, `DROP ROLE IF EXISTS ${role}`);
  }
}
process.exit(status);
