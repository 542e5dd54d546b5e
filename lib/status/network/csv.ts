import type { NetworkStatsResponse } from '../../schemas/network-stats';

/** The CSV columns, in the order of the page's charts (every field is a number or an instant: nothing to quote). */
export const CSV_COLUMNS = [
  'start',
  'end',
  'complete',
  'transactions',
  'tps',
  'latency_mean_ms',
  'latency_max_ms',
  'fees_tinybar',
  'new_accounts',
  'active_accounts',
  'tokens_created',
  'contracts_created',
] as const;

/** One line per period, oldest first, with a header line; an empty latency (no transactions) is an empty field. */
export function networkStatsCsv(stats: NetworkStatsResponse): string {
  const lines = stats.periods.map((p) => CSV_COLUMNS.map((column) => String(p[column] ?? '')).join(','));
  return [CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}
