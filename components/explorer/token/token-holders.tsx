'use client';

import type { ListView } from '@/lib/explorer/list-definition';
import { restartHref } from '@/lib/explorer/list-query';
import { TOKEN_HOLDERS, supplyShare } from '@/lib/explorer/token-lists';
import type { TokenBalancesResponse, TokenHolderBalance, TokenInfo } from '@/lib/schemas/v1/token';
import { Card } from '../card';
import { DataTable, type Column } from '../data-table';
import { useList } from '../lists/use-list';
import { NetLink } from '../net-link';
import { Pager } from '../pager';
import { Time } from '../time';
import { EntityLink, TokenAmount } from '../values';

function columns(token: TokenInfo): Column<TokenHolderBalance>[] {
  const decimals = BigInt(token.decimals);
  return [
    { header: 'Account', cell: (b) => <EntityLink id={b.account} /> },
    {
      header: 'Balance',
      align: 'right',
      cell: (b) => <TokenAmount amount={b.balance} decimals={decimals} symbol={token.symbol} />,
    },
    {
      header: 'Share of supply',
      align: 'right',
      cell: (b) => <span className="tabular-nums">{supplyShare(b.balance, token.total_supply) ?? '—'}</span>,
    },
  ];
}

/**
 * The accounts that hold the token, with their balance in its units and their share of the total supply; by
 * default only those that hold some (a link shows the associated accounts at zero too). Paged by account id.
 */
export function TokenHolders({ token, view }: { token: TokenInfo; view: ListView<TokenBalancesResponse> }) {
  const data = useList(view.base, view.path, TOKEN_HOLDERS.loadSchema, view.initial, view.query);
  const params = new URLSearchParams(view.query);
  const withZero = (params.get('account.balance') ?? '').replace(/^gte:/, '') === '0';
  const toggle = restartHref(view.pagePath, params, view.allowed, { 'account.balance': withZero ? null : 'gte:0' });
  return (
    <Card
      id="token-holders"
      title="Holders"
      actions={
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
          {data.timestamp && (
            <span>
              Balances as of <Time ts={data.timestamp} />
            </span>
          )}
          <NetLink href={toggle} className="text-sky-700 underline dark:text-sky-400">
            {withZero ? 'Only accounts that hold some' : 'Include accounts at zero'}
          </NetLink>
        </div>
      }
    >
      <DataTable
        caption="Holders"
        rows={TOKEN_HOLDERS.rows(data)}
        rowKey={TOKEN_HOLDERS.rowKey}
        columns={columns(token)}
        empty={withZero ? 'No account is associated with this token.' : 'No account holds any of this token.'}
      />
      <Pager
        pagePath={view.pagePath}
        query={view.query}
        allowed={view.allowed}
        next={data.links.next}
        previous={view.previous}
        label="Holders"
        defaultOrder={TOKEN_HOLDERS.defaultOrder}
        orderLabels={TOKEN_HOLDERS.orderLabels}
      />
    </Card>
  );
}
