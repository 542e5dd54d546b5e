'use client';

import { BLOCK_LIST_PARAMS } from '@/lib/explorer/list-params';
import { formatInteger, shortHash } from '@/lib/core/format';
import { BlocksResponse } from '@/lib/schemas/v1/block';
import { Card } from '../card';
import { DataTable } from '../data-table';
import { Pager } from '../pager';
import { Time } from '../time';
import { BlockLink } from '../values';
import { LiveRows, LiveToggle } from './live';
import { useLiveList, type ListProps } from './use-list';

export function BlocksList({ base, path, query, initial, previous }: ListProps<BlocksResponse>) {
  const [data, live] = useLiveList(base, path, BlocksResponse, initial, query, (d) => d.blocks.map((b) => String(b.number)));
  return (
    <Card id="blocks-list" title="Blocks" actions={<LiveToggle state={live} />}>
      <LiveRows state={live} noun="blocks">
        <DataTable
          caption="Blocks"
          rows={data.blocks}
          rowKey={(b) => String(b.number)}
          empty="No blocks on this page."
          columns={[
            { header: 'Block', cell: (b) => <BlockLink number={b.number} /> },
            { header: 'Time', cell: (b) => <Time ts={b.timestamp.from} relative /> },
            { header: 'Transactions', align: 'right', cell: (b) => <span className="tabular-nums">{formatInteger(b.count)}</span> },
            { header: 'Gas used', align: 'right', wide: true, cell: (b) => <span className="tabular-nums">{b.gas_used === null ? '—' : formatInteger(b.gas_used)}</span> },
            { header: 'Hash', cell: (b) => <span className="font-mono text-slate-600 dark:text-slate-400" title={b.hash}>{shortHash(b.hash, 6)}</span> },
          ]}
        />
      </LiveRows>
      <Pager pagePath="/blocks" query={query} allowed={BLOCK_LIST_PARAMS} next={data.links.next} previous={previous} label="Blocks" />
    </Card>
  );
}
