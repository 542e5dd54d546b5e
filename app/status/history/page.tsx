import type { Metadata } from 'next';
import Link from 'next/link';
import { HistoryList } from '@/components/status/history-list';
import { historyPage } from '@/lib/status/read/history';
import { formatMonth } from '@/lib/status/present';
import { statusContext } from '../_data/live';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Status history',
  alternates: {
    types: { 'application/atom+xml': '/status/history.atom', 'application/rss+xml': '/status/history.rss' },
  },
};

const monthName = (month: string) => formatMonth(Date.parse(`${month}-15T12:00:00Z`), 'UTC');

/** Every incident and maintenance by month, three months a page, newest first. */
export default async function HistoryPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const raw = Number((await searchParams).page ?? '1');
  const number = Number.isInteger(raw) && raw >= 1 && raw <= 1200 ? raw : 1;
  const history = await historyPage(await statusContext(), number);
  const first = history.months.at(-1)?.month ?? '';
  const last = history.months[0]?.month ?? '';
  const pagerLink =
    'rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-700 dark:hover:bg-slate-800';
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{history.page.name}</p>
        <h1 className="text-2xl font-semibold tracking-tight">Incident history</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {monthName(first)} to {monthName(last)} (months in {history.page.time_zone})
        </p>
      </div>
      {history.truncated && (
        <p role="note" className="text-sm">
          This range holds more items than one page shows; the oldest are left out.
        </p>
      )}
      <HistoryList months={history.months} />
      <nav aria-label="History pages" className="flex justify-between gap-2">
        {number > 1 ? (
          <Link href={number === 2 ? '/status/history' : `/status/history?page=${number - 1}`} className={pagerLink}>
            ← Newer
          </Link>
        ) : (
          <span />
        )}
        {history.hasOlder && (
          <Link href={`/status/history?page=${number + 1}`} className={pagerLink}>
            Older →
          </Link>
        )}
      </nav>
    </div>
  );
}
