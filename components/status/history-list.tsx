import Link from 'next/link';
import type { HistoryMonth } from '@/lib/status/read/history';
import {
  INCIDENT_STATUS_LABEL,
  formatDuration,
  formatMonth,
  incidentSpan,
  isMaintenance,
  itemPath,
} from '@/lib/status/present';
import { IMPACT_TONE, ImpactChip, TONE_TEXT, ToneIcon } from './tone';
import { ZonedTime } from './zone';

/** Months of incidents and maintenances, newest first; each item with its impact, status, start and duration. */
export function HistoryList({ months }: { months: HistoryMonth[] }) {
  return (
    <div className="space-y-6">
      {months.map(({ month, items }) => {
        const id = `month-${month}`;
        return (
          <section
            key={month}
            aria-labelledby={id}
            className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 id={id} className="border-b border-slate-200 px-4 py-3 text-lg font-semibold dark:border-slate-800">
              {formatMonth(Date.parse(`${month}-15T12:00:00Z`), 'UTC')}
            </h2>
            {items.length === 0 ? (
              <p className="px-4 py-3 text-sm text-slate-600 dark:text-slate-400">
                No incidents or maintenance this month.
              </p>
            ) : (
              <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                {items.map((i) => {
                  const span = incidentSpan(i);
                  const tone = IMPACT_TONE[i.impact];
                  return (
                    <li key={i.id} className="px-4 py-3">
                      <div className="flex flex-wrap items-start justify-between gap-2">
                        <Link
                          href={itemPath(i)}
                          className={`inline-flex min-w-0 items-center gap-1.5 font-medium underline-offset-2 hover:underline ${TONE_TEXT[tone]}`}
                        >
                          <ToneIcon tone={tone} className="h-3.5 w-3.5" />
                          <span className="break-words">{i.name}</span>
                        </Link>
                        <ImpactChip impact={i.impact} />
                      </div>
                      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                        {isMaintenance(i) ? 'Maintenance' : 'Incident'} · {INCIDENT_STATUS_LABEL[i.status]} ·{' '}
                        <ZonedTime iso={isMaintenance(i) ? i.scheduled_for : i.started_at} />
                        {span.endMs !== null && <> · lasted {formatDuration(span.endMs - span.startMs)}</>}
                      </p>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
