'use client';

import { usePathname } from 'next/navigation';
import { NetLink } from '../net-link';

export const ACCOUNT_TABS = [
  ['', 'Transactions'],
  ['tokens', 'Tokens'],
  ['nfts', 'NFTs'],
  ['allowances', 'Allowances'],
  ['rewards', 'Staking rewards'],
  ['airdrops', 'Airdrops'],
] as const;

const SUB_TABS: Record<string, readonly (readonly [string, string])[]> = {
  allowances: [['', 'hbar'], ['tokens', 'Tokens'], ['nfts', 'NFTs']],
  airdrops: [['', 'Pending'], ['outstanding', 'Outstanding']],
};

const tabClass = (current: boolean) =>
  `inline-block whitespace-nowrap border-b-2 px-3 py-2 text-sm ${current ? 'border-sky-700 font-semibold text-sky-900 dark:border-sky-400 dark:text-sky-100' : 'border-transparent hover:border-slate-300 dark:hover:border-slate-600'}`;

/** Tabs are URLs (`/accounts/{id}/tokens` …), so they can be shared, reloaded and navigated with Back. */
export function AccountTabs({ id }: { id: string }) {
  const pathname = usePathname();
  const [tab = '', sub = ''] = pathname.split('/').slice(3);
  const subs = SUB_TABS[tab];
  return (
    <nav aria-label="Account sections" className="space-y-2">
      <ul className="flex overflow-x-auto border-b border-slate-200 dark:border-slate-800">
        {ACCOUNT_TABS.map(([slug, label]) => (
          <li key={slug}>
            <NetLink href={`/accounts/${id}${slug ? `/${slug}` : ''}`} aria-current={tab === slug ? 'page' : undefined} className={tabClass(tab === slug)}>
              {label}
            </NetLink>
          </li>
        ))}
      </ul>
      {subs && (
        <ul className="flex gap-1">
          {subs.map(([slug, label]) => (
            <li key={slug}>
              <NetLink href={`/accounts/${id}/${tab}${slug ? `/${slug}` : ''}`} aria-current={sub === slug ? 'page' : undefined} className={`rounded-md px-2.5 py-1 text-sm ${sub === slug ? 'bg-sky-100 font-medium text-sky-900 dark:bg-sky-900 dark:text-sky-100' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}>
                {label}
              </NetLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
