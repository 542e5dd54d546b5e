import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
  /** Hidden in the desktop table below this width (still shown in phone cards). */
  wide?: boolean;
}

/**
 * One table for every list: a real table from 768 px up, a stack of cards below (the header text moves into each
 * cell as a label), with the same DOM, so assistive technology sees a table either way.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: string;
}) {
  if (rows.length === 0) {
    return <p className="px-4 py-8 text-center text-sm text-slate-600 dark:text-slate-400">{empty}</p>;
  }
  return (
    <table className="w-full text-sm max-md:block">
      <caption className="sr-only">{caption}</caption>
      <thead className="max-md:sr-only">
        <tr>
          {columns.map((c) => (
            <th
              key={c.header}
              scope="col"
              className={`px-4 py-2 text-left text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400 ${c.align === 'right' ? 'text-right' : ''} ${c.wide ? 'hidden lg:table-cell' : ''}`}
            >
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 max-md:block dark:divide-slate-800">
        {rows.map((row) => (
          <tr key={rowKey(row)} className="max-md:block max-md:px-4 max-md:py-2">
            {columns.map((c) => (
              <td
                key={c.header}
                data-label={c.header}
                className={`card-cell ${c.align === 'right' ? 'md:text-right' : ''} ${c.wide ? 'md:hidden lg:table-cell' : ''}`}
              >
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
