'use client';

import Link from 'next/link';
import { useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent, type SyntheticEvent } from 'react';
import type { LiveUptimeSeries } from '@/lib/schemas/status';
import { unpackDays } from '@/lib/status/live-days';
import { COMPONENT_STATUS_LABEL, formatCalendarDate } from '@/lib/status/present';
import styles from './uptime-bars.module.css';
import {
  DAY_CODE,
  PHONE_DAYS,
  componentDaysHref,
  dayEvidenceHref,
  dayEvidenceNote,
  dayFacts,
  dayLabel,
  formatUptime,
  statusOf,
  type DayStatus,
  type IncidentNames,
} from './uptime-format';
import { usePageZone } from './zone';
import { useHydrated } from '../use-hydrated';

// Tailwind's md breakpoint, in the same unit so both agree whatever the browser's default font size.
const WIDE = '(min-width: 48rem)';

/** Whether the viewport is at least `md`; the server and the first client render assume it is (CSS covers phones). */
function useWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}

function ItemLinks({
  title,
  ids,
  names,
  kind,
}: {
  title: string;
  ids: string[];
  names: IncidentNames;
  kind: 'incidents' | 'maintenances';
}) {
  if (ids.length === 0) return null;
  const fallback = kind === 'incidents' ? 'Incident' : 'Maintenance';
  return (
    <div className="mt-2">
      <p className="font-medium">{title}</p>
      <ul className="space-y-0.5">
        {ids.map((id) => (
          <li key={id}>
            <Link
              href={`/status/${kind}/${id}`}
              className="text-sky-700 underline-offset-2 hover:underline dark:text-sky-300"
            >
              {names[id]?.name ?? `${fallback} ${id}`}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The daily bars of one component: 90 days, or the last 30 on phones. Hover or focus a day for its date, uptime,
 * outages, incidents and maintenances; the bar is one tab stop (arrow keys, Home and End move between days); click
 * or Enter pins the details so their links can be followed; Escape closes them.
 *
 * The server draws only each day's colour, one letter a day, with the bar a link to the component's table of days
 * (all the details, without JavaScript too): with labels and state on every day, the ~800 days were over half of the
 * page's bytes, sent again in the page's data the browser renders them from. Once hydrated, the bar becomes the
 * interactive one, its labels computed in the browser.
 */
export function UptimeBars({
  id,
  name,
  series,
  names,
}: {
  id: string;
  name: string;
  series: LiveUptimeSeries;
  names: IncidentNames;
}) {
  const hydrated = useHydrated();
  const days = useMemo(() => unpackDays(series.days), [series.days]);
  const labels = useMemo(() => (hydrated ? days.map((day) => dayLabel(day, names)) : []), [hydrated, days, names]);
  const wide = useWide();
  const zone = usePageZone();
  // Days before `first` are hidden by CSS below md from the first paint; this keeps keys and labels in step.
  const narrowFirst = Math.max(0, days.length - PHONE_DAYS);
  const first = wide ? 0 : narrowFirst;
  const [active, setActive] = useState<number | null>(null);
  const [pinned, setPinned] = useState(false);
  const [chosen, setChosen] = useState(days.length - 1);
  const cursor = Math.max(first, Math.min(chosen, days.length - 1));
  const bar = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  const focusDay = (i: number) => {
    const next = Math.max(first, Math.min(days.length - 1, i));
    setChosen(next);
    setActive(next);
    (bar.current?.children[next] as HTMLElement | undefined)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: cursor - 1,
      ArrowRight: cursor + 1,
      Home: first,
      End: days.length - 1,
    };
    if (e.key in moves && (e.target as HTMLElement).dataset.date) {
      e.preventDefault();
      focusDay(moves[e.key] as number);
    } else if (e.key === 'Escape') {
      setPinned(false);
      setActive(null);
    }
  };

  // One set of handlers on the bar for all its days (events bubble from the day buttons), not ~800 on the page.
  const dayOf = (e: SyntheticEvent) => {
    const target = e.target as HTMLElement;
    const parent = bar.current;
    return parent && target.parentElement === parent ? Array.prototype.indexOf.call(parent.children, target) : null;
  };
  const onHover = (e: SyntheticEvent) => {
    const i = dayOf(e);
    if (i !== null && !pinned) setActive(i);
  };
  const onFocus = (e: SyntheticEvent) => {
    const i = dayOf(e);
    if (i === null) return;
    setChosen(i);
    if (!pinned) setActive(i);
  };
  const onClick = (e: SyntheticEvent) => {
    const i = dayOf(e);
    if (i === null) return;
    const same = pinned && active === i;
    setActive(i);
    setChosen(i);
    setPinned(!same);
  };

  const shown = active === null || active < first ? null : days[active];
  const side = active === null ? 0 : (active - first) / Math.max(1, days.length - 1 - first);
  const hasLinks = shown && shown.incident_ids.length + shown.maintenance_ids.length > 0;
  return (
    <div
      ref={wrapper}
      className="relative"
      onMouseLeave={() => !pinned && setActive(null)}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) {
          setPinned(false);
          setActive(null);
        }
      }}
      onKeyDown={onKeyDown}
    >
      {hydrated ? (
        <div
          ref={bar}
          role="group"
          aria-label={`${name}: daily uptime, last ${days.length - first} days`}
          className={`flex h-8 items-stretch gap-px ${styles.days}`}
          onMouseOver={onHover}
          onFocus={onFocus}
          onClick={onClick}
        >
          {days.map((day, i) => (
            <button
              key={day.date}
              type="button"
              tabIndex={i === cursor ? 0 : -1}
              aria-label={labels[i]}
              aria-expanded={pinned && active === i}
              data-date={day.date}
              data-status={statusOf(day)}
            />
          ))}
        </div>
      ) : (
        <a
          href={componentDaysHref(id)}
          aria-label={`${name}: daily uptime, every day in a table`}
          className={`flex h-8 items-stretch gap-px ${styles.days}`}
        >
          {days.map((day) => (
            <i key={day.date} data-s={DAY_CODE[statusOf(day)]} />
          ))}
        </a>
      )}
      {shown && (
        <div
          className="absolute top-10 z-20 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
          style={{ left: `${side * 100}%`, transform: `translateX(-${Math.round(side * 100)}%)` }}
          data-testid="uptime-day-details"
        >
          <p className="font-semibold">{formatCalendarDate(shown.date)}</p>
          <p>
            {shown.worst_status === null ? 'No data for this day' : formatUptime(shown.uptime_percentage)}
            {shown.worst_status && shown.worst_status !== 'operational' && (
              <span className="text-slate-600 dark:text-slate-400">
                {' '}
                · worst: {COMPONENT_STATUS_LABEL[shown.worst_status]}
              </span>
            )}
          </p>
          {dayFacts(shown).length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {dayFacts(shown).map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          ) : (
            shown.worst_status !== null && <p className="text-slate-600 dark:text-slate-400">No downtime recorded.</p>
          )}
          <ItemLinks title="Incidents" ids={shown.incident_ids} names={names} kind="incidents" />
          <ItemLinks title="Maintenance" ids={shown.maintenance_ids} names={names} kind="maintenances" />
          {shown.worst_status !== null && (
            <p className="mt-1">
              <a
                href={dayEvidenceHref(name, shown.date, zone)}
                className="text-sky-700 underline-offset-2 hover:underline dark:text-sky-300"
              >
                Ledger evidence for this day
              </a>
              {dayEvidenceNote(name) !== null && (
                <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">{dayEvidenceNote(name)}</span>
              )}
            </p>
          )}
          <p className="mt-1">
            <Link
              href={componentDaysHref(id)}
              className="text-sky-700 underline-offset-2 hover:underline dark:text-sky-300"
            >
              Every day of this component
            </Link>
          </p>
          {!pinned && hasLinks && (
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Click or press Enter to keep this open.</p>
          )}
        </div>
      )}
      <div className="mt-1 flex justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
        <span>
          <span className="max-md:hidden">{days.length} days ago</span>
          <span className="md:hidden">{days.length - narrowFirst} days ago</span>
        </span>
        <span className="text-center font-medium text-slate-800 dark:text-slate-200" data-testid="uptime-percentage">
          {formatUptime(series.uptime_percentage)}
          {/* The figure covers every day the API returned; on phones fewer are drawn, so say which. */}
          {narrowFirst > 0 && <span className="font-normal md:hidden"> over {days.length} days</span>}
        </span>
        <span>Today</span>
      </div>
    </div>
  );
}

const LEGEND: { status: DayStatus; label: string }[] = [
  { status: 'operational', label: 'No downtime' },
  { status: 'degraded_performance', label: 'Degraded' },
  { status: 'partial_outage', label: 'Partial outage' },
  { status: 'major_outage', label: 'Major outage' },
  { status: 'under_maintenance', label: 'Maintenance' },
  { status: 'no_data', label: 'No data' },
];

/** The key to the bars' colours and patterns. */
export function UptimeLegend() {
  return (
    <ul
      aria-label="Key to the uptime bars"
      className={`flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400 ${styles.key}`}
    >
      {LEGEND.map(({ status, label }) => (
        <li key={status} className="inline-flex items-center gap-1">
          <span aria-hidden="true" data-status={status} />
          {label}
        </li>
      ))}
    </ul>
  );
}
