/** Placeholders shaped like the content they stand for, so nothing jumps when the data arrives. */
export function SkeletonLine({ width = 'w-24' }: { width?: string }) {
  return (
    <span className={`inline-block h-4 animate-pulse rounded bg-slate-200 align-middle dark:bg-slate-700 ${width}`} />
  );
}

export function SkeletonTable({ rows = 10, columns = 5, title }: { rows?: number; columns?: number; title: string }) {
  return (
    <div
      aria-busy="true"
      aria-label={`Loading ${title}`}
      className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <SkeletonLine width="w-40" />
      </div>
      <div className="divide-y divide-slate-100 dark:divide-slate-800">
        {Array.from({ length: rows }, (_, r) => (
          <div
            key={r}
            className="grid gap-4 px-4 py-2.5"
            style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {Array.from({ length: columns }, (_, c) => (
              <SkeletonLine key={c} width={c === 0 ? 'w-32' : 'w-20'} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/** A list page while it loads: room for its title (kicker and heading), then its table. */
export function SkeletonListPage({ title }: { title: string }) {
  return (
    <div>
      <div className="mb-6 h-14" />
      <SkeletonTable title={title} rows={12} columns={5} />
    </div>
  );
}

/** A detail page below its title: the summary's fields and a table, for pages whose title is already known. */
export function SkeletonBody({ title, fields = 8 }: { title: string; fields?: number }) {
  return (
    <div aria-busy="true" aria-label={`Loading ${title} details`} className="space-y-6">
      <div className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        {Array.from({ length: fields }, (_, i) => (
          <div key={i} className="grid gap-4 px-4 py-2.5 sm:grid-cols-[12rem_1fr]">
            <SkeletonLine width="w-28" />
            <SkeletonLine width="w-64 max-w-full" />
          </div>
        ))}
      </div>
      <SkeletonTable title={title} rows={5} />
    </div>
  );
}
