import type { TokenInfo } from '@/lib/schemas/v1/token';
import { detailHref } from '@/lib/explorer/sections';
import { NetLink } from '../net-link';

/** The token page's lists: '' its holders, 'nfts' an NFT collection's serials. */
export type TokenTab = '' | 'nfts';

const tabClass = (current: boolean) =>
  `inline-block whitespace-nowrap border-b-2 px-3 py-2 text-sm ${current ? 'border-sky-700 font-semibold text-sky-900 dark:border-sky-400 dark:text-sky-100' : 'border-transparent hover:border-slate-300 dark:hover:border-slate-600'}`;

/** Tabs are URLs (`/tokens/{id}/nfts`), as an account's are; a fungible token has holders only. */
export function TokenTabs({ token, current }: { token: TokenInfo; current: TokenTab }) {
  const tabs: { path: TokenTab; label: string }[] = [{ path: '', label: 'Holders' }];
  if (token.type === 'NON_FUNGIBLE_UNIQUE') tabs.push({ path: 'nfts', label: 'NFTs' });
  const base = detailHref('tokens', token.token_id);
  return (
    <nav aria-label="Token sections">
      <ul className="flex overflow-x-auto border-b border-slate-200 dark:border-slate-800">
        {tabs.map(({ path, label }) => (
          <li key={path}>
            <NetLink
              href={path ? `${base}/${path}` : base}
              aria-current={current === path ? 'page' : undefined}
              className={tabClass(current === path)}
            >
              {label}
            </NetLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
