// npm run demo — builds once when there is no production build (saying so, and how long it took), then runs the
// server in this same process with --demo: the embedded ledger migrated, the demo ledger generated on first run,
// the live demo on (DEMO_LIVE=0 turns it off), http://HOST:PORT. Plain JavaScript: nothing to compile at run time.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('.next/BUILD_ID') || !existsSync('dist/server.mjs')) {
  console.log('▶ first run: building the production app (a few minutes on a small machine; later runs start at once)');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('build failed');
    process.exit(result.status ?? 1);
  }
  console.log(`▶ built in ${Math.round((Date.now() - started) / 1000)} s`);
}
process.argv.push('--demo');
await import('../dist/server.mjs');
