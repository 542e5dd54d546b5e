'use client';

import Link from 'next/link';
import { TimeSeriesChart } from '@/components/charts/time-series-chart';
import { TimeSeriesTable } from '@/components/charts/time-series-table';
import type { MetricRange, SystemMetric, SystemMetricsResponse } from '@/lib/schemas/status';
import { formatDateTime, formatDay } from '@/lib/status/present';

const RANGE_LABEL: Record<MetricRange, string> = { day: 'Last day', week: 'Last week' };

function formatSeconds(seconds: number): string {
  if (seconds === 0) return '0 s';
  if (seconds < 1) return `${Number((seconds * 1000).toPrecision(2))} ms`;
  return `${Number(seconds.toPrecision(3))} s`;
}

const formatRate = (perSecond: number) => `${Number(perSecond.toPrecision(3))}/s`;

const VALUE_FORMAT: Record<SystemMetric['id'], (v: number) => string> = {
  block_interval: formatSeconds,
  transactions_per_second: formatRate,
  api_latency_p95: formatSeconds,
};

const OVERALL_NOTE: Record<SystemMetric['id'], string> = {
  block_interval: 'mean',
  transactions_per_second: 'mean',
  api_latency_p95: 'of all requests',
};

function clockTick(zone: string) {
  const f = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone });
  return (t: number) => f.format(t);
}

/**
 * The system metrics under the components, as Statuspage shows them: block interval, transactions per second and
 * the API's p95 response time over the last day or week, one chart each, times in the page's zone; the range is a
 * link, so it works without JavaScript. A client component although it has no state: the page then carries the
 * series (about 0.7 kB gzipped) for the browser's router instead of the drawn charts and table (about 3 kB), a fifth
 * of the page's bytes, which every reader of the status page downloads at the moment an outage sends them all there.
 * Its text comes from Intl with an explicit zone and locale, so the server's HTML and the browser's agree.
 */
export function SystemMetrics({ data, zone }: { data: SystemMetricsResponse; zone: string }) {
  const formatTick = data.range === 'day' ? clockTick(zone) : (t: number) => formatDay(t, zone).replace(/, \d{4}$/, '');
  const formatTime = (t: number) => formatDateTime(t, zone);
  return (
    <section
      aria-labelledby="metrics-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="system-metrics"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="metrics-heading" className="text-lg font-semibold">
          System metrics
        </h2>
        <nav aria-label="Metrics range" className="flex gap-3 text-sm">
          {(Object.keys(RANGE_LABEL) as MetricRange[]).map((range) => (
            <Link
              key={range}
              href={range === 'day' ? '/status#metrics-heading' : `/status?metrics=${range}#metrics-heading`}
              aria-current={range === data.range ? 'true' : undefined}
              scroll={false}
              className="underline-offset-2 hover:underline aria-[current]:font-semibold aria-[current]:underline"
            >
              {RANGE_LABEL[range]}
            </Link>
          ))}
        </nav>
      </div>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        Per{' '}
        {data.bucket_seconds / 60 >= 60 ? `${data.bucket_seconds / 3600} hours` : `${data.bucket_seconds / 60} minutes`}
        , times in {zone}.{' '}
        <a href={`/api/v2/metrics/${data.range}.json`} className="underline underline-offset-2">
          JSON
        </a>
      </p>
      <div className="mt-3 grid gap-6 md:grid-cols-3">
        {data.metrics.map((m) => (
          <TimeSeriesChart
            key={m.id}
            title={m.name}
            points={m.points.map((p) => ({ t: Date.parse(p.t), value: p.value }))}
            formatValue={VALUE_FORMAT[m.id]}
            formatTick={formatTick}
            formatTime={formatTime}
            note={m.overall === null ? undefined : `${VALUE_FORMAT[m.id](m.overall)} ${OVERALL_NOTE[m.id]}`}
            area={m.id === 'transactions_per_second'}
            table={false}
          />
        ))}
      </div>
      <div className="mt-3">
        <TimeSeriesTable
          caption={`System metrics, ${RANGE_LABEL[data.range].toLowerCase()}`}
          times={data.metrics[0]?.points.map((p) => Date.parse(p.t)) ?? []}
          formatTime={formatTime}
          columns={data.metrics.map((m) => ({
            label: m.name,
            values: m.points.map((p) => p.value),
            format: VALUE_FORMAT[m.id],
          }))}
        />
      </div>
    </section>
  );
}
