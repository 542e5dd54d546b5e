import Link from 'next/link';
import type { ReactNode } from 'react';
import {
  COMPONENT_STATUS_LABEL,
  INCIDENT_STATUS_LABEL,
  formatDuration,
  incidentSpan,
  isMaintenance,
  type AnyIncident,
} from '@/lib/status/present';
import { ComponentStatusText, ImpactChip } from './tone';
import { ZonedTime, ZonedWindow } from './zone';
import { EvidenceText } from './evidence-text';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 px-4 py-2 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** An incident or maintenance: facts (status, impact, times, duration, components) and its full timeline. */
export function ItemDetail({ item, nowMs }: { item: AnyIncident; nowMs: number }) {
  const maintenance = isMaintenance(item);
  const span = incidentSpan(item);
  const started = !maintenance || item.status !== 'scheduled';
  const duration = !started
    ? `planned ${formatDuration(Date.parse(item.scheduled_until) - Date.parse(item.scheduled_for))}`
    : span.endMs !== null
      ? formatDuration(span.endMs - span.startMs)
      : `${formatDuration(nowMs - span.startMs)} so far`;
  const card = 'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
          {maintenance ? 'Scheduled maintenance' : 'Incident'}
        </p>
        <h1 className="break-words text-2xl font-semibold tracking-tight">{item.name}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <ImpactChip impact={item.impact} />
          <span
            className="rounded-full border border-slate-300 px-2 py-0.5 text-xs font-medium dark:border-slate-700"
            data-testid="item-status"
          >
            {INCIDENT_STATUS_LABEL[item.status]}
          </span>
        </div>
      </div>

      <section aria-labelledby="facts-heading" className={card}>
        <h2
          id="facts-heading"
          className="border-b border-slate-200 px-4 py-3 text-base font-semibold dark:border-slate-800"
        >
          Summary
        </h2>
        <dl className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          <Fact label="Status">{INCIDENT_STATUS_LABEL[item.status]}</Fact>
          <Fact label="Impact">
            <ImpactChip impact={item.impact} />
          </Fact>
          {maintenance && (
            <Fact label="Planned window">
              <ZonedWindow from={item.scheduled_for} until={item.scheduled_until} />
            </Fact>
          )}
          {started && (
            <Fact label={maintenance ? 'Started' : 'Began'}>
              <ZonedTime iso={new Date(span.startMs).toISOString()} />
            </Fact>
          )}
          {item.monitoring_at && !maintenance && (
            <Fact label="Monitoring since">
              <ZonedTime iso={item.monitoring_at} />
            </Fact>
          )}
          {item.resolved_at && (
            <Fact label={maintenance ? 'Completed' : 'Resolved'}>
              <ZonedTime iso={item.resolved_at} />
            </Fact>
          )}
          <Fact label="Duration">{duration}</Fact>
          <Fact label="Affected components">
            {item.components.length === 0 ? (
              'None listed'
            ) : (
              <ul className="space-y-1">
                {item.components.map((c) => (
                  <li key={c.id} className="flex flex-wrap items-center justify-between gap-2">
                    <span>{c.name}</span>
                    <span className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
                      now <ComponentStatusText status={c.status} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Fact>
        </dl>
      </section>

      <section aria-labelledby="timeline-heading" className={card}>
        <h2
          id="timeline-heading"
          className="border-b border-slate-200 px-4 py-3 text-base font-semibold dark:border-slate-800"
        >
          Timeline
        </h2>
        <ol className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="timeline">
          {item.incident_updates.map((u) => (
            <li key={u.id} className="grid gap-1 px-4 py-3 sm:grid-cols-[9rem_1fr] sm:gap-4">
              <div>
                <p className="font-semibold">{INCIDENT_STATUS_LABEL[u.status]}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  <ZonedTime iso={u.display_at} />
                </p>
              </div>
              <div className="min-w-0 text-sm">
                <p className="whitespace-pre-line break-words">
                  <EvidenceText text={u.body} />
                </p>
                {u.affected_components && u.affected_components.length > 0 && (
                  <ul className="mt-1 space-y-0.5 text-xs text-slate-600 dark:text-slate-400">
                    {u.affected_components.map((a) => (
                      <li key={a.code}>
                        {a.name}:{' '}
                        {a.old_status === a.new_status
                          ? COMPONENT_STATUS_LABEL[a.new_status]
                          : `${COMPONENT_STATUS_LABEL[a.old_status]} → ${COMPONENT_STATUS_LABEL[a.new_status]}`}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ol>
      </section>

      <p className="flex flex-wrap gap-4 text-sm">
        <Link href="/status" className="text-sky-700 underline underline-offset-2 dark:text-sky-300">
          Current status
        </Link>
        <Link href="/status/history" className="text-sky-700 underline underline-offset-2 dark:text-sky-300">
          Incident history
        </Link>
        <a
          href={`/api/v2/${maintenance ? 'scheduled-maintenances' : 'incidents'}.json`}
          className="text-sky-700 underline underline-offset-2 dark:text-sky-300"
        >
          JSON
        </a>
      </p>
    </div>
  );
}
