// npm run lighthouse — Lighthouse (Debian's Chromium) on the production build with a demo ledger: home, a
// transaction with a call trace, and an account page. Prints performance and accessibility scores.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const port = 3230;
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, DATA_DIR: '.data-lighthouse', DATABASE_URL: '', DEMO_LIVE: '0', NODE_ENV: 'production' as const };

function must(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync('.next/BUILD_ID')) must('npx', ['next', 'build']);
rmSync('.data-lighthouse', { recursive: true, force: true });
must('npx', ['tsx', 'scripts/db-migrate.ts']);
must('npx', ['tsx', 'scripts/demo-generate.ts', '--blocks', '600']);
const server = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], { env, stdio: 'ignore', detached: true });
const stop = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    /* gone */
  }
};
process.on('exit', stop);

async function json<T>(path: string): Promise<T> {
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(base + path);
      if (response.ok) return (await response.json()) as T;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${path} did not answer`);
}

const calls = await json<{ transactions: { transaction_id: string }[] }>('/api/v1/transactions?transactiontype=CONTRACTCALL&limit=1');
const accounts = await json<{ accounts: { account: string }[] }>('/api/v1/accounts?account.id=gte:0.0.1001&limit=1');
const pages = [
  ['home', '/'],
  ['transaction with trace', `/transactions/${calls.transactions[0]!.transaction_id}`],
  ['account', `/accounts/${accounts.accounts[0]!.account}`],
] as const;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const [name, path] of pages) {
    await fetch(base + path); // warm the server's caches and compile paths once
    const result = await lighthouse(base + path, { port: chrome.port, onlyCategories: ['performance', 'accessibility'], output: 'json', logLevel: 'error' });
    const categories = result?.lhr.categories;
    const score = (key: string) => Math.round((categories?.[key]?.score ?? 0) * 100);
    console.log(`${name.padEnd(24)} performance ${String(score('performance')).padStart(3)}   accessibility ${String(score('accessibility')).padStart(3)}   ${path}`);
  }
} finally {
  await chrome.kill();
  stop();
}
