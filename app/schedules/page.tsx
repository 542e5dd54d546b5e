import type { Metadata } from 'next';
import { PageTitle } from '@/components/explorer/card';
import { SchedulesList } from '@/components/explorer/lists/schedules-list';
import { SCHEDULE_LIST_PARAMS } from '@/lib/explorer/list-params';
import { apiListPath, type SearchParamsRecord } from '@/lib/explorer/list-query';
import { load, pageContext, requestTimeMs } from '@/lib/explorer/load';
import { SchedulesResponse } from '@/lib/schemas/v1/schedule';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Schedules' };

export default async function SchedulesPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const { network, params } = await pageContext(searchParams);
  const path = apiListPath('/api/v1/schedules', params, SCHEDULE_LIST_PARAMS);
  const initial = await load(network, path, SchedulesResponse);
  return (
    <div>
      <PageTitle kicker={network.name} title="Schedules" mono={false} />
      <SchedulesList base={network.base} path={path} query={params.toString()} initial={initial} serverNow={requestTimeMs()} />
    </div>
  );
}
