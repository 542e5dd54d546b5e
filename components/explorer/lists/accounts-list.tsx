'use client';

import { ACCOUNT_LIST_PARAMS } from '@/lib/explorer/list-params';
import { shortHash } from '@/lib/core/format';
import { AccountsResponse } from '@/lib/schemas/v1/account';
import { Card } from '../card';
import { DataTable } from '../data-table';
import { Pager } from '../pager';
import { Time } from '../time';
import { EntityLink, Hbar } from '../values';
import { useList, type ListProps } from './use-list';

export function AccountsList({ base, path, query, initial, previous }: ListProps<AccountsResponse>) {
  const data = useList(base, path, AccountsResponse, initial, query);
  return (
    <Card id="accounts-list" title="Accounts">
      <DataTable
        caption="Accounts"
        rows={data.accounts}
        rowKey={(a) => a.account}
        empty="No accounts on this page."
        columns={[
          { header: 'Account', cell: (a) => <EntityLink id={a.account} /> },
          { header: 'Balance', align: 'right', cell: (a) => <Hbar tinybars={a.balance?.balance ?? null} /> },
          { header: 'EVM address', wide: true, cell: (a) => <span className="font-mono text-slate-600 dark:text-slate-400" title={a.evm_address ?? ''}>{a.evm_address ? shortHash(a.evm_address, 6) : '—'}</span> },
          { header: 'Memo', wide: true, cell: (a) => <span className="line-clamp-1 max-w-48 break-all">{a.memo || '—'}</span> },
          { header: 'Created', cell: (a) => (a.created_timestamp ? <Time ts={a.created_timestamp} relative /> : '—') },
        ]}
      />
      <Pager pagePath="/accounts" query={query} allowed={ACCOUNT_LIST_PARAMS} next={data.links.next} previous={previous} label="Accounts" defaultOrder="asc" orderLabels={['Highest id first', 'Lowest id first']} />
    </Card>
  );
}
