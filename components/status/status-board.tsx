'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { statusLiveQuery, type StatusLive } from '@/lib/client/status-queries';
import {
  INCIDENT_STATUS_LABEL,
  dateInZone,
  formatCalendarDate,
  isMaintenance,
  itemPath,
  itemTimeMs,
  toneOf,
  type AnyIncident,
} from '@/lib/status/feeds/present';
import { ComponentList } from './component-list';
import { IncidentSummary } from './incident-summary';
import { IMPACT_TONE, TONE_PANEL, TONE_TEXT, ToneIcon } from './tone';
import { ZonedTime, usePageZone } from './zone';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The last `days` calendar days in the page zone, newest first, each with the items filed that day. */
function pastDays(live: StatusLive, zone: string) {
  const today = Date.parse(live.generated_at);
  const out: { date: string; items: AnyIncident[] }[] = [];
  for (let k = 0; k < live.past_days; k++) {
    const date = dateInZone(today - k * 86_400_000, zone);
    if (out.some((d) => d.date === date)) continue;
    out.push({ date, items: live.past.filter((i) => dateInZone(itemTimeMs(i), zone) === date) });
  }
  return out;
}

/**
 * The status page body: banner, components with 90-day bars, open incidents, maintenance, the last 15 days.
 * Server-rendered from the same data; refetched every 30 s (and on focus) without a reload.
 */
export function StatusBoard({ initial }: { initial: StatusLive }) {
  const { data, isError, dataUpdatedAt } = useQuery(statusLiveQuery(initial));
  const live = data ?? initial;
  const zone = usePageZone();
  const { summary } = live;
  const tone = toneOf(summary.status);
  const active = summary.scheduled_maintenances.filter((m) => m.status !== 'scheduled');
  const upcoming = summary.scheduled_maintenances.filter((m) => m.status === 'scheduled');
  return (
    <div className="space-y-8">
      <div className={`rounded-xl border-2 p-4 sm:p-5 ${TONE_PANEL[tone]}`}>
        <p role="status" className="flex items-center gap-3 text-xl font-semibold" data-testid="status-banner">
          <ToneIcon tone={tone} className="h-7 w-7" />
          <span>{summary.status.description}</span>
        </p>
        <p className="mt-1 text-sm">
          Updated <ZonedTime iso={new Date(dataUpdatedAt || Date.parse(live.generated_at)).toISOString()} />
          {' · '}refreshes every 30 seconds
          {isError && <span className="font-medium"> · the last refresh failed; showing the previous answer</span>}
        </p>
      </div>

      {!live.ledger.reachable && (
        <div role="alert" className={`rounded-xl border-2 p-4 ${TONE_PANEL.major}`} data-testid="ledger-down">
          <p className="flex items-center gap-2 font-semibold">
            <ToneIcon tone="major" /> The ledger database is not reachable.
          </p>
          <p className="mt-1 text-sm">
            This page is served from the status store: component statuses are the last known state, checked{' '}
            <ZonedTime iso={live.ledger.checked_at} />. Live health checks resume when the database answers again.
          </p>
        </div>
      )}

      {summary.incidents.length > 0 && (
        <Section id="open-incidents" title="Open incidents">
          {summary.incidents.map((i) => (
            <IncidentSummary key={i.id} item={i} />
          ))}
        </Section>
      )}

      {active.length > 0 && (
        <Section id="active-maintenance" title="Maintenance in progress">
          {active.map((m) => (
            <IncidentSummary key={m.id} item={m} />
          ))}
        </Section>
      )}

      <section aria-labelledby="components-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
          <h2 id="components-heading" className="text-lg font-semibold">
            Components
          </h2>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Uptime of the last 90 days in {zone} days; maintenance is not counted as downtime.
          </p>
        </div>
        <ComponentList components={summary.components} uptime={live.uptime} names={live.incident_names} />
      </section>

      {upcoming.length > 0 && (
        <Section id="upcoming-maintenance" title="Scheduled maintenance">
          {upcoming.map((m) => (
            <IncidentSummary key={m.id} item={m} />
          ))}
        </Section>
      )}

      <Section id="past-incidents" title="Past incidents">
        <ol className="space-y-3">
          {pastDays(live, zone).map(({ date, items }) => (
            <li key={date} className={`border-b border-slate-200 dark:border-slate-800 ${items.length ? 'pb-3' : 'flex flex-wrap items-baseline gap-x-3 pb-2'}`}>
              <h3 className="font-semibold">{formatCalendarDate(date)}</h3>
              {items.length === 0 ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">No incidents reported.</p>
              ) : (
                <ul className="mt-1 space-y-2">
                  {items.map((i) => {
                    const t = IMPACT_TONE[i.impact];
                    const latest = i.incident_updates[0];
                    return (
                      <li key={i.id}>
                        <Link href={itemPath(i)} className={`inline-flex items-center gap-1.5 font-medium underline-offset-2 hover:underline ${TONE_TEXT[t]}`}>
                          <ToneIcon tone={t} className="h-3.5 w-3.5" />
                          {i.name}
                        </Link>
                        {latest && (
                          <p className="text-sm">
                            <strong>{INCIDENT_STATUS_LABEL[latest.status]}</strong> – {latest.body}
                          </p>
                        )}
                        <p className="text-xs text-slate-600 dark:text-slate-400">
                          {isMaintenance(i) ? 'Scheduled for ' : 'Started '}
                          <ZonedTime iso={isMaintenance(i) ? i.scheduled_for : i.started_at} />
                          {i.resolved_at && (
                            <>
                              {' · '}
                              {isMaintenance(i) ? 'completed' : 'resolved'} <ZonedTime iso={i.resolved_at} />
                            </>
                          )}
                        </p>
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          ))}
        </ol>
        <p>
          <Link href="/status/history" className="text-sky-700 underline underline-offset-2 dark:text-sky-300">
            Incident history
          </Link>
        </p>
      </Section>
    </div>
  );
}
