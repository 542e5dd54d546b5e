'use client';

import { usePathname } from 'next/navigation';
import { ACCOUNT_TAB_IDS, ACCOUNT_TABS } from '@/lib/explorer/account-tabs';
import { detailHref } from '@/lib/explorer/sections';
import { NetLink } from '../net-link';

interface TabLink {
  /** The page path below the account ('' for its transactions). */
  path: string;
  label: string;
}

/** The tab bar: the account's transactions, then one tab per first path segment of the tab lists, in their order. */
const TABS: TabLink[] = [{ path: '', label: 'Transactions' }];
/** A tab's lists when it has several (allowances of hbar, tokens and NFTs), by the tab's path. */
const SUB_TABS = new Map<string, TabLink[]>();
for (const id of ACCOUNT_TAB_IDS) {
  const { path, tab, subTab } = ACCOUNT_TABS[id];
  const [top = path] = path.split('/');
  if (!TABS.some((t) => t.path === top)) TABS.push({ path: top, label: tab });
  if (subTab) SUB_TABS.set(top, [...(SUB_TABS.get(top) ?? []), { path, label: subTab }]);
}

const tabClass = (current: boolean) =>
  `inline-block whitespace-nowrap border-b-2 px-3 py-2 text-sm ${current ? 'border-sky-700 font-semibold text-sky-900 dark:border-sky-400 dark:text-sky-100' : 'border-transparent hover:border-slate-300 dark:hover:border-slate-600'}`;

/** Tabs are URLs (`/accounts/{id}/tokens` …), so they can be shared, reloaded and navigated with Back. */
export function AccountTabs({ id }: { id: string }) {
  const pathname = usePathname();
  const [tab = '', sub = ''] = pathname.split('/').slice(3);
  const current = [tab, sub].filter(Boolean).join('/');
  const subs = SUB_TABS.get(tab);
  const href = (path: string) => `${detailHref('accounts', id)}${path ? `/${path}` : ''}`;
  return (
    <nav aria-label="Account sections" className="space-y-2">
      <ul className="flex overflow-x-auto border-b border-slate-200 dark:border-slate-800">
        {TABS.map(({ path, label }) => (
          <li key={path}>
            <NetLink
              href={href(path)}
              aria-current={tab === path ? 'page' : undefined}
              className={tabClass(tab === path)}
            >
              {label}
            </NetLink>
          </li>
        ))}
      </ul>
      {subs && (
        <ul className="flex gap-1">
          {subs.map(({ path, label }) => (
            <li key={path}>
              <NetLink
                href={href(path)}
                aria-current={current === path ? 'page' : undefined}
                className={`rounded-md px-2.5 py-1 text-sm ${current === path ? 'bg-sky-100 font-medium text-sky-900 dark:bg-sky-900 dark:text-sky-100' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
              >
                {label}
              </NetLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
