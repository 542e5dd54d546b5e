'use client';

import type { ReactNode } from 'react';
import type { LiveState } from './use-list';

const chip =
  'rounded-md border border-slate-300 px-2.5 py-1 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-700 dark:hover:bg-slate-800';

/** Pause and resume a live list; nothing for a list that is not live. */
export function LiveToggle({ state }: { state: LiveState }) {
  if (!state.live) return null;
  return (
    <button
      type="button"
      aria-pressed={state.paused}
      onClick={() => state.setPaused(!state.paused)}
      className={`${chip} inline-flex items-center gap-1.5`}
    >
      <span
        aria-hidden="true"
        className={`inline-block h-2 w-2 rounded-full ${state.paused ? 'bg-slate-400' : 'animate-pulse bg-green-600 dark:bg-green-500'}`}
      />
      {state.paused ? 'Paused' : 'Live'}
      <span className="sr-only">{state.paused ? ': updates held, press to resume' : ': press to pause updates'}</span>
    </button>
  );
}

/**
 * The rows of a live list: updates wait while the reader is on them, and a button floating over the top edge
 * (so nothing moves) says how many rows are waiting and shows them.
 */
export function LiveRows({ state, noun, children }: { state: LiveState; noun: string; children: ReactNode }) {
  return (
    <div className="relative" {...state.hold}>
      <div role="status" className="pointer-events-none absolute inset-x-0 top-1 z-10 flex justify-center">
        {state.waiting > 0 && (
          <button
            type="button"
            onClick={state.showWaiting}
            className="pointer-events-auto rounded-full bg-sky-700 px-3 py-1 text-sm font-medium text-white shadow-md hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:bg-sky-400 dark:text-slate-950 dark:hover:bg-sky-300"
          >
            {state.waiting} new {noun} · show
          </button>
        )}
      </div>
      {children}
    </div>
  );
}
