import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseTimestamp } from '../core/timestamp';
import { activitySeries, ActivityStore, MINUTE_MS } from './activity';
import { LOCAL_NETWORK } from './networks';

vi.mock('server-only', () => ({}));

/**
 * A ledger behind a fake /api/v1 that answers the two list reads as the API does: timestamp filters (blocks on
 * their end), newest first, pages of `limit` with links.next.
 */
interface FakeBlock {
  number: number;
  count: number;
  timestamp: { from: string; to: string };
}
interface FakeTx {
  consensus_timestamp: string;
  name: string;
  charged_tx_fee: number;
}
const ledger = { blocks: [] as FakeBlock[], transactions: [] as FakeTx[], pages: 0 };

function answer<T>(path: string, items: T[], tsOf: (item: T) => string): { items: T[]; next: string | null } {
  ledger.pages++;
  const url = new URL(path, 'http://x');
  const limit = Number(url.searchParams.get('limit'));
  const filters = url.searchParams.getAll('timestamp').map((f) => {
    const [op, value] = f.split(':') as [string, string];
    return { op, ns: parseTimestamp(value)! };
  });
  const pass = (ns: bigint) =>
    filters.every(({ op, ns: v }) =>
      op === 'gt' ? ns > v : op === 'gte' ? ns >= v : op === 'lt' ? ns < v : op === 'lte' ? ns <= v : ns === v,
    );
  const matching = items
    .filter((i) => pass(parseTimestamp(tsOf(i))!))
    .sort((a, b) => (parseTimestamp(tsOf(b))! > parseTimestamp(tsOf(a))! ? 1 : -1));
  const page = matching.slice(0, limit);
  if (page.length < limit) return { items: page, next: null };
  // Like the API's next link: the same filters and one more upper bound (ours: the last item's timestamp).
  url.searchParams.append('timestamp', `lt:${tsOf(page.at(-1)!)}`);
  return { items: page, next: `${url.pathname}?${url.searchParams}` };
}

vi.mock('./load', () => ({
  load: async (_network: unknown, path: string) => {
    if (path.startsWith('/api/v1/blocks')) {
      const { items, next } = answer(path, ledger.blocks, (b) => b.timestamp.to);
      return { blocks: items, links: { next } };
    }
    const { items, next } = answer(path, ledger.transactions, (t) => t.consensus_timestamp);
    return { transactions: items, links: { next } };
  },
}));

const { readActivity } = await import('./activity-read');

const T0 = Date.UTC(2026, 10, 26, 12, 0, 0);
const ts = (ms: number) => `${Math.floor(ms / 1000)}.${String(ms % 1000).padStart(3, '0')}000000`;
const NAMES = ['CRYPTOTRANSFER', 'TOKENMINT', 'CONTRACTCALL'];

/** Blocks every 2 s from `fromMs` to `toMs`, three transactions each (one of each name, 0.01 HBAR fee each). */
function grow(fromMs: number, toMs: number): void {
  for (let t = fromMs; t < toMs; t += 2_000) {
    const number = ledger.blocks.length;
    ledger.blocks.push({ number, count: 3, timestamp: { from: ts(t), to: ts(t + 1_500) } });
    NAMES.forEach((name, i) =>
      ledger.transactions.push({ consensus_timestamp: ts(t + 100 + i * 400), name, charged_tx_fee: 1_000_000 }),
    );
  }
}

describe('reading the activity through /api/v1', () => {
  beforeEach(() => {
    Object.assign(ledger, { blocks: [], transactions: [], pages: 0 });
  });

  it('fills the last day over several bounded reads, then follows the ledger a page at a time', async () => {
    grow(T0 - 90 * MINUTE_MS, T0); // 2,700 blocks, 8,100 transactions
    const store = new ActivityStore();
    await readActivity(LOCAL_NETWORK, store, T0);
    expect(ledger.pages).toBe(20 + 4); // the first read's budget
    store.readAt = T0;
    let s = activitySeries(store, 'hour');
    expect(s.endMs).toBe(T0 - MINUTE_MS); // the newest block starts in the last minute
    expect(s.transactionsPerMinute.every((v) => v === 90)).toBe(true); // 20 pages of blocks reach back over the hour
    expect(s.transactionsFromMs).not.toBeNull(); // 400 transactions: a few minutes
    const known = s.familyTotals.filter((v) => v !== null);
    expect(known.length).toBeGreaterThan(0);
    expect(known.every((v) => v === 90)).toBe(true);

    let reads = 1;
    while (store.transactions!.fromMs > T0 - 24 * 60 * MINUTE_MS && reads < 50) {
      ledger.pages = 0;
      await readActivity(LOCAL_NETWORK, store, T0);
      expect(ledger.pages).toBeLessThanOrEqual(40 + 8);
      reads++;
    }
    // Each later read: one page for what is new (nothing here), seven further back; 7,700 is 11 such reads of full
    // pages, and a full page may have more behind it, so one more read finds the list's end.
    expect(reads).toBe(1 + (8_100 - 400) / 700 + 1);
    s = activitySeries(store, 'hour');
    expect(s.transactionsFromMs).toBeNull();
    expect(s.familyTotals).toEqual(s.transactionsPerMinute);
    expect(s.families.map((f) => [f.family, f.values[0]])).toEqual([
      ['Accounts and HBAR', 30],
      ['Tokens', 30],
      ['Smart contracts', 30],
    ]);
    expect(s.hbarPerMinute.every((v) => v !== null && Math.abs(v - 0.9) < 1e-9)).toBe(true);
    expect(s.blockSeconds.every((v) => v === 2)).toBe(true);
    const day = activitySeries(store, 'day');
    expect(day.transactionsPerMinute.slice(0, 90).every((v) => v === 0)).toBe(true); // read: the ledger is younger
    expect(day.transactionsPerMinute.at(-1)).toBe(90);

    // Thirty seconds later: one page of each list.
    grow(T0, T0 + 30_000);
    ledger.pages = 0;
    await readActivity(LOCAL_NETWORK, store, T0 + 30_000);
    expect(ledger.pages).toBe(2);
    expect(activitySeries(store, 'hour').endMs).toBe(T0);
    expect(activitySeries(store, 'hour').familyTotals.at(-1)).toBe(90);
  });

  it('starts a new stretch when the ledger outran the budget, never leaving a hole inside one', async () => {
    grow(T0 - 10 * MINUTE_MS, T0);
    const store = new ActivityStore();
    for (let i = 0; i < 5; i++) await readActivity(LOCAL_NETWORK, store, T0);
    store.readAt = T0;
    expect(store.transactions!.fromMs).toBeLessThan(T0 - 10 * MINUTE_MS);
    // 20 minutes more than 8 pages of transactions (3,600 > 800): the old stretch cannot be joined.
    grow(T0, T0 + 20 * MINUTE_MS);
    await readActivity(LOCAL_NETWORK, store, T0 + 20 * MINUTE_MS);
    const s = activitySeries(store, 'hour');
    expect(store.transactions!.fromMs).toBeGreaterThan(T0);
    expect(s.transactionsFromMs).toBe(store.transactions!.fromMs);
    const known = s.familyTotals.map((v, i) => [s.times[i]!, v] as const).filter(([, v]) => v !== null);
    expect(known.every(([t, v]) => t >= T0 && v === 90)).toBe(true);
    // Blocks: 40 pages reached back into the first stretch's time, so the whole hour is still known from them.
    expect(s.transactionsPerMinute.slice(-19).every((v) => v === 90)).toBe(true);
  });
});
