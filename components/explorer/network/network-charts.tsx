import Link from 'next/link';
import { TimeSeriesChart } from '@/components/charts/time-series-chart';
import { TimeSeriesTable } from '@/components/charts/time-series-table';
import { StaticMarkup } from '@/components/static-markup';
import { NETWORK_CHARTS, PERIOD_WORDS, maxLatencyMs, periodLabel, periodTick } from '@/lib/explorer/network-charts';
import type { NetworkStatsPeriodName, NetworkStatsResponse } from '@/lib/schemas/network-stats';

const BAR_CLASS = 'fill-sky-600 dark:fill-sky-400';

/** The choice of hours, days or months, as links (it works without JavaScript). */
export function PeriodNav({ current }: { current: NetworkStatsPeriodName }) {
  return (
    <nav aria-label="Period" className="flex gap-3 text-sm">
      {(Object.keys(PERIOD_WORDS) as NetworkStatsPeriodName[]).map((period) => (
        <Link
          key={period}
          href={period === 'hour' ? '/network' : `/network?period=${period}`}
          aria-current={period === current ? 'page' : undefined}
          className="underline-offset-2 hover:underline aria-[current]:font-semibold aria-[current]:underline"
        >
          {PERIOD_WORDS[period].label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * Each figure of the periods as a chart with its numbers in a table under it and the period's CSV beside it.
 * Server-rendered, and kept out of hydration (StaticMarkup): nothing in it needs JavaScript, and it is most of the
 * page's elements.
 */
export function NetworkCharts({ stats }: { stats: NetworkStatsResponse }) {
  const { period, periods } = stats;
  const times = periods.map((p) => Date.parse(p.start));
  const formatTick = periodTick(period);
  const formatTime = periodLabel(period);
  const csv = `/api/network/stats.csv?period=${period}`;
  return (
    <StaticMarkup className="grid gap-6 md:grid-cols-2">
      {NETWORK_CHARTS.map((chart) => {
        const values = periods.map(chart.value);
        const isLatency = chart.id === 'latency';
        const max = isLatency ? maxLatencyMs(periods) : null;
        return (
          <section
            key={chart.id}
            aria-labelledby={`${chart.id}-heading`}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            data-testid={`network-chart-${chart.id}`}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`${chart.id}-heading`} className="text-base font-semibold">
                {chart.title}
              </h2>
              <a
                href={csv}
                className="text-sm underline underline-offset-2"
                aria-label={`${chart.title}: CSV of every ${PERIOD_WORDS[period].per}'s figures`}
              >
                CSV
              </a>
            </div>
            <TimeSeriesChart
              title={`${chart.title} per ${PERIOD_WORDS[period].per}`}
              points={times.map((t, i) => ({ t, value: values[i] ?? null }))}
              formatValue={chart.format}
              formatTick={formatTick}
              formatTime={formatTime}
              note={max === null ? undefined : `max ${chart.format(max)}`}
              stacks={chart.bars ? [{ label: chart.title, values, className: BAR_CLASS }] : undefined}
              area={!chart.bars}
              table={!isLatency}
            />
            {isLatency ? (
              <TimeSeriesTable
                caption={`${chart.title} per ${PERIOD_WORDS[period].per}`}
                times={times}
                formatTime={formatTime}
                columns={[
                  { label: 'Mean', values, format: chart.format },
                  { label: 'Max', values: periods.map((p) => p.latency_max_ms), format: chart.format },
                ]}
              />
            ) : null}
          </section>
        );
      })}
    </StaticMarkup>
  );
}
