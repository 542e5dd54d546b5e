import { actionFailed } from '@/lib/explorer/trace';
import { decodeAction } from '@/lib/explorer/trace-decode';
import type { ContractAction } from '@/lib/schemas/v1/contract-action';
import { Card } from '../card';
import { TraceTree } from './trace-tree';

/**
 * Every action of the call (the server followed links.next to the end), as a tree, with a link to the raw JSON. A
 * server component: the actions are decoded here, so only the tree's interaction runs in the browser.
 */
export function TraceCard({ base, id, actions }: { base: string; id: string; actions: ContractAction[] }) {
  const failed = actions.filter(actionFailed).length;
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
          <a
            href={`${base}/api/v1/contracts/results/${id}/actions?limit=100`}
            className="text-sky-700 hover:underline dark:text-sky-400"
          >
            Raw JSON
          </a>
        </span>
      }
    >
      <TraceTree actions={actions.map(decodeAction)} />
    </Card>
  );
}
