import Link from 'next/link';
import { TimeSeriesChart, type StackSeries } from '@/components/charts/time-series-chart';
import { TimeSeriesTable } from '@/components/charts/time-series-table';
import { StaticMarkup } from '@/components/static-markup';
import type { ActivityRange, ActivitySeries } from '@/lib/explorer/activity';
import { withNetwork } from '@/lib/explorer/networks';
import type { TypeFamily } from '@/lib/explorer/transaction-types';

const RANGE_LABEL: Record<ActivityRange, string> = { hour: 'Last hour', day: 'Last day' };

// One hue per family, dark enough on white (600–800) and light enough on slate-900 (300–400) to stand apart from
// the page; the legend and the data table name each.
const FAMILY_FILL: Record<TypeFamily, string> = {
  'Accounts and HBAR': 'fill-sky-600 dark:fill-sky-400',
  Tokens: 'fill-violet-600 dark:fill-violet-400',
  'Smart contracts': 'fill-amber-600 dark:fill-amber-300',
  Consensus: 'fill-emerald-600 dark:fill-emerald-400',
  Schedules: 'fill-rose-600 dark:fill-rose-400',
  Files: 'fill-slate-500 dark:fill-slate-300',
  Network: 'fill-teal-800 dark:fill-teal-200',
  Other: 'fill-orange-800 dark:fill-orange-300',
};

const significant = (v: number) => Number(v.toPrecision(3));
const formatCount = (v: number) => (v >= 1000 ? Math.round(v).toLocaleString('en-US') : String(significant(v)));
// The unit is in the chart's title: the axis has room for about five characters.
const formatHbar = (v: number) => (v >= 1000 ? Math.round(v).toLocaleString('en-US') : String(significant(v)));
const formatSeconds = (v: number) => `${significant(v)} s`;

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
};
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function mean(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0) / known.length;
}

/**
 * Transactions per minute (all, from the blocks; and by type family, from the transactions), fees and block time
 * over the last hour or day, server-rendered SVG, each described in words, and their numbers in one table (one time
 * column for the four: a third of the page's elements that four tables would cost). The range is a link
 * (`?activity=day`), so it works without JavaScript and by keyboard like any link.
 */
export function ActivityCharts({
  series,
  range,
  networkId,
}: {
  series: ActivitySeries | null;
  range: ActivityRange;
  networkId: string | null;
}) {
  const heading = (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h2 id="activity" className="text-lg font-semibold">
        Activity
      </h2>
      <nav aria-label="Activity range" className="flex gap-3 text-sm">
        {(Object.keys(RANGE_LABEL) as ActivityRange[]).map((r) => (
          <Link
            key={r}
            href={withNetwork(r === 'hour' ? '/#activity' : '/?activity=day#activity', networkId)}
            aria-current={r === range ? 'true' : undefined}
            scroll={false}
            prefetch={false}
            className="rounded px-1 text-sky-700 underline-offset-2 hover:underline aria-[current]:font-semibold aria-[current]:text-slate-900 aria-[current]:underline dark:text-sky-400 dark:aria-[current]:text-slate-100"
          >
            {RANGE_LABEL[r]}
          </Link>
        ))}
      </nav>
    </div>
  );
  const box = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900';
  if (!series) {
    return (
      <section aria-labelledby="activity" className={box}>
        {heading}
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          No blocks in the last day, or the ledger could not be read: no charts.
        </p>
      </section>
    );
  }
  const { times, bucketMinutes } = series;
  const perBucket = bucketMinutes === 1 ? 'per minute' : `per minute, mean of each ${bucketMinutes} minutes`;
  const formatTime = (t: number) =>
    bucketMinutes === 1
      ? `${day(t)} ${clock(t)} UTC`
      : `${day(t)} ${clock(t)}–${clock(t + bucketMinutes * 60_000)} UTC`;
  const common = { formatTick: clock, formatTime };
  const points = (values: readonly (number | null)[]) => times.map((t, i) => ({ t, value: values[i] ?? null }));
  const stacks: StackSeries[] = series.families.map((f) => ({
    label: f.family,
    values: f.values,
    className: FAMILY_FILL[f.family],
  }));
  const note = (values: readonly (number | null)[], format: (v: number) => string) => {
    const m = mean(values);
    return m === null ? undefined : `${format(m)} mean`;
  };
  return (
    <section aria-labelledby="activity" className={box} data-testid="activity">
      {heading}
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {RANGE_LABEL[range]} to {clock(series.endMs)} UTC (the newest block&apos;s minute, still filling, is left out),{' '}
        {perBucket}.
        {series.transactionsFromMs !== null && (
          <>
            {' '}
            Types and fees: the transactions are read back to {clock(series.transactionsFromMs)} UTC so far; earlier
            minutes show no data.
          </>
        )}
      </p>
      {/* Half the home page's elements, none interactive beyond <details>: kept out of hydration. */}
      <StaticMarkup>
        <div className="mt-3 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          <TimeSeriesChart
            id="chart-transactions"
            title="Transactions per minute"
            points={points(series.transactionsPerMinute)}
            formatValue={formatCount}
            note={note(series.transactionsPerMinute, formatCount)}
            area
            table={false}
            {...common}
          />
          <TimeSeriesChart
            id="chart-types"
            title="Transactions by type"
            points={points(series.familyTotals)}
            stacks={stacks}
            formatValue={formatCount}
            note="per minute"
            table={false}
            {...common}
          />
          <TimeSeriesChart
            id="chart-fees"
            title="Fees (HBAR per minute)"
            points={points(series.hbarPerMinute)}
            formatValue={formatHbar}
            note={note(series.hbarPerMinute, (v) => `${formatHbar(v)} HBAR`)}
            area
            table={false}
            {...common}
          />
          <TimeSeriesChart
            id="chart-block-time"
            title="Block time"
            points={points(series.blockSeconds)}
            formatValue={formatSeconds}
            note={note(series.blockSeconds, formatSeconds)}
            table={false}
            {...common}
          />
        </div>
        <div className="mt-3">
          <TimeSeriesTable
            caption={`Activity, ${RANGE_LABEL[range].toLowerCase()}, ${perBucket}`}
            times={times}
            formatTime={formatTime}
            columns={[
              { label: 'Transactions', values: series.transactionsPerMinute, format: formatCount },
              ...series.families.map((f) => ({ label: f.family, values: f.values, format: formatCount })),
              { label: 'Fees (HBAR)', values: series.hbarPerMinute, format: formatHbar },
              { label: 'Block time', values: series.blockSeconds, format: formatSeconds },
            ]}
          />
        </div>
      </StaticMarkup>
    </section>
  );
}
