// The production server in one process (npm start; npm run demo passes --demo): Next.js for the pages, /api/v2 and
// the status API, and /api/v1 answered by its router on the same listener without the route-handler stack.
// SIGTERM or SIGINT: stop accepting, finish the requests in flight (at most 10 s), close the databases, exit 0.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { answerV1 } from '../lib/api/v1/node-listener';
import { closeAll, getLedgerDb, getStatusDb } from '../lib/db';
import { trustedForwarding } from '../lib/http/client';
import { unservedMethod } from '../lib/http/methods';
import { prepareDemoLedger } from '../lib/demo/prepare';
import { ledgerUnreachablePage, readsLocalLedger } from '../lib/explorer/ledger-unreachable';
import { writeWebResponse } from '../lib/http/node-bridge';
import { EVERY_ANSWER, UNFRAMED_ANSWER } from '../lib/http/security-headers';
import { ledgerWatch } from '../lib/ops/ledger-watch';
import { statusPageCache } from '../lib/status/page-cache';
import { configOrExit } from './load-config';

const DRAIN_MS = 10_000;
const demo = process.argv.includes('--demo');
// React and Next.js pick their production builds when first loaded, so this comes before they are imported.
(process.env as Record<string, string>).NODE_ENV = 'production';
if (demo) process.env.DEMO_LIVE ??= '1';

const config = configOrExit();
const log = (line: string) => console.log(line);
try {
  // Opening the stores first: a data directory another server holds, or a ledger that is not a Mirror Node, stops
  // start-up here with one line, before anything listens.
  const ledger = await getLedgerDb(config);
  if (demo && !config.LEDGER_READ_ONLY) await prepareDemoLedger(ledger, config, log);
  await getStatusDb(config);
} catch (error) {
  console.error(`cannot start: ${error instanceof Error ? error.message : String(error)}`);
  await closeAll().catch(() => undefined);
  process.exit(1);
}

const { default: next } = await import('next');
const app = next({ dev: false, dir: process.cwd(), hostname: config.HOST, port: config.PORT });
await app.prepare();
const handleWithNext = app.getRequestHandler();
const origin = `http://${config.HOST}:${config.PORT}`;
const ledgerReachable = ledgerWatch(() => getLedgerDb(config));
const statusPage = statusPageCache({ host: config.HOST, port: config.PORT }, () => getStatusDb(config));

/** An explorer page while the ledger does not answer: a 503 that says so at once, not a page that waits on it. */
async function answerLedgerDown(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!readsLocalLedger(new URL(req.url ?? '/', origin)) || (await ledgerReachable())) return false;
  await writeWebResponse(req, res, ledgerUnreachablePage(), UNFRAMED_ANSWER);
  return true;
}

const server = createServer((req, res) => {
  // Methods no route serves (TRACE …) are refused here: Next.js would hand TRACE to the Request constructor, which
  // throws, and answer a 500 with a stack in the log for the client's mistake.
  const refused = unservedMethod(req.method);
  if (refused) {
    res.writeHead(refused.status, { ...EVERY_ANSWER, ...refused.headers }).end(refused.body);
    req.resume(); // a body sent anyway is discarded, not buffered
    return;
  }
  trustedForwarding(req, config.TRUST_PROXY);
  answerV1(req, res, origin)
    .then(async (answered) => answered || (await answerLedgerDown(req, res)))
    .then(async (answered) => answered || (await statusPage.answer(req, res)))
    .then((answered) => (answered ? undefined : handleWithNext(req, res)))
    .catch((error: unknown) => {
      console.error(`${req.method} ${req.url}:`, error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
      res.end('Internal server error');
    });
});
// Clients and proxies keep connections open between requests; Node's 5 s default closes them just as a client reuses
// one (it sees ECONNRESET). Longer than a load balancer's usual 60 s idle timeout, so the client side closes first.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.on('error', (error) => {
  console.error(`cannot listen on ${config.HOST}:${config.PORT}: ${error.message}`);
  process.exit(1);
});
server.listen(config.PORT, config.HOST, () => log(`ready on ${origin}${demo ? ' (demo ledger, live)' : ''}`));

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing the requests in flight, then stopping`);
    const exit = (code: number) => void closeAll().finally(() => process.exit(code));
    server.close(() => exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      exit(0);
    }, DRAIN_MS).unref();
  });
}
