// The production server in one process (npm start; npm run demo passes --demo): Next.js for the pages, /api/v2 and
// the status API, and /api/v1 and the public status reads (/api/v2, /status once per revision) answered on the same
// listener without the route-handler stack.
// SIGTERM or SIGINT: stop accepting, finish the requests in flight (at most 10 s), stop the delivery worker after the
// message it is sending, stop listening for status revisions, close the databases, exit 0.
// Before any route: an undecodable path is a 400; an https request (directly, or through a trusted proxy) gets HSTS.
// Explorer pages are served from their last rendering while what they show has not changed (lib/explorer/page-cache.ts,
// taking no render place), rendered a few at a time (PAGE_RENDERS_IN_FLIGHT, PAGE_RENDER_QUEUE; the rest a fast 503),
// and a page that fails because the ledger stopped answering is the 503 "ledger unreachable" page, never a 500.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { answerV1 } from '../lib/api/v1/node-listener';
import { closeAll, getLedgerDb, getStatusDb } from '../lib/db';
import { settleWithin } from '../lib/core/deadline';
import { admissionGate } from '../lib/http/admission';
import { trustedForwarding } from '../lib/http/client';
import { malformedPath } from '../lib/http/malformed-path';
import { replaceServerError, type ReplacementAnswer } from '../lib/http/replace-server-error';
import { cameOverHttps, HSTS_HEADER, HSTS_VALUE } from '../lib/http/transport-security';
import { unservedMethod } from '../lib/http/methods';
import { prepareDemoLedger } from '../lib/demo/prepare';
import { ledgerUnreachablePage, pagesBusyPage, readsLocalLedger } from '../lib/explorer/ledger-unreachable';
import { explorerPageCache } from '../lib/explorer/page-cache';
import { isExplorerPage } from '../lib/explorer/sections';
import { newestBlockNumber } from '../lib/ledger/blocks';
import { writeWebResponse } from '../lib/http/node-bridge';
import { EVERY_ANSWER, UNFRAMED_ANSWER } from '../lib/http/security-headers';
import { ledgerWatch } from '../lib/ops/ledger-watch';
import { stopNetworkStatsWorker } from '../lib/status/network/worker';
import { publicStatusReads } from '../lib/status/http/public-reads';
import { watchRevision, currentRevision } from '../lib/status/read/revision';
import { stopSubscriptionDelivery } from '../lib/status/subscriptions/start';
import { configOrExit } from './load-config';

const DRAIN_MS = 10_000;
/** How long the delivery worker may take to finish the message it is sending when the server stops. */
const DELIVERY_STOP_MS = 3_000;
/** How long an explorer page may wait for a place to be rendered before it is refused. */
const PAGE_WAIT_MS = 2_000;
const demo = process.argv.includes('--demo');
// React and Next.js pick their production builds when first loaded, so this comes before they are imported.
(process.env as Record<string, string>).NODE_ENV = 'production';
if (demo) process.env.DEMO_LIVE ??= '1';

const config = configOrExit();
const log = (line: string) => console.log(line);
let stopRevisionWatch = async () => {};
try {
  // Opening the stores first: a data directory another server holds, or a ledger that is not a Mirror Node, stops
  // start-up here with one line, before anything listens.
  const ledger = await getLedgerDb(config);
  if (demo && !config.LEDGER_READ_ONLY) await prepareDemoLedger(ledger, config, log);
  // The status page's revision is announced by every write (LISTEN/NOTIFY): heard here, a public status read asks
  // the store nothing while nothing changed. Before it listens, and whenever it does not, requests read it.
  stopRevisionWatch = watchRevision(await getStatusDb(config), { log });
} catch (error) {
  console.error(`cannot start: ${error instanceof Error ? error.message : String(error)}`);
  await closeAll().catch(() => undefined);
  process.exit(1);
}

const { default: next } = await import('next');
// `localhost`, whatever HOST we listen on: it is the origin of the URL Next.js gives the proxy (proxy.ts: its inner
// server falls back to localhost), and Next.js's router takes a proxy's rewrite to any other origin than its own
// (built from this hostname) for an external one and forwards it over HTTP — back into this server (the not-found
// page of every unknown id was fetched that way, through a second request and Next.js's HTTP proxy).
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port: config.PORT });
await app.prepare();
const handleWithNext = app.getRequestHandler();
const origin = `http://${config.HOST}:${config.PORT}`;
const ledgerReachable = ledgerWatch(() => getLedgerDb(config));
const answerStatusRead = publicStatusReads((req, res) => answerWithNext(req, res));
// RESPONSE_CACHE=off (tests, conformance, benchmarks of the rendering itself) renders every page afresh.
const explorerPages =
  config.RESPONSE_CACHE === 'on'
    ? explorerPageCache({
        newestBlock: async () => newestBlockNumber(await getLedgerDb(config)),
        statusRevision: async () => currentRevision(await getStatusDb(config)),
      })
    : null;

/** An explorer page while the ledger does not answer: a 503 that says so at once, not a page that waits on it. */
async function answerLedgerDown(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!readsLocalLedger(new URL(req.url ?? '/', origin)) || (await ledgerReachable())) return false;
  await writeWebResponse(req, res, ledgerUnreachablePage(), UNFRAMED_ANSWER);
  return true;
}

/** What a page that failed gets instead of its 500 when the ledger has stopped answering (asked afresh). */
async function ledgerDownInstead(req: IncomingMessage): Promise<ReplacementAnswer | null> {
  if (await ledgerReachable.fresh()) return null;
  const page = ledgerUnreachablePage();
  return {
    status: page.status,
    headers: { ...UNFRAMED_ANSWER, ...Object.fromEntries(page.headers) },
    body: req.method === 'HEAD' ? null : await page.text(),
  };
}

/** The request's path as sent (still percent-encoded); a target URL cannot parse is treated as undecodable. */
function pathnameOf(target: string | undefined): string {
  try {
    return new URL(target ?? '/', origin).pathname;
  } catch {
    return '/%';
  }
}

const pageRenders = admissionGate({
  inFlight: config.PAGE_RENDERS_IN_FLIGHT,
  queue: config.PAGE_RENDER_QUEUE,
  maxWaitMs: PAGE_WAIT_MS,
});

/** Next.js for everything else; explorer pages only with a place among the renders in flight. */
async function answerWithNext(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', origin);
  if (!isExplorerPage(url.pathname)) return handleWithNext(req, res);
  // A prefetch of the client router (a page's visible links) waits for a place like a navigation. Dropping it when
  // no place was free (a fast 503) left the client router holding that failed prefetch for the click that followed,
  // and the page it then showed had no <title> (axe's document-title in e2e/explorer-token-pages.spec.ts, after
  // "Next page"; reproduced by hand: with every prefetch admitted the title stays).
  // A client that leaves while waiting (a prefetch the router cancelled) gives up its turn; its response has already
  // closed, so a place taken for it would never be released (CI once ran out of all four that way: every page 503).
  const clientGone = new AbortController();
  res.once('close', () => clientGone.abort());
  const release = await pageRenders.enter(clientGone.signal);
  if (clientGone.signal.aborted) {
    release?.();
    return;
  }
  if (!release) {
    await writeWebResponse(req, res, pagesBusyPage(), UNFRAMED_ANSWER);
    return;
  }
  res.once('finish', release).once('close', release);
  if ((req.method === 'GET' || req.method === 'HEAD') && readsLocalLedger(url)) {
    replaceServerError(res, { instead: () => ledgerDownInstead(req), keepHeaders: [HSTS_HEADER] });
  }
  return handleWithNext(req, res);
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
  if (cameOverHttps(req, config.TRUST_PROXY)) res.setHeader(HSTS_HEADER, HSTS_VALUE);
  const malformed = malformedPath(pathnameOf(req.url));
  if (malformed) {
    req.resume();
    void writeWebResponse(req, res, malformed, UNFRAMED_ANSWER);
    return;
  }
  answerV1(req, res, origin)
    .then(async (answered) => answered || (await answerLedgerDown(req, res)))
    .then(async (answered) => answered || (await answerStatusRead(req, res)))
    .then(
      async (answered) =>
        answered || (explorerPages !== null && (await explorerPages.answer(req, res, answerWithNext))),
    )
    .then((answered) => (answered ? undefined : answerWithNext(req, res)))
    .catch((error: unknown) => {
      console.error(`${req.method} ${req.url}:`, error);
      if (!res.headersSent)
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
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
    stopNetworkStatsWorker();
    const exit = (code: number) =>
      void settleWithin(
        DELIVERY_STOP_MS,
        stopSubscriptionDelivery().catch(() => undefined),
        undefined,
      )
        .then(() => stopRevisionWatch())
        .then(() => closeAll())
        .finally(() => process.exit(code));
    server.close(() => exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      exit(0);
    }, DRAIN_MS).unref();
  });
}
