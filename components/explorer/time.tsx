'use client';

import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatAge, formatLocal, formatTimestampLocal, formatTimestampUtc, timestampToMs } from '@/lib/core/format';
import { setTimeZoneMode, useLocalZone, useTimeView, useTimeZoneMode, type TimeZoneMode } from './clock';

/**
 * Every nanosecond of a consensus timestamp in the reader's mode. Date cannot hold nanoseconds, so the seconds are
 * formatted and the nine digits put back after them: 2026-11-22 04:40:00.123456789 GMT+01:00 (Europe/Berlin).
 */
export function exactTime(ts: string, mode: TimeZoneMode, zone: string | null): string {
  if (mode === 'utc') return formatTimestampUtc(ts);
  const local = formatTimestampLocal(ts);
  return zone ? `${local} (${zone})` : local;
}

/**
 * A consensus timestamp: absolute (local or UTC, the reader's choice) and relative. Hovering or focusing it shows the
 * exact value to the nanosecond, in the same mode, and the raw `seconds.nanos`; screen readers get the same as its
 * description. The tip can be hovered, stays while focused and Escape closes it (WCAG 1.4.13).
 */
export function Time({ ts, relative = false, compact = false }: { ts: string; relative?: boolean; compact?: boolean }) {
  const { mode, zone, now } = useTimeView();
  const descriptionId = useId();
  const [open, setOpen] = useState(false);
  const tip = useRef<HTMLSpanElement>(null);
  const [shift, setShift] = useState(0);
  const ms = timestampToMs(ts);
  const absolute = mode === 'utc' ? formatTimestampUtc(ts).replace(/\.\d{9}/, '') : formatLocal(ms);
  const age = now === null ? null : formatAge(ms, now);
  const exact = exactTime(ts, mode, zone);

  // Keep the tip inside the viewport: a timestamp near the right edge (a phone card) would push it off screen.
  // Measured from the timestamp itself, so an earlier shift does not skew the next one.
  useLayoutEffect(() => {
    const anchor = tip.current?.parentElement;
    if (!open || !tip.current || !anchor) return;
    const start = anchor.getBoundingClientRect().left;
    const overflow = start + tip.current.offsetWidth - (document.documentElement.clientWidth - 8);
    setShift(overflow > 0 ? -Math.min(overflow, Math.max(0, start - 8)) : 0);
  }, [open, exact]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <>
      <time
        dateTime={new Date(ms).toISOString()}
        tabIndex={0}
        aria-describedby={descriptionId}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="relative whitespace-nowrap rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      >
        {relative ? (
          <>
            <span>{age ?? absolute}</span>
            {age && !compact && (
              <span className="ml-1 hidden text-xs text-slate-600 xl:inline dark:text-slate-400">{absolute}</span>
            )}
          </>
        ) : (
          <>
            <span>{absolute}</span>
            {age ? (
              <span className="ml-1 text-slate-600 dark:text-slate-400">({age})</span>
            ) : (
              // The age comes after hydration: its room is kept (about as wide as the widest, `(59 min ago)`), so a
              // line that would wrap with it wraps from the start instead of moving the page when it arrives.
              <span aria-hidden="true" className="ml-1 inline-block w-[12ch]" />
            )}
          </>
        )}
        {open && (
          <span ref={tip} aria-hidden="true" className="absolute top-full z-30 pt-1" style={{ left: shift }}>
            <span className="block w-max max-w-[calc(100vw-1rem)] whitespace-normal rounded-md bg-slate-900 px-2 py-1 text-left text-xs font-normal text-white shadow-lg dark:bg-slate-100 dark:text-slate-900">
              <span className="block">{exact}</span>
              <span className="block font-mono opacity-80">{ts}</span>
            </span>
          </span>
        )}
      </time>
      <span hidden id={descriptionId}>
        {exact}, consensus timestamp {ts}
      </span>
    </>
  );
}

const segment =
  'px-2.5 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';
const pressed = 'bg-sky-700 font-medium text-white dark:bg-sky-400 dark:text-slate-950';
const unpressed = 'hover:bg-slate-100 dark:hover:bg-slate-800';

/**
 * Local time or UTC for every timestamp, as two pressed/unpressed buttons so the current mode shows without
 * reading a label; each names its mode in full (with the reader's zone), and the choice is remembered.
 */
export function TimeZoneToggle() {
  const mode = useTimeZoneMode();
  const zone = useLocalZone();
  const options: [TimeZoneMode, string, string][] = [
    ['local', 'Local', `Times in local time${zone ? ` (${zone})` : ''}`],
    ['utc', 'UTC', 'Times in UTC'],
  ];
  return (
    <div
      role="group"
      aria-label="Time zone"
      className="inline-flex overflow-hidden rounded-md border border-slate-300 dark:border-slate-700"
    >
      {options.map(([value, label, full]) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          aria-label={full}
          title={full}
          onClick={() => setTimeZoneMode(value)}
          className={`${segment} ${mode === value ? pressed : unpressed}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
