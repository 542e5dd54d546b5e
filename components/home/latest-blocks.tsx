'use client';

import { useQuery } from '@tanstack/react-query';
import { latestBlocksQuery } from '@/lib/client/home-queries';
import { formatAge, formatUtc, shortHash, timestampToMs } from '@/lib/format';
import type { BlocksResponse } from '@/lib/schemas/v1/block';
import { Panel, cellClass, headClass } from './panel';
import { useNow } from './use-now';

export function LatestBlocks({ initial }: { initial: BlocksResponse }) {
  const data = useQuery(latestBlocksQuery(initial)).data ?? initial;
  const now = useNow();
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
          {data.blocks.map((block) => {
            const ms = timestampToMs(block.timestamp.to ?? block.timestamp.from);
            return (
              <tr key={block.number}>
                <td className={`${cellClass} font-mono`}>{block.number.toLocaleString('en-US')}</td>
                <td className={cellClass}>
                  <time dateTime={new Date(ms).toISOString()} title={formatUtc(ms)}>
                    {formatAge(ms, now)}
                  </time>
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
