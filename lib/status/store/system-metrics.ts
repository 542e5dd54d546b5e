import type { Queryable } from '../../db';

/** status.system_metric_minute: per-minute system metrics (migration 0005). */

export interface LedgerMinute {
  minute: Date;
  blocks: number;
  transactions: number;
  blockGapMsSum: number;
  blockGaps: number;
}

export interface MetricMinuteRow {
  minute: Date;
  blocks: number | null;
  transactions: bigint | null;
  block_gap_ms_sum: number | null;
  block_gaps: number | null;
  api_latency_counts: bigint[] | null;
}

/** The first minute whose ledger part is not written yet, or null when none is. */
export async function ledgerMinutesWrittenUntil(db: Queryable): Promise<Date | null> {
  const [row] = await db.query<{ last: Date | null }>(
    'SELECT max(minute) AS last FROM status.system_metric_minute WHERE blocks IS NOT NULL',
  );
  return row?.last ? new Date(row.last.getTime() + 60_000) : null;
}

/** Writes the ledger part of complete minutes (one statement); the API part of those rows is kept. */
export async function saveLedgerMinutes(db: Queryable, minutes: readonly LedgerMinute[]): Promise<void> {
  if (minutes.length === 0) return;
  await db.query(
    `INSERT INTO status.system_metric_minute (minute, blocks, transactions, block_gap_ms_sum, block_gaps)
     SELECT * FROM unnest($1::timestamptz[], $2::integer[], $3::bigint[], $4::double precision[], $5::integer[])
     ON CONFLICT (minute) DO UPDATE SET blocks = EXCLUDED.blocks, transactions = EXCLUDED.transactions,
       block_gap_ms_sum = EXCLUDED.block_gap_ms_sum, block_gaps = EXCLUDED.block_gaps`,
    [
      minutes.map((m) => m.minute.toISOString()),
      minutes.map((m) => m.blocks),
      minutes.map((m) => m.transactions),
      minutes.map((m) => m.blockGapMsSum),
      minutes.map((m) => m.blockGaps),
    ],
  );
}

/** Adds this instance's API requests (cumulative bucket counts) to the minute's; element by element. */
export async function addApiLatencyCounts(db: Queryable, minute: Date, counts: readonly number[]): Promise<void> {
  await db.query(
    `INSERT INTO status.system_metric_minute AS m (minute, api_latency_counts) VALUES ($1, $2::bigint[])
     ON CONFLICT (minute) DO UPDATE SET api_latency_counts = CASE
       WHEN m.api_latency_counts IS NULL OR cardinality(m.api_latency_counts) <> cardinality(EXCLUDED.api_latency_counts)
         THEN EXCLUDED.api_latency_counts
       ELSE ARRAY(SELECT a + b FROM unnest(m.api_latency_counts, EXCLUDED.api_latency_counts) WITH ORDINALITY AS t(a, b, i)
                  ORDER BY i) END`,
    [minute.toISOString(), counts],
  );
}

export async function readMetricMinutes(db: Queryable, from: Date, until: Date): Promise<MetricMinuteRow[]> {
  return db.query<MetricMinuteRow & Record<string, unknown>>(
    `SELECT minute, blocks, transactions, block_gap_ms_sum, block_gaps, api_latency_counts
       FROM status.system_metric_minute WHERE minute >= $1 AND minute < $2 ORDER BY minute`,
    [from.toISOString(), until.toISOString()],
  );
}

export async function pruneMetricMinutes(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM status.system_metric_minute WHERE minute < $1', [before.toISOString()]);
}
