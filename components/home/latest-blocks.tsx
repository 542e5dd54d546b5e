'use client';

import { useQuery } from '@tanstack/react-query';
import { DataTable } from '@/components/explorer/data-table';
import { BlockLink } from '@/components/explorer/values';
import { Time } from '@/components/explorer/time';
import { latestBlocksQuery } from '@/lib/client/home-queries';
import { shortHash } from '@/lib/core/format';
import type { BlocksResponse } from '@/lib/schemas/v1/block';
import { Panel } from './panel';

export function LatestBlocks({ initial, base = '' }: { initial: BlocksResponse; base?: string }) {
  const data = useQuery(latestBlocksQuery(initial, base)).data ?? initial;
  return (
    <Panel id="latest-blocks" title="Latest blocks">
      <DataTable
        caption="The ten newest blocks"
        rows={data.blocks.slice(0, 10)}
        rowKey={(block) => String(block.number)}
        empty="No blocks yet."
        columns={[
          { header: 'Block', cell: (block) => <BlockLink number={block.number} /> },
          { header: 'Age', cell: (block) => <Time ts={block.timestamp.to ?? block.timestamp.from} relative compact /> },
          { header: 'Transactions', align: 'right', cell: (block) => <span className="tabular-nums">{block.count.toString()}</span> },
          {
            header: 'Hash',
            cell: (block) => (
              <span className="font-mono whitespace-nowrap text-slate-600 dark:text-slate-400" title={block.hash}>
                {shortHash(block.hash)}
              </span>
            ),
          },
        ]}
      />
    </Panel>
  );
}
