// npm run demo — migrate the embedded database, generate the demo ledger when it is empty, build when
// needed, then serve on http://HOST:PORT with the live demo on (DEMO_LIVE=0 turns it off).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { configOrExit } from './load-config';

const env = { ...process.env, DEMO_LIVE: process.env.DEMO_LIVE ?? '1' };
configOrExit();

function run(label: string, command: string, args: string[]): void {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`${label} failed`);
    process.exit(result.status ?? 1);
  }
}

run('migrate', 'npx', ['tsx', 'scripts/db-migrate.ts']);
run('demo ledger', 'npx', ['tsx', 'scripts/demo-generate.ts', '--if-empty']);
if (!existsSync('.next/BUILD_ID')) run('build', 'npx', ['next', 'build']);
run('serve', 'npx', ['tsx', 'scripts/start.ts']);
