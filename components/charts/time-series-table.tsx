export interface TableColumn {
  label: string;
  /** One per time; null reads "no data". */
  values: readonly (number | null)[];
  format: (value: number) => string;
}

/**
 * The numbers behind one or more time-series charts that share their times, as a table under a disclosure: what a
 * screen reader (or anyone wanting the figures) reads instead of the picture. One table for several charts keeps
 * the page light.
 */
export function TimeSeriesTable({
  caption,
  times,
  formatTime,
  columns,
}: {
  caption: string;
  times: readonly number[];
  formatTime: (t: number) => string;
  columns: readonly TableColumn[];
}) {
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-slate-600 dark:text-slate-400">Data table</summary>
      <div className="overflow-x-auto">
        <table className="mt-1 w-full tabular-nums [&_td]:py-0.5 [&_td]:pr-3 [&_th]:pr-3 [&_th]:text-left [&_th]:font-medium">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              {columns.map((c) => (
                <th key={c.label} scope="col">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {times.map((t, i) => (
              <tr key={t}>
                <td>{formatTime(t)}</td>
                {columns.map((c) => {
                  const v = c.values[i] ?? null;
                  return <td key={c.label}>{v === null ? 'no data' : c.format(v)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
