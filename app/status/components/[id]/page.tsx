import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ComponentDays } from '@/components/status/component-days';
import { timeZoneOf } from '@/lib/status/context';
import { statusView } from '../../_data/live';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ id: string }> };

// Metadata and page of one request share one read.
const load = cache(async (id: string) => {
  const { ctx, live } = await statusView();
  const component = live.summary.components.find((c) => c.id === id);
  const series = live.uptime[id];
  if (!component || !series) notFound();
  return {
    component,
    series,
    names: live.incident_names,
    pageName: live.summary.page.name,
    zone: timeZoneOf(ctx.config),
  };
});

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { component } = await load((await params).id);
  return { title: `${component.name} uptime · Status` };
}

/** `/status/components/{id}`: every day of one component's uptime bar (the bar on /status links here). */
export default async function ComponentDaysPage({ params }: Params) {
  const { component, series, names, pageName, zone } = await load((await params).id);
  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
          <Link href="/status" className="hover:underline">
            {pageName}
          </Link>
        </p>
        <h1 className="break-words text-2xl font-semibold tracking-tight">{component.name}: daily uptime</h1>
      </div>
      <ComponentDays name={component.name} series={series} names={names} zone={zone} />
    </div>
  );
}
