import Link from 'next/link';
import type { LiveUptimeSeries } from '@/lib/schemas/status';
import { unpackDays } from '@/lib/status/live-days';
import { COMPONENT_STATUS_LABEL, formatCalendarDate } from '@/lib/status/present';
import styles from './uptime-bars.module.css';
import {
  dayEvidenceHref,
  dayEvidenceNote,
  dayFacts,
  formatUptime,
  statusOf,
  type IncidentNames,
} from './uptime-format';

const link = 'text-sky-700 underline underline-offset-2 dark:text-sky-300';

function Items({ ids, names, kind }: { ids: string[]; names: IncidentNames; kind: 'incidents' | 'maintenances' }) {
  const fallback = kind === 'incidents' ? 'Incident' : 'Maintenance';
  return ids.map((id) => (
    <li key={id}>
      <Link href={`/status/${kind}/${id}`} className={link}>
        {names[id]?.name ?? `${fallback} ${id}`}
      </Link>
    </li>
  ));
}

/**
 * Every day of one component's uptime bar as a table, newest first: what the bar's details show day by day (date,
 * uptime, outages, incidents and maintenances, the ledger evidence), in plain HTML, so a reader without JavaScript,
 * or who prefers a table to a bar, has all of it. A server component: nothing of it is sent twice.
 */
export function ComponentDays({
  name,
  series,
  names,
  zone,
}: {
  name: string;
  series: LiveUptimeSeries;
  names: IncidentNames;
  zone: string;
}) {
  const days = unpackDays(series.days).reverse();
  const note = dayEvidenceNote(name);
  return (
    <div className="space-y-3">
      <p className="text-sm">
        <span className="font-medium" data-testid="uptime-percentage">
          {formatUptime(series.uptime_percentage)}
        </span>{' '}
        over the last {days.length} days ({zone} days); maintenance is not counted as downtime.
      </p>
      {note && <p className="text-sm text-slate-600 dark:text-slate-400">Ledger evidence: {note}</p>}
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Daily uptime of {name}, newest day first</caption>
          <thead className="border-b border-slate-200 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Day
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Uptime
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Downtime and maintenance
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Incidents and maintenance
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Evidence
              </th>
            </tr>
          </thead>
          <tbody className={`divide-y divide-slate-100 dark:divide-slate-800 ${styles.key}`}>
            {days.map((day) => {
              const status = statusOf(day);
              const facts = dayFacts(day);
              return (
                <tr key={day.date} data-date={day.date}>
                  <th scope="row" className="whitespace-nowrap px-3 py-1.5 font-medium">
                    <span aria-hidden="true" data-status={status} className="mr-2 align-[-2px]" />
                    {formatCalendarDate(day.date)}
                  </th>
                  <td className="whitespace-nowrap px-3 py-1.5">
                    {day.worst_status === null ? 'No data' : formatUptime(day.uptime_percentage)}
                    {day.worst_status && day.worst_status !== 'operational' && (
                      <span className="block text-xs text-slate-600 dark:text-slate-400">
                        worst: {COMPONENT_STATUS_LABEL[day.worst_status]}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-1.5">
                    {facts.length ? facts.join('; ') : day.worst_status === null ? '' : 'None'}
                  </td>
                  <td className="px-3 py-1.5">
                    {day.incident_ids.length + day.maintenance_ids.length > 0 && (
                      <ul>
                        <Items ids={day.incident_ids} names={names} kind="incidents" />
                        <Items ids={day.maintenance_ids} names={names} kind="maintenances" />
                      </ul>
                    )}
                  </td>
                  <td className="whitespace-nowrap px-3 py-1.5">
                    {day.worst_status !== null && (
                      <a
                        href={dayEvidenceHref(name, day.date, zone)}
                        className={link}
                        aria-label={`Ledger evidence for ${formatCalendarDate(day.date)}`}
                      >
                        Ledger
                      </a>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
