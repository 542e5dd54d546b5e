import Link from 'next/link';
import {
  PAGE_SIZES,
  isFirstPage,
  keptParams,
  listOrder,
  nextPageHref,
  parseLimit,
  restartHref,
} from '@/lib/explorer/list-query';

const chip = 'rounded-md border px-2.5 py-1 text-sm focus-visible:outline-2 focus-visible:outline-sky-600';
const off = 'border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';
const on = 'border-sky-700 bg-sky-50 font-medium text-sky-900 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100';

/**
 * Keyset pagination: "Next" is the API's links.next moved onto this page's URL, "Previous" a cursor the server page
 * worked out from the rows before this one (see previousProbePath), "First page" drops the cursor. Page size and
 * newest/oldest restart the list. Every state is a URL, so Back and reload keep the place.
 */
export function Pager({
  pagePath,
  query,
  allowed,
  next,
  previous = null,
  label,
  defaultOrder = 'desc',
  orderLabels = ['Newest first', 'Oldest first'],
}: {
  pagePath: string;
  query: string;
  allowed: readonly string[];
  next: string | null;
  previous?: string | null;
  label: string;
  defaultOrder?: 'asc' | 'desc';
  orderLabels?: [string, string];
}) {
  const params = new URLSearchParams(query);
  const nextHref = nextPageHref(next, pagePath, allowed, keptParams(params));
  const first = isFirstPage(params);
  const limit = parseLimit(params.get('limit')) ?? 25;
  const order = listOrder(params, defaultOrder);
  const canOrder = allowed.includes('order');
  return (
    <nav
      aria-label={`${label} pages`}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 dark:border-slate-800"
    >
      <div className="flex items-center gap-2">
        {!first && (
          <Link className={`${chip} ${off}`} href={restartHref(pagePath, params, allowed, {})}>
            ⇤ First page
          </Link>
        )}
        {!first && previous && (
          <Link className={`${chip} ${off}`} href={previous} rel="prev">
            ← Previous page
          </Link>
        )}
        {nextHref ? (
          <Link className={`${chip} ${off}`} href={nextHref} rel="next">
            Next page →
          </Link>
        ) : (
          <span className="text-sm text-slate-600 dark:text-slate-400">End of list</span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {canOrder && (
          <span role="group" aria-label="Order" className="flex gap-1">
            {(['desc', 'asc'] as const).map((o) => (
              <Link
                key={o}
                href={restartHref(pagePath, params, allowed, { order: o === defaultOrder ? null : o })}
                aria-current={order === o ? 'true' : undefined}
                className={`${chip} ${order === o ? on : off}`}
              >
                {o === 'desc' ? orderLabels[0] : orderLabels[1]}
              </Link>
            ))}
          </span>
        )}
        <span role="group" aria-label="Page size" className="flex gap-1">
          {PAGE_SIZES.map((size) => (
            <Link
              key={size}
              href={restartHref(pagePath, params, allowed, { limit: String(size) })}
              aria-current={limit === size ? 'true' : undefined}
              aria-label={`${size} per page`}
              className={`${chip} ${limit === size ? on : off}`}
            >
              {size}
            </Link>
          ))}
        </span>
      </div>
    </nav>
  );
}
