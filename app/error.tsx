'use client';

import { useEffect } from 'react';

/** Something failed while reading the ledger: say so plainly and offer a retry. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto max-w-2xl space-y-4 py-12 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">This page could not be loaded</h1>
      <p className="text-slate-700 dark:text-slate-300">
        The ledger did not answer as expected. It may be busy or unreachable; trying again usually helps.
        {error.digest && (
          <span className="mt-2 block font-mono text-xs text-slate-600 dark:text-slate-400">
            Reference: {error.digest}
          </span>
        )}
      </p>
      <button
        type="button"
        onClick={reset}
        className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        Try again
      </button>
    </div>
  );
}
