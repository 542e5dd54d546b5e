'use client';

import { useQuery } from '@tanstack/react-query';
import { NetLink } from '@/components/explorer/net-link';
import { Time } from '@/components/explorer/time';
import { latestBlocksQuery } from '@/lib/client/home-queries';
import { shortHash } from '@/lib/format';
import type { BlocksResponse } from '@/lib/schemas/v1/block';
import { Panel, cellClass, headClass } from './panel';

export function LatestBlocks({ initial, base = '' }: { initial: BlocksResponse; base?: string }) {
  const data = useQuery(latestBlocksQuery(initial, base)).data ?? initial;
  return (
    <Panel id="latest-blocks" title="Latest blocks">
      <table className="w-full text-sm">
        <thead>
          <tr>
            <th scope="col" className={headClass}>Block</th>
            <th scope="col" className={headClass}>Age</th>
            <th scope="col" className={`${headClass} text-right`}>Transactions</th>
            <th scope="col" className={`${headClass} hidden sm:table-cell`}>Hash</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {data.blocks.slice(0, 10).map((block) => {
            return (
              <tr key={block.number}>
                <td className={`${cellClass} font-mono`}>
                  <NetLink href={`/blocks/${block.number}`} className="text-sky-700 hover:underline dark:text-sky-400">
                    {block.number.toLocaleString('en-US')}
                  </NetLink>
                </td>
                <td className={cellClass}>
                  <Time ts={block.timestamp.to ?? block.timestamp.from} relative compact />
                </td>
                <td className={`${cellClass} text-right tabular-nums`}>{block.count.toString()}</td>
                <td className={`${cellClass} hidden font-mono text-slate-600 sm:table-cell dark:text-slate-400`} title={block.hash}>
                  {shortHash(block.hash)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Panel>
  );
}
