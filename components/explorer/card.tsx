import type { ReactNode } from 'react';

/** A titled region; its heading names it for assistive technology. */
export function Card({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      <div className="min-w-0">{children}</div>
    </section>
  );
}

/** Label/value pairs of a summary. */
export function Fields({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
      {items.map(([label, value]) => (
        // On phones a short value sits on its label's line and a long one (a key, a hash) wraps below it, which
        // halves the height of a summary; from sm up, labels and values are two columns.
        <div
          key={label}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4"
        >
          <dt className="font-medium text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="min-w-0 max-w-full break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PageTitle({
  kicker,
  title,
  children,
  mono = true,
}: {
  kicker: string;
  title: string;
  children?: ReactNode;
  mono?: boolean;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{kicker}</p>
        <h1 className={`break-all text-2xl font-semibold tracking-tight ${mono ? 'font-mono' : ''}`}>{title}</h1>
      </div>
      {children}
    </div>
  );
}
