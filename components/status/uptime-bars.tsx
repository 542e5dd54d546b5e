'use client';

import Link from 'next/link';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { UptimeSeries } from '@/lib/client/status-queries';
import type { UptimeDay } from '@/lib/schemas/status';
import { COMPONENT_STATUS_LABEL, formatCalendarDate, formatDuration, toneOfComponent } from '@/lib/status/feeds/present';
import { TONE_FILL } from './tone';

export type IncidentNames = Record<string, { name: string; impact: string }>;

const percent = (p: number | null) => (p === null ? 'no data' : `${p.toFixed(p === 100 ? 0 : 2)} % uptime`);

function dayFacts(day: UptimeDay): string[] {
  const facts: string[] = [];
  if (day.major_outage) facts.push(`Major outage ${formatDuration(day.major_outage * 1000)}`);
  if (day.partial_outage) facts.push(`Partial outage ${formatDuration(day.partial_outage * 1000)}`);
  if (day.degraded_performance) facts.push(`Degraded performance ${formatDuration(day.degraded_performance * 1000)}`);
  if (day.maintenance) facts.push(`Maintenance ${formatDuration(day.maintenance * 1000)} (not counted as downtime)`);
  return facts;
}

/** What a screen reader hears for one day. */
function dayLabel(day: UptimeDay, names: IncidentNames): string {
  const parts = [formatCalendarDate(day.date), percent(day.uptime_percentage), ...dayFacts(day)];
  if (day.worst_status === null) parts.splice(1, 1, 'no data');
  else if (dayFacts(day).length === 0) parts.push('no downtime');
  const incidents = day.incident_ids.map((id) => names[id]?.name ?? 'an incident');
  if (incidents.length) parts.push(`${incidents.length} incident${incidents.length > 1 ? 's' : ''}: ${incidents.join('; ')}`);
  return parts.join(', ');
}

function fillOf(day: UptimeDay): string {
  if (day.worst_status === null) return 'bg-slate-300 dark:bg-slate-700';
  return TONE_FILL[toneOfComponent(day.worst_status)];
}

/**
 * Ninety daily bars of one component. Hover or focus a day for its date, uptime, outages, maintenance and
 * incidents; the bar is one tab stop (arrow keys, Home and End move between days); click or Enter pins the
 * details so their incident links can be followed; Escape closes them.
 */
export function UptimeBars({ name, series, names }: { name: string; series: UptimeSeries; names: IncidentNames }) {
  const days = series.days;
  const [active, setActive] = useState<number | null>(null);
  const [pinned, setPinned] = useState(false);
  const [cursor, setCursor] = useState(days.length - 1);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const wrapper = useRef<HTMLDivElement>(null);

  const focusDay = (i: number) => {
    const next = Math.max(0, Math.min(days.length - 1, i));
    setCursor(next);
    setActive(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: cursor - 1, ArrowRight: cursor + 1, Home: 0, End: days.length - 1 };
    if (e.key in moves) {
      e.preventDefault();
      focusDay(moves[e.key] as number);
    } else if (e.key === 'Escape') {
      setPinned(false);
      setActive(null);
    }
  };

  const shown = active === null ? null : days[active];
  const side = active === null ? 0 : active / Math.max(1, days.length - 1);
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
      <div role="group" aria-label={`${name}: daily uptime, last ${days.length} days`} className="flex h-8 items-stretch gap-px">
        {days.map((day, i) => (
          <button
            key={day.date}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            tabIndex={i === cursor ? 0 : -1}
            aria-label={dayLabel(day, names)}
            aria-expanded={pinned && active === i}
            data-date={day.date}
            data-status={day.worst_status ?? 'no_data'}
            onMouseEnter={() => !pinned && setActive(i)}
            onFocus={() => {
              setCursor(i);
              if (!pinned) setActive(i);
            }}
            onClick={() => {
              const same = pinned && active === i;
              setActive(i);
              setCursor(i);
              setPinned(!same);
            }}
            className={`min-w-0 flex-1 rounded-[1px] ${fillOf(day)} hover:opacity-70 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600`}
          />
        ))}
      </div>
      {shown && (
        <div
          className="absolute top-10 z-20 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
          style={{ left: `${side * 100}%`, transform: `translateX(-${Math.round(side * 100)}%)` }}
          data-testid="uptime-day-details"
        >
          <p className="font-semibold">{formatCalendarDate(shown.date)}</p>
          <p>
            {shown.worst_status === null ? 'No data for this day' : percent(shown.uptime_percentage)}
            {shown.worst_status && shown.worst_status !== 'operational' && (
              <span className="text-slate-600 dark:text-slate-400"> · worst: {COMPONENT_STATUS_LABEL[shown.worst_status]}</span>
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
          {shown.incident_ids.length > 0 && (
            <div className="mt-2">
              <p className="font-medium">Incidents</p>
              <ul className="space-y-0.5">
                {shown.incident_ids.map((id) => (
                  <li key={id}>
                    <Link href={`/status/incidents/${id}`} className="text-sky-700 underline-offset-2 hover:underline dark:text-sky-300">
                      {names[id]?.name ?? `Incident ${id}`}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {!pinned && shown.incident_ids.length > 0 && (
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Click or press Enter to keep this open.</p>
          )}
        </div>
      )}
      <div className="mt-1 flex justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
        <span>{days.length} days ago</span>
        <span className="font-medium text-slate-800 dark:text-slate-200" data-testid="uptime-percentage">
          {percent(series.uptime_percentage)}
        </span>
        <span>Today</span>
      </div>
    </div>
  );
}
