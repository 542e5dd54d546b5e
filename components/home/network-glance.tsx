'use client';

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NetLink } from '@/components/explorer/net-link';
import { Time } from '@/components/explorer/time';
import { LATEST_BLOCKS_PATH, latestQuery, networkStatusQuery } from '@/lib/client/home-queries';
import { BLOCKS_LIST } from '@/lib/explorer/lists';
import { detailHref } from '@/lib/explorer/sections';
import { networkStats } from '@/lib/explorer/stats';
import { formatInteger } from '@/lib/core/format';
import type { StatusResponse } from '@/lib/schemas/status';
import type { BlocksResponse } from '@/lib/schemas/v1/block';
import { TONE_FILL, TONE_TEXT } from '../status/tone';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** The status page's overall status, kept fresh; a dot and words, never colour alone. */
function NetworkStatus({ initial }: { initial: StatusResponse }) {
  const { status } = useQuery(networkStatusQuery(initial)).data ?? initial;
  return (
    <a
      href="/status"
      className={`inline-flex items-baseline gap-2 text-sm leading-7 hover:underline ${TONE_TEXT[status.indicator]}`}
    >
      <span
        aria-hidden="true"
        className={`inline-block h-2.5 w-2.5 shrink-0 rounded-full ${TONE_FILL[status.indicator]}`}
      />
      {status.description}
    </a>
  );
}

/**
 * Latest block and its age, transactions per second over the last minute, block time, nodes, and the status
 * page's overall status (this server's; another network gets the link alone).
 */
export function NetworkGlance({
  initial,
  nodes,
  status,
  base = '',
}: {
  initial: BlocksResponse;
  nodes: number;
  status: StatusResponse | null;
  base?: string;
}) {
  const data = useQuery(latestQuery(base, LATEST_BLOCKS_PATH, BLOCKS_LIST.loadSchema, initial)).data ?? initial;
  const latest = data.blocks[0];
  const stats = networkStats(data.blocks);
  return (
    <section aria-labelledby="glance">
      <h2 id="glance" className="sr-only">
        Network at a glance
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <Figure label="Latest block">
          {latest ? (
            <NetLink
              href={detailHref('blocks', String(latest.number))}
              className="text-sky-700 hover:underline dark:text-sky-400"
            >
              {formatInteger(latest.number)}
            </NetLink>
          ) : (
            '—'
          )}
          {latest && (
            <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
              <Time ts={latest.timestamp.to} relative />
            </span>
          )}
        </Figure>
        <Figure label={`TPS (last ${stats.windowSeconds} s)`}>{stats.tps.toFixed(2)}</Figure>
        <Figure label="Block time">{stats.blockTime === null ? '—' : `${stats.blockTime.toFixed(2)} s`}</Figure>
        <Figure label="Consensus nodes">
          <NetLink href="/nodes" className="text-sky-700 hover:underline dark:text-sky-400">
            {nodes}
          </NetLink>
        </Figure>
        <Figure label="Network status">
          {status ? (
            <NetworkStatus initial={status} />
          ) : (
            <a href="/status" className="text-base text-sky-700 hover:underline dark:text-sky-400">
              Status page →
            </a>
          )}
        </Figure>
      </dl>
    </section>
  );
}
