'use client';

import { useState } from 'react';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * Copy-paste embeds: the badge as HTML and Markdown, and the JSON for scripts. The badge's text changes with the
 * status but pasted alt text cannot, so the alt says whose status it is and that it is current; the link inherits
 * that as its name.
 */
export function EmbedSnippet({ origin, pageName }: { origin: string; pageName: string }) {
  const alt = `Current status of ${pageName}`;
  const snippets = [
    [
      'HTML',
      `<a href="${origin}/status"><img src="${origin}/status/badge.svg" alt="${escapeHtml(alt)}" height="20"></a>`,
    ],
    ['Markdown', `[![${alt.replace(/[[\]\\]/g, '\\$&')}](${origin}/status/badge.svg)](${origin}/status)`],
    ['JSON (scripts)', `${origin}/api/v2/status.json`],
  ] as const;
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (label: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(label);
      setTimeout(() => setCopied(null), 2000);
    } catch {
      setCopied(null);
    }
  };
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-3 text-sm">
        Badge preview:
        {/* eslint-disable-next-line @next/next/no-img-element -- an SVG we serve, shown (alt text included) as embedders will see it */}
        <img src="/status/badge.svg" alt={alt} height={20} />
      </p>
      {snippets.map(([label, text]) => {
        const id = `embed-${label.split(' ')[0]?.toLowerCase()}`;
        return (
          <div key={label}>
            <div className="flex items-center justify-between gap-2">
              <label htmlFor={id} className="text-sm font-medium">
                {label}
              </label>
              <button
                type="button"
                onClick={() => copy(label, text)}
                className="rounded-md border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-700 dark:hover:bg-slate-800"
              >
                {copied === label ? 'Copied' : `Copy ${label}`}
              </button>
            </div>
            <textarea
              id={id}
              readOnly
              rows={2}
              value={text}
              onFocus={(e) => e.currentTarget.select()}
              className="mt-1 w-full resize-none rounded-md border border-slate-300 bg-slate-50 p-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-950"
            />
          </div>
        );
      })}
      <p role="status" className="sr-only">
        {copied ? `${copied} copied` : ''}
      </p>
    </div>
  );
}
