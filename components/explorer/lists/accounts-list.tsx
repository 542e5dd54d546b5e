'use client';

import { shortHash } from '@/lib/core/format';
import type { ListView } from '@/lib/explorer/list-definition';
import { ACCOUNTS_LIST } from '@/lib/explorer/lists';
import type { Account, AccountsResponse } from '@/lib/schemas/v1/account';
import type { Column } from '../data-table';
import { Time } from '../time';
import { EntityLink, Hbar } from '../values';
import { ListCard } from './list-card';

const COLUMNS: Column<Account>[] = [
  { header: 'Account', cell: (a) => <EntityLink id={a.account} /> },
  { header: 'Balance', align: 'right', cell: (a) => <Hbar tinybars={a.balance?.balance ?? null} /> },
  {
    header: 'EVM address',
    wide: true,
    cell: (a) => (
      <span className="font-mono text-slate-600 dark:text-slate-400" title={a.evm_address ?? ''}>
        {a.evm_address ? shortHash(a.evm_address, 6) : '—'}
      </span>
    ),
  },
  { header: 'Memo', wide: true, cell: (a) => <span className="line-clamp-1 max-w-48 break-all">{a.memo || '—'}</span> },
  { header: 'Created', cell: (a) => (a.created_timestamp ? <Time ts={a.created_timestamp} relative /> : '—') },
];

export const AccountsList = (view: ListView<AccountsResponse>) => (
  <ListCard list={ACCOUNTS_LIST} view={view} columns={COLUMNS} />
);
