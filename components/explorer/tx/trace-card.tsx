'use client';

import { useQuery } from '@tanstack/react-query';
import { actionsQuery } from '@/lib/explorer/queries';
import type { ContractAction } from '@/lib/schemas/v1/contract-action';
import { Card } from '../card';
import { TraceTree } from './trace-tree';

/** Every action of the call (links.next followed to the end), as a tree, with a link to the raw JSON. */
export function TraceCard({ base, id, initial }: { base: string; id: string; initial: ContractAction[] }) {
  const data = useQuery(actionsQuery(base, id, initial)).data ?? initial;
  const failed = data.filter((a) => a.result_data_type !== undefined && a.result_data_type !== 'OUTPUT').length;
  return (
    <Card
      id="call-trace"
      title="Contract call trace"
      actions={
        <span className="flex items-center gap-3 text-sm">
          {failed > 0 && (
            <span className="text-red-800 dark:text-red-300">
              <span aria-hidden="true">✗ </span>
              {failed} failed
            </span>
          )}
          <a href={`${base}/api/v1/contracts/results/${id}/actions?limit=100`} className="text-sky-700 hover:underline dark:text-sky-400">
            Raw JSON
          </a>
        </span>
      }
    >
      <TraceTree actions={data} />
    </Card>
  );
}
