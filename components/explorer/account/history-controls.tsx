import { HISTORY_PARAMS } from '@/lib/explorer/account-history';
import { Card } from '../card';
import { NetLink } from '../net-link';

const control = 'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900';
const button =
  'rounded-md border border-slate-300 px-2.5 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';
const linkClass = 'text-sm text-sky-700 hover:underline dark:text-sky-400';

const without = (params: URLSearchParams, keys: readonly string[]) =>
  new URLSearchParams([...params].filter(([key]) => !keys.includes(key)));
const hrefWith = (path: string, params: URLSearchParams) => (params.size > 0 ? `${path}?${params.toString()}` : path);

/** The parameters a form keeps from the page besides its own fields. */
function Kept({ params, keys }: { params: URLSearchParams; keys: readonly string[] }) {
  return keys.flatMap((key) =>
    params.getAll(key).map((value, i) => <input key={`${key}-${i}`} type="hidden" name={key} value={value} />),
  );
}

/**
 * The account history's own tools, as plain GET forms (the filters are the URL; no JavaScript needed): who and what
 * a transaction moved, hiding dust, newest or oldest first (down to the account's first transaction), and the CSV
 * of its movements over a date range.
 */
export function HistoryControls({ pagePath, params }: { pagePath: string; params: URLSearchParams }) {
  const value = (key: string) => params.get(key) ?? '';
  // Both restart the list: without a date window or a cursor, oldest first opens on the account's first transaction.
  const newest = without(params, ['timestamp', 'order', 'at', 'tz']);
  const oldest = new URLSearchParams(newest);
  oldest.set('order', 'asc');
  const today = new Date().toISOString().slice(0, 10);
  const yearStart = `${today.slice(0, 4)}-01-01`;
  return (
    <Card id="account-history-tools" title="History filters and export">
      <div className="space-y-3 px-4 py-3">
        <form
          method="get"
          action={pagePath}
          className="flex flex-wrap items-end gap-3"
          aria-label="Filter the account's history"
        >
          <Kept params={params} keys={['network', 'limit', 'order', 'transactiontype', 'result']} />
          <label className="flex flex-col gap-1 text-sm">
            Direction
            <select name="direction" defaultValue={value('direction')} className={control}>
              <option value="">In and out</option>
              <option value="in">Received</option>
              <option value="out">Sent</option>
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            Counterparty
            <input
              name="counterparty"
              defaultValue={value('counterparty')}
              placeholder="0.0.1234"
              className={`${control} w-32 font-mono`}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            Token
            <input
              name="token"
              defaultValue={value('token')}
              placeholder="0.0.5678"
              className={`${control} w-32 font-mono`}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            Hide hbar transfers below (ℏ)
            <input
              name="min_hbar"
              inputMode="decimal"
              defaultValue={value('min_hbar')}
              placeholder="1"
              className={`${control} w-28`}
            />
          </label>
          <button type="submit" className={button}>
            Filter
          </button>
          {HISTORY_PARAMS.some((key) => params.has(key)) ? (
            <NetLink href={hrefWith(pagePath, without(params, HISTORY_PARAMS))} className={linkClass}>
              Clear filters
            </NetLink>
          ) : null}
        </form>
        <p className="flex flex-wrap gap-4">
          <NetLink href={hrefWith(pagePath, newest)} className={linkClass}>
            Newest first
          </NetLink>
          <NetLink href={hrefWith(pagePath, oldest)} className={linkClass}>
            Oldest first, from the first transaction
          </NetLink>
        </p>
        <form
          method="get"
          action={`${pagePath}/history.csv`}
          className="flex flex-wrap items-end gap-3"
          aria-label="Download the account's history as CSV"
        >
          <Kept params={params} keys={['network', ...HISTORY_PARAMS]} />
          <label className="flex flex-col gap-1 text-sm">
            From (UTC)
            <input type="date" name="from" required defaultValue={yearStart} className={control} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            To (UTC)
            <input type="date" name="to" required defaultValue={today} className={control} />
          </label>
          <button type="submit" className={button}>
            Download history CSV
          </button>
          <span className="text-xs text-slate-600 dark:text-slate-400">
            hbar, token and NFT transfers and staking rewards, one line each, with counterparty, fee and memo; this
            page&apos;s filters apply.
          </span>
        </form>
      </div>
    </Card>
  );
}
