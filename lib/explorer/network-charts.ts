import { formatHbar } from '../core/format';
import type { NetworkStatsPeriod, NetworkStatsPeriodName } from '../schemas/network-stats';

/** The network page's charts, in order: what each shows of a period and how its values read. */
export interface NetworkChart {
  id: string;
  title: string;
  value: (p: NetworkStatsPeriod) => number | null;
  format: (value: number) => string;
  /** Bars for counts per period; a line for rates and times. */
  bars: boolean;
}

const integer = (n: number) => Math.round(n).toLocaleString('en-US');
const milliseconds = (ms: number) =>
  ms >= 1000 ? `${Number((ms / 1000).toPrecision(3))} s` : `${Number(ms.toPrecision(3))} ms`;

export const NETWORK_CHARTS: readonly NetworkChart[] = [
  {
    id: 'tps',
    title: 'Transactions per second',
    value: (p) => p.tps,
    format: (n) => `${Number(n.toPrecision(3))}/s`,
    bars: false,
  },
  { id: 'transactions', title: 'Transactions', value: (p) => p.transactions, format: integer, bars: true },
  {
    id: 'latency',
    title: 'Consensus latency (mean, valid start → consensus)',
    value: (p) => p.latency_mean_ms,
    format: milliseconds,
    bars: false,
  },
  // Fees in hbar as a number for the scale; the table's cells show them in ℏ.
  {
    id: 'fees',
    title: 'Fees',
    value: (p) => Number(p.fees_tinybar) / 1e8,
    format: (n) => formatHbar(BigInt(Math.round(n * 1e8))),
    bars: true,
  },
  { id: 'new-accounts', title: 'New accounts', value: (p) => p.new_accounts, format: integer, bars: true },
  {
    id: 'active-accounts',
    title: 'Active accounts (paid for a transaction)',
    value: (p) => p.active_accounts,
    format: integer,
    bars: true,
  },
  { id: 'tokens', title: 'Tokens created', value: (p) => p.tokens_created, format: integer, bars: true },
  { id: 'contracts', title: 'Contracts created', value: (p) => p.contracts_created, format: integer, bars: true },
];

export const PERIOD_WORDS: Record<NetworkStatsPeriodName, { label: string; per: string }> = {
  hour: { label: 'Hourly', per: 'hour' },
  day: { label: 'Daily', per: 'day' },
  month: { label: 'Monthly', per: 'month' },
};

/** The maximum latency of the periods shown, for the latency chart's note; null when none had transactions. */
export function maxLatencyMs(periods: readonly NetworkStatsPeriod[]): number | null {
  const known = periods.map((p) => p.latency_max_ms).filter((v): v is number => v !== null);
  return known.length === 0 ? null : Math.max(...known);
}

/** An axis tick for the period kind: a time of day for hours, a date for days, a month for months (UTC). */
export function periodTick(period: NetworkStatsPeriodName): (t: number) => string {
  const options: Intl.DateTimeFormatOptions =
    period === 'hour'
      ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }
      : period === 'day'
        ? { month: 'short', day: 'numeric', timeZone: 'UTC' }
        : { month: 'short', year: '2-digit', timeZone: 'UTC' };
  const f = new Intl.DateTimeFormat('en-US', options);
  return (t) => f.format(t);
}

/** A period's start in the tables, in full (UTC). */
export function periodLabel(period: NetworkStatsPeriodName): (t: number) => string {
  return (t) => {
    const iso = new Date(t).toISOString();
    return period === 'hour'
      ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`
      : period === 'day'
        ? iso.slice(0, 10)
        : iso.slice(0, 7);
  };
}
