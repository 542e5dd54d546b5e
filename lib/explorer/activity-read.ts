import 'server-only';
import { formatTimestamp } from '../core/timestamp';
import { BlocksResponse } from '../schemas/v1/block';
import { TransactionsResponse } from '../schemas/v1/transaction';
import {
  activitySeries,
  ActivityStore,
  DAY_MS,
  timestampMs,
  type ActivityRange,
  type ActivitySeries,
  type Coverage,
} from './activity';
import { load } from './load';
import type { Network } from './networks';

/**
 * Reads the last day of blocks and transactions through /api/v1 into an ActivityStore per network, newest first,
 * continuing from what was read before: after the first fill a read costs a page or two per list. Each read has a
 * page budget, so a busy network costs a bounded number of requests; what the budget does not reach stays unread
 * (and the charts say so) rather than estimated.
 */

/** A read is at most this often; the page shows the last one meanwhile (the home page stays fast under load). */
const FRESH_MS = 15_000;
/** While the day is not read back to its start, the next read follows this soon, as long as the page is viewed. */
const BACKFILL_PAUSE_MS = 1_000;
const VIEWED_WITHIN_MS = 5 * 60_000;
/**
 * Pages of 100 per read. The first read holds the page, so it reads about an hour of blocks and a little of the
 * transactions; later reads run beside the page. A page of transactions costs about 5× a page of blocks here.
 */
const FIRST_READ = { blocks: 20, transactions: 4 };
const LATER_READ = { blocks: 40, transactions: 8 };

interface NetworkActivity {
  store: ActivityStore;
  reading: Promise<void> | null;
  viewedAt: number;
  timer: ReturnType<typeof setTimeout> | null;
}

const networks = new Map<string, NetworkActivity>();

const tsOfMs = (ms: number) => formatTimestamp(BigInt(ms) * 1_000_000n)!;

interface ListRead<T> {
  items: T[];
  /** The list ran out within the budget (links.next was null). */
  complete: boolean;
  pages: number;
}

/** Follows links.next from `path` for at most `budget` pages. */
async function readPages<T>(
  budget: number,
  first: string,
  page: (path: string) => Promise<{ items: T[]; next: string | null }>,
): Promise<ListRead<T>> {
  const items: T[] = [];
  let path: string | null = first;
  let pages = 0;
  while (path && pages < budget) {
    const answer = await page(path);
    pages++;
    items.push(...answer.items);
    path = answer.next;
  }
  return { items, complete: path === null, pages };
}

const blockPage = (network: Network) => async (path: string) => {
  const answer = await load(network, path, BlocksResponse);
  return { items: answer.blocks, next: answer.links.next };
};

const transactionPage = (network: Network) => async (path: string) => {
  const answer = await load(network, path, TransactionsResponse);
  return { items: answer.transactions, next: answer.links.next };
};

/**
 * One read of both lists. Blocks first: the newest block's end is where the transactions' read stops, so both
 * cover the same time (the ledger holds every transaction up to its newest block).
 */
export async function readActivity(network: Network, store: ActivityStore, nowMs: number): Promise<void> {
  const dayAgoTs = tsOfMs(nowMs - DAY_MS);
  const budgets = store.readAt === 0 ? FIRST_READ : LATER_READ;

  // Blocks are filtered on their end (consensus_end). A stretch's start is its oldest block's start: every block
  // starting at or after it has been read.
  let budget = budgets.blocks;
  const newer = await readPages(
    budget,
    `/api/v1/blocks?limit=100&order=desc&timestamp=gt:${store.blocks?.toTs ?? dayAgoTs}`,
    blockPage(network),
  );
  budget -= newer.pages;
  if (!newer.complete || !store.blocks) store.restartBlocks();
  for (const block of newer.items) store.addBlock(block);
  const newest = newer.items[0];
  const oldest = newer.items.at(-1);
  if (!store.blocks) {
    if (!newest || !oldest) return; // no block in the last day: nothing to chart
    store.blocks = newer.complete
      ? { fromMs: nowMs - DAY_MS, fromTs: dayAgoTs, toMs: timestampMs(newest.timestamp.to), toTs: newest.timestamp.to }
      : {
          fromMs: timestampMs(oldest.timestamp.from),
          fromTs: oldest.timestamp.to,
          toMs: timestampMs(newest.timestamp.to),
          toTs: newest.timestamp.to,
        };
  } else if (newest) {
    store.blocks = { ...store.blocks, toMs: timestampMs(newest.timestamp.to), toTs: newest.timestamp.to };
  }
  store.blocks = await backfill(store.blocks, nowMs, budget, (fromTs, pages) =>
    readPages(
      pages,
      `/api/v1/blocks?limit=100&order=desc&timestamp=lt:${fromTs}&timestamp=gte:${dayAgoTs}`,
      blockPage(network),
    ).then((r) => {
      for (const block of r.items) store.addBlock(block);
      const last = r.items.at(-1);
      return { ...r, oldest: last ? { ms: timestampMs(last.timestamp.from), ts: last.timestamp.to } : null };
    }),
  );

  // Transactions up to the newest block's end.
  const upTo = store.blocks.toTs;
  budget = budgets.transactions;
  const since = store.transactions?.toTs ?? dayAgoTs;
  const fresh = await readPages(
    budget,
    `/api/v1/transactions?limit=100&order=desc&timestamp=gt:${since}&timestamp=lte:${upTo}`,
    transactionPage(network),
  );
  budget -= fresh.pages;
  if (!fresh.complete || !store.transactions) store.restartTransactions();
  for (const tx of fresh.items) store.addTransaction(tx);
  const oldestTx = fresh.items.at(-1);
  const toMs = timestampMs(upTo);
  if (!store.transactions) {
    // +1 ms: timestamps are cut to milliseconds, and an unread transaction may share the oldest one's millisecond.
    store.transactions =
      fresh.complete || !oldestTx
        ? { fromMs: nowMs - DAY_MS, fromTs: dayAgoTs, toMs, toTs: upTo }
        : {
            fromMs: timestampMs(oldestTx.consensus_timestamp) + 1,
            fromTs: oldestTx.consensus_timestamp,
            toMs,
            toTs: upTo,
          };
  } else {
    store.transactions = { ...store.transactions, toMs, toTs: upTo };
  }
  store.transactions = await backfill(store.transactions, nowMs, budget, (fromTs, pages) =>
    readPages(
      pages,
      `/api/v1/transactions?limit=100&order=desc&timestamp=lt:${fromTs}&timestamp=gte:${dayAgoTs}`,
      transactionPage(network),
    ).then((r) => {
      for (const tx of r.items) store.addTransaction(tx);
      const last = r.items.at(-1);
      return {
        ...r,
        oldest: last ? { ms: timestampMs(last.consensus_timestamp) + 1, ts: last.consensus_timestamp } : null,
      };
    }),
  );
}

/** Extends a stretch back toward a day ago with what is left of the budget. */
async function backfill(
  coverage: Coverage,
  nowMs: number,
  budget: number,
  readOlder: (
    fromTs: string,
    pages: number,
  ) => Promise<ListRead<unknown> & { oldest: { ms: number; ts: string } | null }>,
): Promise<Coverage> {
  if (coverage.fromMs <= nowMs - DAY_MS || budget <= 0) return coverage;
  const older = await readOlder(coverage.fromTs, budget);
  if (older.complete) return { ...coverage, fromMs: nowMs - DAY_MS, fromTs: tsOfMs(nowMs - DAY_MS) };
  return older.oldest ? { ...coverage, fromMs: older.oldest.ms, fromTs: older.oldest.ts } : coverage;
}

const complete = (store: ActivityStore, nowMs: number) =>
  [store.blocks, store.transactions].every((c) => c !== null && c.fromMs <= nowMs - DAY_MS);

function startRead(network: Network, entry: NetworkActivity): Promise<void> {
  entry.reading ??= readActivity(network, entry.store, Date.now())
    .then(() => {
      entry.store.readAt = Date.now();
      entry.store.prune(entry.store.readAt);
    })
    .finally(() => {
      entry.reading = null;
      // Keep reading the day back while someone looks at the page; a busy network whose transactions outrun the
      // budget never completes, so this stops with the views.
      if (!complete(entry.store, Date.now()) && Date.now() - entry.viewedAt < VIEWED_WITHIN_MS && !entry.timer) {
        entry.timer = setTimeout(() => {
          entry.timer = null;
          startRead(network, entry).catch(() => {});
        }, BACKFILL_PAUSE_MS);
        entry.timer.unref?.();
      }
    });
  return entry.reading;
}

/**
 * The activity series of one range for the home page: the last read if it is recent, else a new read (awaited only
 * when nothing was read yet, so one slow read never holds the page).
 */
export async function loadActivity(network: Network, range: ActivityRange): Promise<ActivitySeries | null> {
  const key = network.base || 'this server';
  let entry = networks.get(key);
  if (!entry) networks.set(key, (entry = { store: new ActivityStore(), reading: null, viewedAt: 0, timer: null }));
  entry.viewedAt = Date.now();
  const stale = Date.now() - entry.store.readAt > FRESH_MS;
  // A failed read leaves the last one in place; with none, the page says the charts could not be read.
  if (entry.store.readAt === 0) await startRead(network, entry).catch(() => {});
  else if (stale) startRead(network, entry).catch(() => {});
  return entry.store.blocks ? activitySeries(entry.store, range) : null;
}
