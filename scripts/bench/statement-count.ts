// npx tsx scripts/bench/statement-count.ts [database] — the statements (and PostgreSQL transactions) each endpoint of
// the side-by-side URL mix costs our /api/v1, served in process (no HTTP) against a ledger of the reference harness
// (default lqs_ref_bench_<BENCH_TRANSACTIONS or 1000000>) through the read-only role. What the bench's "DB xact/req"
// is the average of, by endpoint and weighted by the mix, so the routes that cost the most round trips stand out.
import { getConfig } from '../../lib/config';
import { systemClock } from '../../lib/core/clock';
import { openPg } from '../../lib/db/pg-driver';
import type { Db, Queryable } from '../../lib/db/types';
import type { ApiContext } from '../../lib/api/v1/context';
import { handleV1 } from '../../lib/api/v1/router';
import { sampleLedger } from './ledger-samples';
import { ownerUrl, readerUrl } from './reference-ledger';
import { buildUrlMix, deepPageStarts, type DeepPages } from './url-mix';

interface Counts {
  statements: number;
  transactions: number;
  /** The statements' text, while `show` is set. */
  log?: string[];
}

/** A handle that counts statements, and transactions as PostgreSQL does (one per autocommit statement or BEGIN…COMMIT). */
function counting(db: Db, counts: Counts): Db {
  const wrap = <T extends Queryable>(target: T, inTransaction: boolean): T =>
    new Proxy(target, {
      get(obj, key, receiver) {
        if (key === 'query') {
          return (sql: string, params?: readonly unknown[]) => {
            counts.statements++;
            counts.log?.push(sql.replace(/\s+/g, ' '));
            if (!inTransaction) counts.transactions++;
            return obj.query(sql, params);
          };
        }
        if (key === 'transaction') {
          return <R>(fn: (tx: Queryable) => Promise<R>) => {
            counts.transactions++;
            return (obj as unknown as Db).transaction((tx) => fn(wrap(tx, true)));
          };
        }
        const value: unknown = Reflect.get(obj, key, receiver);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(obj) : value;
      },
    });
  return wrap(db, false);
}

const database = process.argv[2] ?? `lqs_ref_bench_${process.env.BENCH_TRANSACTIONS ?? 1_000_000}`;
const owner = openPg({ url: ownerUrl(database), poolSize: 1, statementTimeoutMs: 120_000 });
const samples = await sampleLedger(owner).finally(() => owner.close());
const reader = openPg({ url: readerUrl(database), poolSize: 2, statementTimeoutMs: 20_000 });
const counts: Counts = { statements: 0, transactions: 0 };
const ctx: ApiContext = {
  db: counting(reader, counts),
  config: { ...getConfig(), RESPONSE_CACHE: 'off' },
  clock: systemClock,
  cache: null,
};

async function get(path: string): Promise<{ status: number; body: unknown }> {
  const response = await handleV1(new Request(`http://localhost${path}`), ctx);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const deep: DeepPages = {};
for (const { first, depths } of deepPageStarts(samples)) {
  const pages: string[] = [];
  let path: string | null = first;
  for (let depth = 1; depth <= Math.max(...depths) && path; depth++) {
    const { body } = await get(path);
    path = (body as { links?: { next?: string | null } } | null)?.links?.next ?? null;
    if (path && depths.includes(depth)) pages.push(path);
  }
  deep[first] = pages;
}

const mix = buildUrlMix(samples, deep);
// STATEMENTS=<endpoint>: print the SQL of that endpoint's first URL of the mix
const show = process.env.STATEMENTS;
const byEndpoint = new Map<
  string,
  { urls: number; statements: number; transactions: number; max: number; nonOk: number }
>();
for (const { endpoint, kind, path } of mix) {
  const before = { ...counts };
  const showing =
    show !== undefined && `${endpoint} ${kind}`.startsWith(show) && !byEndpoint.has(`${endpoint} ${kind}`);
  if (showing) counts.log = [];
  const { status } = await get(path);
  if (showing) console.log(`${path}\n${counts.log!.map((sql) => `  ${sql}`).join('\n')}`);
  counts.log = undefined;
  const key = `${endpoint} ${kind}`;
  const entry = byEndpoint.get(key) ?? { urls: 0, statements: 0, transactions: 0, max: 0, nonOk: 0 };
  entry.urls++;
  entry.statements += counts.statements - before.statements;
  entry.transactions += counts.transactions - before.transactions;
  entry.max = Math.max(entry.max, counts.statements - before.statements);
  if (status !== 200) entry.nonOk++;
  byEndpoint.set(key, entry);
}
await reader.close();

const total = [...byEndpoint.values()].reduce(
  (sum, e) => ({
    urls: sum.urls + e.urls,
    transactions: sum.transactions + e.transactions,
    statements: sum.statements + e.statements,
  }),
  { urls: 0, transactions: 0, statements: 0 },
);
console.log(
  `${database}: ${total.urls} URLs, ${(total.statements / total.urls).toFixed(2)} statements and ${(total.transactions / total.urls).toFixed(2)} transactions per request`,
);
console.log(
  `${'endpoint'.padEnd(48)}${'urls'.padStart(5)}${'stmt/req'.padStart(10)}${'xact/req'.padStart(10)}${'max'.padStart(5)}${'share'.padStart(8)}  non-200`,
);
for (const [key, e] of [...byEndpoint].sort((a, b) => b[1].transactions - a[1].transactions)) {
  const share = `${((100 * e.transactions) / total.transactions).toFixed(1)}%`;
  console.log(
    `${key.padEnd(48)}${String(e.urls).padStart(5)}${(e.statements / e.urls).toFixed(2).padStart(10)}${(e.transactions / e.urls).toFixed(2).padStart(10)}${String(e.max).padStart(5)}${share.padStart(8)}  ${e.nonOk || ''}`,
  );
}
process.exit(0);
