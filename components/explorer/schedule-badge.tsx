import type { ScheduleState } from '@/lib/explorer/schedule-state';

const STYLE: Record<ScheduleState, [string, string]> = {
  executed: ['✓', 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'],
  pending: ['…', 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200'],
  deleted: ['✗', 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-300'],
  expired: ['⌛', 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200'],
};

/** The schedule's state in words with a symbol (never colour alone). */
export function ScheduleBadge({ state }: { state: ScheduleState }) {
  const [symbol, style] = STYLE[state];
  return (
    <span className={`inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-medium ${style}`}>
      <span aria-hidden="true">{symbol}</span>
      {state}
    </span>
  );
}
