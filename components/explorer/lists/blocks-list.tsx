'use client';

import { formatInteger, shortHash } from '@/lib/core/format';
import type { ListView } from '@/lib/explorer/list-definition';
import { BLOCKS_LIST } from '@/lib/explorer/lists';
import type { Block, BlocksResponse } from '@/lib/schemas/v1/block';
import type { Column } from '../data-table';
import { Time } from '../time';
import { BlockLink } from '../values';
import { ListCard } from './list-card';

const COLUMNS: Column<Block>[] = [
  { header: 'Block', cell: (b) => <BlockLink number={b.number} /> },
  { header: 'Time', cell: (b) => <Time ts={b.timestamp.from} relative /> },
  {
    header: 'Transactions',
    align: 'right',
    cell: (b) => <span className="tabular-nums">{formatInteger(b.count)}</span>,
  },
  {
    header: 'Gas used',
    align: 'right',
    wide: true,
    cell: (b) => <span className="tabular-nums">{b.gas_used === null ? '—' : formatInteger(b.gas_used)}</span>,
  },
  {
    header: 'Hash',
    cell: (b) => (
      <span className="font-mono text-slate-600 dark:text-slate-400" title={b.hash}>
        {shortHash(b.hash, 6)}
      </span>
    ),
  },
];

export const BlocksList = (view: ListView<BlocksResponse>) => (
  <ListCard list={BLOCKS_LIST} view={view} columns={COLUMNS} />
);
