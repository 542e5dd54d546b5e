'use client';

import { useState } from 'react';

/**
 * Copies the full value (tables show it shortened); says "Copied" to screen readers too. `tabIndex` lets a composite
 * widget (the call trace tree) keep it out of the tab order while its row is not the active one.
 */
export function CopyButton({ value, label, tabIndex }: { value: string; label: string; tabIndex?: number }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      /* clipboard denied: nothing to do */
    }
  };
  return (
    <button
      type="button"
      onClick={copy}
      tabIndex={tabIndex}
      aria-label={`Copy ${label}`}
      title={`Copy ${label}`}
      className="ml-1 inline-flex h-6 min-w-6 items-center justify-center rounded px-1 align-middle text-xs text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-slate-300 dark:hover:bg-slate-700"
    >
      {copied ? (
        <span aria-hidden="true">✓</span>
      ) : (
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="h-3.5 w-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <rect x="5" y="5" width="9" height="9" rx="1.5" />
          <path d="M11 5V3.5A1.5 1.5 0 0 0 9.5 2h-6A1.5 1.5 0 0 0 2 3.5v6A1.5 1.5 0 0 0 3.5 11H5" />
        </svg>
      )}
      <span role="status" className="sr-only">
        {copied ? 'Copied' : ''}
      </span>
    </button>
  );
}
