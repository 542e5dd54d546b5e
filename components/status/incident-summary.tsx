'use client';

import Link from 'next/link';
import { INCIDENT_STATUS_LABEL, affectedNames, isMaintenance, itemPath, type AnyIncident } from '@/lib/status/present';
import { IMPACT_TONE, ImpactChip, TONE_BORDER, ToneIcon } from './tone';
import { ZonedTime, ZonedWindow } from './zone';
import { EvidenceText } from './evidence-text';

/** An open incident or a planned/active maintenance: name, impact, the latest update, the affected components. */
export function IncidentSummary({ item }: { item: AnyIncident }) {
  const latest = item.incident_updates[0];
  const tone = IMPACT_TONE[item.impact];
  const names = affectedNames(item);
  return (
    <article
      className={`rounded-xl border border-l-4 border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${TONE_BORDER[tone]}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="flex min-w-0 items-center gap-2 text-base font-semibold">
          <ToneIcon tone={tone} />
          <Link href={itemPath(item)} className="break-words underline-offset-2 hover:underline">
            {item.name}
          </Link>
        </h3>
        <ImpactChip impact={item.impact} />
      </div>
      {isMaintenance(item) && (
        <div className="mt-2 text-sm">
          <span className="font-medium">Window: </span>
          <ZonedWindow from={item.scheduled_for} until={item.scheduled_until} />
        </div>
      )}
      {latest && (
        <p className="mt-2 text-sm">
          <strong>{INCIDENT_STATUS_LABEL[latest.status]}</strong> –{' '}
          <span className="whitespace-pre-line">
            <EvidenceText text={latest.body} />
          </span>
          <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
            Posted <ZonedTime iso={latest.display_at} />
          </span>
        </p>
      )}
      {names.length > 0 && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          {isMaintenance(item) ? 'Affects' : 'Affected'}: {names.join(', ')}
        </p>
      )}
    </article>
  );
}
