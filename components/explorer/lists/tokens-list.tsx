'use client';

import type { ListView } from '@/lib/explorer/list-definition';
import { restartHref } from '@/lib/explorer/list-query';
import { TOKENS_LIST } from '@/lib/explorer/lists';
import type { TokenInfo, TokensResponse, TokenSummary } from '@/lib/schemas/v1/token';
import type { Column } from '../data-table';
import { NetLink } from '../net-link';
import { TokenScopeProvider, useTokenInfo } from '../token-quantity';
import { Badge, EntityLink, TokenAmount } from '../values';
import { ListCard } from './list-card';

/** The total supply and treasury are the token's own read (the list row has neither). */
function Supply({ token }: { token: TokenSummary }) {
  const info = useTokenInfo(token.token_id);
  if (!info) return <span className="text-slate-600 dark:text-slate-400">…</span>;
  const supply = BigInt(info.total_supply);
  return (
    <TokenAmount
      amount={supply}
      decimals={BigInt(info.decimals)}
      symbol={token.type === 'NON_FUNGIBLE_UNIQUE' ? (supply === 1n ? 'serial' : 'serials') : undefined}
    />
  );
}

function Treasury({ token }: { token: TokenSummary }) {
  const info = useTokenInfo(token.token_id);
  return info ? (
    <EntityLink id={info.treasury_account_id} copy={false} />
  ) : (
    <span className="text-slate-600 dark:text-slate-400">…</span>
  );
}

const COLUMNS: Column<TokenSummary>[] = [
  { header: 'Token', cell: (t) => <EntityLink id={t.token_id} type="token" /> },
  { header: 'Name', cell: (t) => <span className="line-clamp-1 max-w-56 break-all">{t.name || '—'}</span> },
  { header: 'Symbol', cell: (t) => <span className="font-mono">{t.symbol || '—'}</span> },
  { header: 'Type', cell: (t) => <Badge>{t.type === 'NON_FUNGIBLE_UNIQUE' ? 'NFT collection' : 'Fungible'}</Badge> },
  { header: 'Total supply', align: 'right', cell: (t) => <Supply token={t} /> },
  { header: 'Treasury', wide: true, cell: (t) => <Treasury token={t} /> },
];

const TYPES = [
  ['', 'All'],
  ['FUNGIBLE_COMMON', 'Fungible'],
  ['NON_FUNGIBLE_UNIQUE', 'NFT'],
] as const;

/** All, fungible or NFT collections: the API's `type` filter, restarting the list. */
function TypeFilter({ view }: { view: ListView<TokensResponse> }) {
  const params = new URLSearchParams(view.query);
  const current = (params.get('type') ?? '').toUpperCase().replace('ALL', '');
  return (
    <span role="group" aria-label="Token type" className="flex gap-1 text-sm">
      {TYPES.map(([type, label]) => (
        <NetLink
          key={label}
          href={restartHref(view.pagePath, params, view.allowed, { type: type || null })}
          aria-current={current === type ? 'true' : undefined}
          className={`rounded-md border px-2.5 py-1 ${current === type ? 'border-sky-700 bg-sky-50 font-medium text-sky-900 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100' : 'border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800'}`}
        >
          {label}
        </NetLink>
      ))}
    </span>
  );
}

export function TokensList({ view, known }: { view: ListView<TokensResponse>; known: Record<string, TokenInfo> }) {
  return (
    <TokenScopeProvider base={view.base} known={known}>
      <ListCard list={TOKENS_LIST} view={view} columns={COLUMNS} actions={<TypeFilter view={view} />} />
    </TokenScopeProvider>
  );
}
