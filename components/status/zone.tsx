'use client';

import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { formatClock, formatDateTime, formatDay } from '@/lib/status/present';

/**
 * Explicit time zones: every time on the status pages is shown in the page's zone (the server renders that) or,
 * by the reader's choice remembered in localStorage, in the viewer's own zone. The zone is always named.
 */
export type ZoneMode = 'page' | 'viewer';
const KEY = 'status-time-zone';
const listeners = new Set<() => void>();

function readMode(): ZoneMode {
  try {
    return localStorage.getItem(KEY) === 'viewer' ? 'viewer' : 'page';
  } catch {
    return 'page';
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function setZoneMode(mode: ZoneMode) {
  try {
    localStorage.setItem(KEY, mode);
  } catch {
    /* private mode: the choice lasts for this page */
  }
  listeners.forEach((l) => l());
}

const PageZone = createContext('Etc/UTC');

export function StatusZoneProvider({ pageZone, children }: { pageZone: string; children: ReactNode }) {
  return <PageZone.Provider value={pageZone}>{children}</PageZone.Provider>;
}

export const usePageZone = () => useContext(PageZone);

/** The viewer's zone; null during the server render and hydration. */
export function useViewerZone(): string | null {
  return useSyncExternalStore(
    () => () => {},
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => null,
  );
}

/** The zone times are shown in right now. */
export function useDisplayZone(): { zone: string; mode: ZoneMode } {
  const pageZone = usePageZone();
  const viewer = useViewerZone();
  const mode = useSyncExternalStore(subscribe, readMode, () => 'page' as ZoneMode);
  return mode === 'viewer' && viewer ? { zone: viewer, mode } : { zone: pageZone, mode: 'page' };
}

/** A time in the chosen zone, with the zone's abbreviation; hover shows it in the other zone too. */
export function ZonedTime({ iso, format = 'datetime' }: { iso: string; format?: 'datetime' | 'date' | 'time' }) {
  const { zone } = useDisplayZone();
  const pageZone = usePageZone();
  const viewer = useViewerZone();
  const ms = Date.parse(iso);
  const fmt = format === 'date' ? formatDay : format === 'time' ? formatClock : formatDateTime;
  const other = zone === pageZone ? viewer : pageZone;
  const title =
    other && other !== zone ? `${formatDateTime(ms, other)} (${other})` : `${formatDateTime(ms, zone)} (${zone})`;
  return (
    <time dateTime={new Date(ms).toISOString()} title={title} className="whitespace-nowrap">
      {fmt(ms, zone)}
    </time>
  );
}

/** A window in both zones at once (maintenance): the page's, then the viewer's when it differs. */
export function ZonedWindow({ from, until }: { from: string; until: string }) {
  const pageZone = usePageZone();
  const viewer = useViewerZone();
  const line = (zone: string) =>
    `${formatDateTime(Date.parse(from), zone)} – ${formatDateTime(Date.parse(until), zone)}`;
  return (
    <span className="block space-y-0.5">
      <span className="block">
        {line(pageZone)} <span className="text-slate-600 dark:text-slate-400">(page time, {pageZone})</span>
      </span>
      {viewer && line(viewer) !== line(pageZone) && (
        <span className="block">
          {line(viewer)} <span className="text-slate-600 dark:text-slate-400">(your time, {viewer})</span>
        </span>
      )}
    </span>
  );
}

/** Page time or your time; the current zone is named in the button. */
export function ZoneToggle() {
  const { mode } = useDisplayZone();
  const pageZone = usePageZone();
  const viewer = useViewerZone();
  const button = (value: ZoneMode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => setZoneMode(value)}
      className={`px-2.5 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 ${
        mode === value
          ? 'bg-slate-800 text-white dark:bg-slate-200 dark:text-slate-900'
          : 'hover:bg-slate-100 dark:hover:bg-slate-800'
      }`}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="Time zone for times on this page" className="inline-flex items-center gap-2 text-sm">
      <span className="text-slate-600 dark:text-slate-400">Times in</span>
      <span className="inline-flex overflow-hidden rounded-md border border-slate-300 dark:border-slate-700">
        {button('page', `Page time (${pageZone})`)}
        {button('viewer', `Your time${viewer ? ` (${viewer})` : ''}`)}
      </span>
    </div>
  );
}
