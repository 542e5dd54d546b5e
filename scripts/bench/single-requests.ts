/**
 * The requests issue 28 timed on each layout, one at a time: `/transactions/{id}`, `/accounts/{id}`,
 * `/transactions/{hash}` and `/blocks/{n}` of a bench ledger, served in process (no HTTP) through a pool with named
 * prepared statements as the service runs, and the statements each issues EXPLAINed with ANALYZE and BUFFERS.
 *
 *   npx tsx scripts/bench/single-requests.ts label=postgres://…/db [label=postgres://…/db …]
 *
 * Prints, per database and request, the median and p90 wall time of BENCH_REPEATS (50) serves after 10 warm-ups, the
 * CPU per serve of this process and of the pool's PostgreSQL backend (what load on a shared machine does not inflate),
 * and the planning and execution ms and shared buffers of its statements (summed; the last of 5 runs, so the
 * plan is the one a warm connection uses). BENCH_DETAIL=1 lists each statement, BENCH_DETAIL=2 with its plan. BENCH_PATHS (comma-separated) serves
 * those paths instead, each `{name}` replaced by that sample value of the ledger (lib/api/v1/samples.ts), e.g.
 * `/api/v1/transactions?account.id={account}&type=debit`.
 */
import { getConfig } from '../../lib/config';
import { systemClock } from '../../lib/core/clock';
import type { Db } from '../../lib/db';
import { openPg } from '../../lib/db/pg-driver';
import type { ApiContext } from '../../lib/api/v1/context';
import { handleV1 } from '../../lib/api/v1/router';
import { findSampleValues } from '../../lib/api/v1/samples';
import { DatabaseBackends } from './process-cpu';

interface Recorded {
  sql: string;
  params: readonly unknown[];
}

interface Explained {
  'Planning Time': number;
  'Execution Time': number;
  Plan: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };
}

const repeats = Number(process.env.BENCH_REPEATS ?? 50);

function recordingDb(db: Db, log: Recorded[]): Db {
  return {
    ...db,
    driver: db.driver,
    query: (sql, params = []) => {
      log.push({ sql, params });
      return db.query(sql, params);
    },
  };
}

/** CPU ms this process has used so far (the in-process server, its pool and the serves' bookkeeping). */
function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function measure(label: string, url: string): Promise<void> {
  const db = openPg({ url, poolSize: 1, statementTimeoutMs: 60_000, preparedStatements: true });
  const backends = new DatabaseBackends(url);
  try {
    const samples = await findSampleValues(db);
    const fill = (template: string) =>
      template.replace(/\{(\w+)\}/g, (_, name: string) => String(samples[name as keyof typeof samples] ?? `{${name}}`));
    const requests: Record<string, string> = process.env.BENCH_PATHS
      ? Object.fromEntries(
          process.env.BENCH_PATHS.split(',').map((template) => [template.replace(/^\/api\/v1/, ''), fill(template)]),
        )
      : {
          '/transactions/{id}': `/api/v1/transactions/${samples.transactionId}`,
          '/accounts/{id}': `/api/v1/accounts/${samples.account}`,
          '/transactions/{hash}': `/api/v1/transactions/${samples.transactionHash}`,
          '/blocks/{n}': `/api/v1/blocks/${samples.blockNumber}`,
        };
    const config = { ...getConfig(), RESPONSE_CACHE: 'off' as const, LEDGER_READ_ONLY: true };
    for (const [name, path] of Object.entries(requests)) {
      const log: Recorded[] = [];
      const ctx: ApiContext = { db: recordingDb(db, log), config, clock: systemClock, cache: null };
      const serve = async () => {
        const response = await handleV1(new Request(`http://localhost${path}`), ctx);
        await response.text();
        if (response.status !== 200) throw new Error(`${label} ${path}: ${response.status}`);
      };
      for (let i = 0; i < 10; i++) await serve();
      const times: number[] = [];
      const serverBefore = processCpuMs();
      const databaseSpent = await backends.meter();
      for (let i = 0; i < repeats; i++) {
        const start = process.hrtime.bigint();
        await serve();
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      const serverCpu = (processCpuMs() - serverBefore) / repeats;
      const databaseCpu = (await databaseSpent()) / repeats;
      times.sort((a, b) => a - b);
      log.length = 0;
      await serve();
      const statements = [...log];
      let planning = 0;
      let execution = 0;
      let buffers = 0;
      for (const { sql, params } of statements) {
        let plan: Explained | undefined;
        for (let i = 0; i < 5; i++) {
          const [row] = await db.query<{ 'QUERY PLAN': Explained[] }>(
            `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`,
            params,
          );
          plan = row!['QUERY PLAN'][0];
        }
        if (process.env.BENCH_DETAIL === '2') {
          const text = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
          console.log(
            `${sql}\n${JSON.stringify(params, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}\n${text.map((r) => r['QUERY PLAN']).join('\n')}`,
          );
        }
        if (process.env.BENCH_DETAIL) {
          console.log(
            `  planning ${plan!['Planning Time'].toFixed(2)} ms, execution ${plan!['Execution Time'].toFixed(2)} ms: ${sql.replace(/\s+/g, ' ').slice(0, 160)}`,
          );
        }
        planning += plan!['Planning Time'];
        execution += plan!['Execution Time'];
        buffers += (plan!.Plan['Shared Hit Blocks'] ?? 0) + (plan!.Plan['Shared Read Blocks'] ?? 0);
      }
      console.log(
        `${label.padEnd(10)}${name.padEnd(24)} median ${percentile(times, 0.5).toFixed(2).padStart(7)} ms  p90 ${percentile(times, 0.9).toFixed(2).padStart(7)} ms  ` +
          `CPU ${(serverCpu + databaseCpu).toFixed(2).padStart(6)} ms (server ${serverCpu.toFixed(2)}, PostgreSQL ${databaseCpu.toFixed(2)})  ` +
          `${statements.length} statements: planning ${planning.toFixed(2).padStart(6)} ms, execution ${execution.toFixed(2).padStart(6)} ms, ${String(buffers).padStart(5)} buffers`,
      );
    }
  } finally {
    await backends.close();
    await db.close();
  }
}

for (const argument of process.argv.slice(2)) {
  const at = argument.indexOf('=');
  await measure(argument.slice(0, at), argument.slice(at + 1));
}
process.exit(0);
