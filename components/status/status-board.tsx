'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { statusLiveQuery } from '@/lib/client/status-queries';
import type { StatusLive } from '@/lib/schemas/status';
import {
  INCIDENT_STATUS_LABEL,
  dateInZone,
  formatCalendarDate,
  isMaintenance,
  itemPath,
  itemTimeMs,
  toneOf,
} from '@/lib/status/present';
import { addDays } from '@/lib/status/time';
import { ComponentList } from './component-list';
import { IncidentSummary } from './incident-summary';
import { IMPACT_TONE, TONE_PANEL, TONE_TEXT, ToneIcon } from './tone';
import { UptimeLegend } from './uptime-bars';
import { ZonedTime, useDisplayZone, usePageZone } from './zone';
import { EvidenceText } from './evidence-text';

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

/**
 * The last `past_days` calendar days in `zone` (the page's, or the reader's when they chose their own), newest
 * first, each with the items that began that day. Calendar arithmetic, so a day of 23 or 25 hours is still one day.
 */
function pastDays(live: StatusLive, zone: string) {
  const today = dateInZone(Date.parse(live.generated_at), zone);
  const byDate = new Map<string, StatusLive['past']>();
  for (const item of live.past) {
    const date = dateInZone(itemTimeMs(item), zone);
    byDate.set(date, [...(byDate.get(date) ?? []), item]);
  }
  return Array.from({ length: live.past_days }, (_, k) => {
    const date = addDays(today, -k);
    return { date, items: byDate.get(date) ?? [] };
  });
}

/**
 * When the ledger was last seen answering, remembered across refreshes: the server's record of when it stopped (for
 * a page opened during an outage) or the last answer that still reached it, whichever is later.
 */
function useLedgerDownSince(live: StatusLive, fromServer: string | null): string | null {
  const [seen, setSeen] = useState({ at: live.generated_at, lastUp: live.ledger.reachable ? live.generated_at : null });
  if (seen.at !== live.generated_at) {
    setSeen({ at: live.generated_at, lastUp: live.ledger.reachable ? live.generated_at : seen.lastUp });
  }
  if (live.ledger.reachable) return null;
  const known = [fromServer, seen.lastUp].filter((t): t is string => t !== null);
  return known.length ? known.reduce((a, b) => (Date.parse(a) > Date.parse(b) ? a : b)) : null;
}

/**
 * Says when what the page shows stopped being current: its refresh failing (the browser offline or the server not
 * answering), or the server answering without the ledger. Always rendered, so screen readers announce a change.
 */
function Staleness({
  live,
  refreshFailed,
  ledgerDownSince,
}: {
  live: StatusLive;
  refreshFailed: boolean;
  ledgerDownSince: string | null;
}) {
  return (
    <div role="status" data-testid="staleness">
      {refreshFailed && (
        <div className={`mt-4 rounded-xl border-2 p-4 ${TONE_PANEL.minor}`} data-testid="refresh-failed">
          <p className="flex items-start gap-2 font-semibold">
            <ToneIcon tone="minor" className="mt-1 h-4 w-4" />
            <span>
              This page could not refresh; the data is stale since <ZonedTime iso={live.generated_at} />.
            </span>
          </p>
          <p className="mt-1 text-sm">What you see is the status as of then. The page keeps trying every 30 seconds.</p>
        </div>
      )}
      {!live.ledger.reachable && (
        <div className={`mt-4 rounded-xl border-2 p-4 ${TONE_PANEL.major}`} data-testid="ledger-down">
          <p className="flex items-start gap-2 font-semibold">
            <ToneIcon tone="major" className="mt-1 h-4 w-4" />
            <span>
              The ledger database is not reachable
              {ledgerDownSince ? (
                <>
                  ; component statuses are stale since <ZonedTime iso={ledgerDownSince} />.
                </>
              ) : (
                '.'
              )}
            </span>
          </p>
          <p className="mt-1 text-sm">
            This page is served from the status store: component statuses are the last known state. Live health checks
            resume when the database answers again (last checked <ZonedTime iso={live.ledger.checked_at} />
            ).
          </p>
        </div>
      )}
    </div>
  );
}

/**
 * The status page body: banner, components with 90-day bars, open incidents, maintenance, the last 15 days.
 * Server-rendered from the same data; refetched every 30 s (and on focus) without a reload.
 */
export function StatusBoard({
  initial,
  ledgerDownSince = null,
  metrics = null,
}: {
  initial: StatusLive;
  ledgerDownSince?: string | null;
  /** Shown under the components (server-rendered: SystemMetrics). */
  metrics?: React.ReactNode;
}) {
  const { data, isError, fetchStatus, dataUpdatedAt } = useQuery(statusLiveQuery(initial));
  const live = data ?? initial;
  const zone = usePageZone();
  const display = useDisplayZone();
  const downSince = useLedgerDownSince(live, ledgerDownSince);
  const { summary } = live;
  const tone = toneOf(summary.status);
  const active = summary.scheduled_maintenances.filter((m) => m.status !== 'scheduled');
  const upcoming = summary.scheduled_maintenances.filter((m) => m.status === 'scheduled');
  return (
    <div className="space-y-8">
      {/* One block, so an empty staleness region adds no gap. */}
      <div>
        <div className={`rounded-xl border-2 p-4 sm:p-5 ${TONE_PANEL[tone]}`}>
          <p role="status" className="flex items-center gap-3 text-xl font-semibold" data-testid="status-banner">
            <ToneIcon tone={tone} className="h-7 w-7" />
            <span>{summary.status.description}</span>
          </p>
          <p className="mt-1 text-sm">
            Updated <ZonedTime iso={new Date(dataUpdatedAt || Date.parse(live.generated_at)).toISOString()} />
            {' · '}refreshes every 30 seconds
          </p>
        </div>
        {/* Offline, TanStack Query pauses instead of failing; that is stale data too. */}
        <Staleness live={live} refreshFailed={isError || fetchStatus === 'paused'} ledgerDownSince={downSince} />
      </div>

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

      <section
        aria-labelledby="components-heading"
        className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
          <h2 id="components-heading" className="text-lg font-semibold">
            Components
          </h2>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Uptime of the last <span className="max-md:hidden">90</span>
            <span className="md:hidden">30</span> days in {zone} days; maintenance is not counted as downtime.
          </p>
          <UptimeLegend />
        </div>
        <ComponentList components={summary.components} uptime={live.uptime} names={live.incident_names} />
      </section>

      {metrics}

      {upcoming.length > 0 && (
        <Section id="upcoming-maintenance" title="Scheduled maintenance">
          {upcoming.map((m) => (
            <IncidentSummary key={m.id} item={m} />
          ))}
        </Section>
      )}

      <Section id="past-incidents" title="Past incidents">
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="past-zone">
          Days in {display.mode === 'viewer' ? 'your time' : 'page time'} ({display.zone}).
        </p>
        <ol className="space-y-3">
          {pastDays(live, display.zone).map(({ date, items }) => (
            <li
              key={date}
              className={`border-b border-slate-200 dark:border-slate-800 ${items.length ? 'pb-3' : 'flex flex-wrap items-baseline gap-x-3 pb-2'}`}
            >
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
                        <Link
                          href={itemPath(i)}
                          className={`inline-flex items-center gap-1.5 font-medium underline-offset-2 hover:underline ${TONE_TEXT[t]}`}
                        >
                          <ToneIcon tone={t} className="h-3.5 w-3.5" />
                          {i.name}
                        </Link>
                        {latest && (
                          <p className="text-sm">
                            <strong>{INCIDENT_STATUS_LABEL[latest.status]}</strong> –{' '}
                            <EvidenceText text={latest.body} />
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
