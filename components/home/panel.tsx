import type { ReactNode } from 'react';

/** A titled region of the home page; its heading names it for assistive technology. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="border-b border-slate-200 px-4 py-3 text-base font-semibold dark:border-slate-800">
        {title}
      </h2>
      {/* Focusable so keyboard users can scroll a table wider than a phone screen. */}
      <div className="overflow-x-auto" tabIndex={0}>
        {children}
      </div>
    </section>
  );
}
