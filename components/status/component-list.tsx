'use client';

import { useState } from 'react';
import type { Component, LiveUptimeSeries } from '@/lib/schemas/status';
import { severityOf } from './severity';
import { ComponentStatusText } from './tone';
import { UptimeBars } from './uptime-bars';
import type { IncidentNames } from './uptime-format';

interface Props {
  components: Component[];
  uptime: Record<string, LiveUptimeSeries>;
  names: IncidentNames;
}

const visible = (c: Component) => !c.only_show_if_degraded || c.status !== 'operational';

function Row({
  c,
  uptime,
  names,
  nested = false,
}: {
  c: Component;
  uptime?: LiveUptimeSeries;
  names: IncidentNames;
  nested?: boolean;
}) {
  return (
    <li className={`px-4 py-3 ${nested ? 'sm:pl-10' : ''}`} data-component-id={c.id} data-row="component">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h3 className="break-words font-medium">{c.name}</h3>
          {c.description && <p className="text-sm text-slate-600 dark:text-slate-400">{c.description}</p>}
        </div>
        <ComponentStatusText status={c.status} />
      </div>
      {uptime && (
        <div className="mt-2">
          <UptimeBars id={c.id} name={c.name} series={uptime} names={names} />
        </div>
      )}
    </li>
  );
}

function Group({
  group,
  members,
  uptime,
  names,
}: { group: Component; members: Component[] } & Omit<Props, 'components'>) {
  const worst = members.reduce((w, c) => (severityOf(c.status) > severityOf(w) ? c.status : w), group.status);
  // Open while a member is not operational, until the reader opens or closes it themselves.
  const [choice, setChoice] = useState<boolean | null>(null);
  const open = choice ?? worst !== 'operational';
  return (
    <li data-component-id={group.id}>
      <details
        open={open}
        onToggle={(e) => {
          const now = (e.currentTarget as HTMLDetailsElement).open;
          if (now !== open) setChoice(now);
        }}
        className="group"
      >
        <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600 dark:hover:bg-slate-800/50 [&::-webkit-details-marker]:hidden">
          <span className="flex min-w-0 items-center gap-2">
            <svg
              viewBox="0 0 16 16"
              aria-hidden="true"
              className="h-4 w-4 shrink-0 transition-transform group-open:rotate-90"
            >
              <path
                d="M6 3.5L10.5 8 6 12.5"
                stroke="currentColor"
                strokeWidth="1.8"
                fill="none"
                strokeLinecap="round"
              />
            </svg>
            <span className="min-w-0 break-words font-medium">{group.name}</span>
            <span className="text-sm text-slate-600 dark:text-slate-400">
              ({members.length} component{members.length === 1 ? '' : 's'})
            </span>
          </span>
          <ComponentStatusText status={worst} />
        </summary>
        {group.description && (
          <p className="px-4 pb-2 text-sm text-slate-600 sm:pl-10 dark:text-slate-400">{group.description}</p>
        )}
        <ul className="divide-y divide-slate-100 border-t border-slate-100 dark:divide-slate-800 dark:border-slate-800">
          {members.map((c) => (
            <Row key={c.id} c={c} uptime={uptime[c.id]} names={names} nested />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** Top-level components and groups in page order; a group shows its worst child and opens when one is not well. */
export function ComponentList({ components, uptime, names }: Props) {
  const top = components.filter((c) => c.group_id === null).sort((a, b) => a.position - b.position);
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {top.map((c) => {
        if (!c.group) return visible(c) ? <Row key={c.id} c={c} uptime={uptime[c.id]} names={names} /> : null;
        const children = components
          .filter((k) => k.group_id === c.id && visible(k))
          .sort((a, b) => a.position - b.position);
        if (children.length === 0) return null;
        return <Group key={c.id} group={c} members={children} uptime={uptime} names={names} />;
      })}
    </ul>
  );
}
