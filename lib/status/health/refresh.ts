import type { Db, Queryable } from '../../db';
import { STATUS_SETTINGS, timeZoneOf, wireContext, type StatusContext } from '../context';
import { ledgerAnswers } from '../ledger-probe';
import { recordSystemMetrics } from '../metrics/record';
import type { ComponentStatus } from '../statuses';
import { storeComputedStatus } from '../store/component-writes';
import { advanceRevision, healthFingerprint, readPage } from '../store/page';
import { endUnseenSpans, recordSpan } from '../store/spans';
import { notifyStatusChanges, statusesNow } from '../subscriptions/events';
import { localDate, msToNs, nsToMs } from '../time';
import { healthComponentSpecs, syncHealthComponents } from './components-sync';
import { scanLedgerHistory, type ScanTargets } from './history-scan';
import { addressBookNodes, newestBlockEndNs, oldestBlockEndSinceNs, recentNodeActivity } from './ledger-reads';
import { HEALTH_KEYS } from './names';
import { apiStatus, blockAgeStatus, nodeStatus, thresholdsOf } from './rules';

/** A ledger that has not answered `SELECT 1` within this long is down for the health components. */

const lastRun = new WeakMap<Db, { atMs: number; run: Promise<void> }>();

/**
 * Brings the computed components up to date: creates/renames them from the address book, scans new ledger history
 * into spans and resolved incidents, and stores the live statuses. Runs at most every few seconds per store;
 * concurrent requests share one run. Called through ensureFresh (freshness.ts); `force` is for tests.
 */
export function refreshHealth(ctx: StatusContext, force = false): Promise<void> {
  const now = ctx.clock.nowMs();
  const previous = lastRun.get(ctx.db);
  if (!force && previous && now - previous.atMs < STATUS_SETTINGS.healthRefreshMs && now >= previous.atMs) {
    return previous.run;
  }
  const run = refreshAndMark(ctx);
  lastRun.set(ctx.db, { atMs: now, run });
  run.catch(() => lastRun.delete(ctx.db)); // retry on the next request rather than serve a failure for seconds
  return run;
}

/**
 * One refresh, and the page's revision advanced when it changed what readers see (a status, a span, a name, a new
 * metric minute): the public view is rebuilt on that change, on every instance, and not on a refresh that found
 * nothing new.
 */
async function refreshAndMark(ctx: StatusContext): Promise<void> {
  const before = await healthFingerprint(ctx.db);
  try {
    await runRefresh(ctx);
  } finally {
    if ((await healthFingerprint(ctx.db)) !== before) await advanceRevision(ctx.db);
  }
}

async function runRefresh(ctx: StatusContext): Promise<void> {
  const { config, clock, db, ledger } = ctx;
  const nowMs = clock.nowMs();
  const now = new Date(nowMs);
  const thresholds = thresholdsOf(config);
  const started = performance.now();
  const ready = await ledgerAnswers(ledger);
  const readyLatencyMs = performance.now() - started;
  await recordSystemMetrics(ctx, ready);
  if (!ready) return recordLedgerDown(ctx, now);
  const nodes = await addressBookNodes(ledger);
  const historyStart = msToNs(nowMs) - BigInt(STATUS_SETTINGS.uptimeDays) * 86_400_000_000_000n;
  const oldest = await oldestBlockEndSinceNs(ledger, historyStart);
  const startDate = oldest === null ? null : localDate(nsToMs(oldest), timeZoneOf(config));
  const specs = healthComponentSpecs(config.NETWORK_NAME, nodes);
  const ids = await db.transaction((tx) => syncHealthComponents(tx, specs, now, startDate));
  const idOf = (key: string) => ids.get(key) as string;
  const nameOf = (key: string) => specs.find((s) => s.key === key)?.name ?? key;

  const targets: ScanTargets = {
    networkComponentId: idOf(HEALTH_KEYS.network),
    networkComponentName: nameOf(HEALTH_KEYS.network),
    nodes: new Map(
      nodes.map((node) => {
        const key = HEALTH_KEYS.node(node.node_id);
        return [node.node_account_id, { node, componentId: idOf(key), componentName: nameOf(key) }];
      }),
    ),
  };
  await scanLedgerHistory(db, ledger, targets, {
    thresholds,
    nowMs,
    historyDays: STATUS_SETTINGS.uptimeDays,
    chunkNs: STATUS_SETTINGS.scanChunkNs,
  });

  const live = await liveStatuses(
    ctx,
    nodes.map((n) => n.node_account_id),
    thresholds,
    readyLatencyMs,
  );
  await db.transaction(async (tx) => {
    const before = await statusesNow(tx);
    await storeComputedStatus(tx, idOf(HEALTH_KEYS.network), live.network, now);
    for (const node of nodes) {
      const status = live.nodes.get(node.node_account_id) ?? 'operational';
      await storeComputedStatus(tx, idOf(HEALTH_KEYS.node(node.node_id)), status, now);
    }
    await storeApiStatus(tx, idOf(HEALTH_KEYS.mirrorApi), live.api, now);
    await endUnseenSpans(tx);
    // A component the ledger shows breaking is what subscribers most want to hear about.
    await notifyStatusChanges(tx, async () => wireContext(ctx, (await readPage(tx)).id), before, now);
  });
}

/** The API component has no ledger history to replay, so its spans come from what we observe. */
async function storeApiStatus(tx: Queryable, id: string, status: ComponentStatus, now: Date): Promise<void> {
  if (await storeComputedStatus(tx, id, status, now)) await recordSpan(tx, id, status, now, 'live');
}

/**
 * The ledger database does not answer: our API is down, which is all we know. Block production and the nodes keep
 * their last known statuses (the network may well be fine), and the components exist even on a first start.
 */
async function recordLedgerDown(ctx: StatusContext, now: Date): Promise<void> {
  const specs = healthComponentSpecs(ctx.config.NETWORK_NAME, []);
  await ctx.db.transaction(async (tx) => {
    const ids = await syncHealthComponents(tx, specs, now, null);
    const before = await statusesNow(tx);
    await storeApiStatus(tx, ids.get(HEALTH_KEYS.mirrorApi)!, 'major_outage', now);
    await notifyStatusChanges(tx, async () => wireContext(ctx, (await readPage(tx)).id), before, now);
  });
}

async function liveStatuses(
  ctx: StatusContext,
  accounts: bigint[],
  thresholds: ReturnType<typeof thresholdsOf>,
  readyLatencyMs: number,
) {
  const api = apiStatus(true, readyLatencyMs, STATUS_SETTINGS.apiDegradedMs, STATUS_SETTINGS.apiPartialMs);
  const newest = await newestBlockEndNs(ctx.ledger);
  const network = blockAgeStatus(newest === null ? null : ctx.clock.nowMs() - nsToMs(newest), thresholds);
  const activity = await recentNodeActivity(ctx.ledger, msToNs(thresholds.nodeSilentMs));
  const total = [...activity.counts.values()].reduce((a, b) => a + b, 0);
  const nodes = new Map<bigint, ComponentStatus>();
  for (const account of accounts) {
    const own = activity.counts.get(account) ?? 0;
    nodes.set(account, nodeStatus(own, total - own));
  }
  return { api, network, nodes };
}
