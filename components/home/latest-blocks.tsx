'use client';

import type { Column } from '@/components/explorer/data-table';
import { BlockLink } from '@/components/explorer/values';
import { Time } from '@/components/explorer/time';
import { LATEST_BLOCKS_PATH } from '@/lib/client/home-queries';
import { shortHash } from '@/lib/core/format';
import { BLOCKS_LIST } from '@/lib/explorer/lists';
import type { Block, BlocksResponse } from '@/lib/schemas/v1/block';
import { LatestPanel, type LatestProps } from './latest-panel';

const COLUMNS: Column<Block>[] = [
  { header: 'Block', cell: (block) => <BlockLink number={block.number} /> },
  { header: 'Age', cell: (block) => <Time ts={block.timestamp.to ?? block.timestamp.from} relative compact /> },
  {
    header: 'Transactions',
    align: 'right',
    cell: (block) => <span className="tabular-nums">{block.count.toString()}</span>,
  },
  {
    header: 'Hash',
    cell: (block) => (
      <span className="font-mono whitespace-nowrap text-slate-600 dark:text-slate-400" title={block.hash}>
        {shortHash(block.hash)}
      </span>
    ),
  },
];

/** The ten newest blocks; the read has 40 for the network figures beside it (see LATEST_BLOCKS_PATH). */
export const LatestBlocks = (props: LatestProps<BlocksResponse>) => (
  <LatestPanel
    {...props}
    id="latest-blocks"
    title="Latest blocks"
    list={BLOCKS_LIST}
    path={LATEST_BLOCKS_PATH}
    shown={10}
    caption="The ten newest blocks"
    empty="No blocks yet."
    columns={COLUMNS}
  />
);
