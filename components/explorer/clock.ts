'use client';

import { useSyncExternalStore } from 'react';

/**
 * Shared client state for time display: one ticking clock for every relative age on the page, and the reader's
 * choice of local time or UTC (remembered in localStorage). The server renders UTC; the browser then switches.
 */
type Listener = () => void;

const tickListeners = new Set<Listener>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribeTick(listener: Listener) {
  tickListeners.add(listener);
  timer ??= setInterval(() => {
    now = Date.now();
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

/** Milliseconds now; null during the server render and hydration (ages appear after hydration). */
export function useNowMs(): number | null {
  return useSyncExternalStore(subscribeTick, () => now, () => null);
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
  return useSyncExternalStore(subscribeMode, readMode, () => 'utc');
}

export function setTimeZoneMode(mode: TimeZoneMode) {
  try {
    localStorage.setItem(KEY, mode);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  modeListeners.forEach((l) => l());
}
