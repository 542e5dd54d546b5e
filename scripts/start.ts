// npm start — the production server. Validates the configuration first so a bad value stops start-up
// with a message naming the variable, then runs `next start` with PORT and HOST.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { configOrExit } from './load-config';

const config = configOrExit();
if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build found: run `npm run build` first.');
  process.exit(1);
}
const next = spawn('npx', ['next', 'start', '-p', String(config.PORT), '-H', config.HOST], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => next.kill(signal));
next.on('exit', (code) => process.exit(code ?? 0));
