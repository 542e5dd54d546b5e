'use client';

import { useQuery } from '@tanstack/react-query';
import { HEALTH_LABELS, nodeHealthById } from '@/lib/explorer/node-health';
import { nodeHealthQuery } from '@/lib/explorer/queries';
import { SkeletonLine } from '../skeleton';

/**
 * A node's health as this server's status page reports it, in words and a symbol. Another network's status is not
 * ours to report, so it is "not reported" there. The query is shared, so a list of nodes asks once.
 */
export function NodeHealth({ nodeId, base }: { nodeId: string; base: string }) {
  const health = useQuery({ ...nodeHealthQuery(), enabled: base === '' });
  if (base !== '') return 'not reported';
  if (health.isError) return 'unavailable';
  if (!health.data) return <SkeletonLine width="w-20" />;
  const status = nodeHealthById(health.data.components).get(nodeId);
  if (!status) return 'not reported';
  const [symbol, label] = HEALTH_LABELS[status];
  return (
    <span
      className={status === 'operational' ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-800 dark:text-red-300'}
    >
      <span aria-hidden="true">{symbol} </span>
      {label}
    </span>
  );
}
