'use client';

import { formatAge, formatLocal, formatTimestampUtc, timestampToMs } from '@/lib/format';
import { setTimeZoneMode, useNowMs, useTimeZoneMode } from './clock';

/**
 * A consensus timestamp: absolute (local or UTC, the reader's choice) and relative; the exact value with
 * nanoseconds on hover. `relative` puts the age first, for tables.
 */
export function Time({ ts, relative = false, compact = false }: { ts: string; relative?: boolean; compact?: boolean }) {
  const mode = useTimeZoneMode();
  const now = useNowMs();
  const ms = timestampToMs(ts);
  const absolute = mode === 'utc' ? formatTimestampUtc(ts).replace(/\.\d{9}/, '') : formatLocal(ms);
  const age = now === null ? null : formatAge(ms, now);
  return (
    <time dateTime={new Date(ms).toISOString()} title={`${formatTimestampUtc(ts)} · ${ts}`} className="whitespace-nowrap">
      {relative ? (
        <>
          <span>{age ?? absolute}</span>
          {age && !compact && <span className="ml-1 hidden text-xs text-slate-600 xl:inline dark:text-slate-400">{absolute}</span>}
        </>
      ) : (
        <>
          <span>{absolute}</span>
          {age && <span className="ml-1 text-slate-600 dark:text-slate-400">({age})</span>}
        </>
      )}
    </time>
  );
}

export function TimeZoneToggle() {
  const mode = useTimeZoneMode();
  return (
    <button
      type="button"
      onClick={() => setTimeZoneMode(mode === 'utc' ? 'local' : 'utc')}
      aria-label={mode === 'utc' ? 'Times in UTC; switch to local time' : 'Times in local time; switch to UTC'}
      className="rounded-md border border-slate-300 px-2.5 py-1.5 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:border-slate-700 dark:hover:bg-slate-800"
    >
      {mode === 'utc' ? 'UTC' : 'Local'}
    </button>
  );
}
