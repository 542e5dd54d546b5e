'use client';

import { startTransition, useEffect, useState } from 'react';

/**
 * Shared client state for time display: one ticking clock for every relative age on the page, and the reader's
 * choice of local time or UTC (remembered in localStorage). The server renders UTC; the browser then switches.
 *
 * Both reach components as state set inside a transition rather than through useSyncExternalStore: a page holds
 * dozens of timestamps, and a synchronous re-render of all of them right after hydration (server snapshot → client
 * snapshot) and on every tick was one long main-thread task. Transitions let React render them in slices.
 */
function useTransitionedStore<T>(subscribe: (listener: Listener) => () => void, read: () => T, serverValue: T): T {
  const [value, setValue] = useState<T>(serverValue);
  useEffect(() => {
    const update = () => startTransition(() => setValue(read()));
    update();
    return subscribe(update);
  }, [subscribe, read]);
  return value;
}
type Listener = () => void;

const tickListeners = new Set<Listener>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribeTick(listener: Listener) {
  tickListeners.add(listener);
  timer ??= setInterval(() => {
    tickListeners.forEach((l) => l());
  }, 1000);
  return () => {
    tickListeners.delete(listener);
    if (tickListeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const readNow = (): number | null => Date.now();

/** Milliseconds now; null during the server render and hydration (ages appear after hydration). */
export function useNowMs(): number | null {
  return useTransitionedStore(subscribeTick, readNow, null);
}

export type TimeZoneMode = 'local' | 'utc';
const KEY = 'time-zone';
const modeListeners = new Set<Listener>();

function readMode(): TimeZoneMode {
  try {
    return localStorage.getItem(KEY) === 'utc' ? 'utc' : 'local';
  } catch {
    return 'local';
  }
}

function subscribeMode(listener: Listener) {
  modeListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    modeListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useTimeZoneMode(): TimeZoneMode {
  return useTransitionedStore(subscribeMode, readMode, 'utc');
}

export function setTimeZoneMode(mode: TimeZoneMode) {
  try {
    localStorage.setItem(KEY, mode);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  modeListeners.forEach((l) => l());
}

// Read once per page: each call builds a DateTimeFormat (a few ms on a phone), and every timestamp on the page asks.
let zone: string | null | undefined;
const readZone = (): string | null => {
  if (zone !== undefined) return zone;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    zone = null;
  }
  return zone;
};
const noUpdates = () => () => {};

/** The reader's IANA time zone (Europe/Berlin); null during the server render and hydration. */
export function useLocalZone(): string | null {
  return useTransitionedStore(noUpdates, readZone, null);
}

/** What a timestamp shows: the clock, the reader's mode and zone. */
export interface TimeView {
  now: number | null;
  mode: TimeZoneMode;
  zone: string | null;
}
const SERVER_VIEW: TimeView = { now: null, mode: 'utc', zone: null };
const readView = (): TimeView => ({ now: Date.now(), mode: readMode(), zone: readZone() });
function subscribeView(listener: Listener) {
  const untick = subscribeTick(listener);
  const unmode = subscribeMode(listener);
  return () => {
    untick();
    unmode();
  };
}

/**
 * The three at once, for a timestamp: one state, one effect and one subscription per timestamp instead of three of
 * each, so the page's dozens of timestamps cost a third of the hooks to hydrate and one update each after it.
 */
export function useTimeView(): TimeView {
  return useTransitionedStore(subscribeView, readView, SERVER_VIEW);
}
