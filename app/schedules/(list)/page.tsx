import type { Metadata } from 'next';
import { PageTitle } from '@/components/explorer/card';
import { SchedulesList } from '@/components/explorer/lists/schedules-list';
import { ListProblem } from '@/components/explorer/list-problem';
import { SCHEDULE_LIST_PARAMS } from '@/lib/explorer/list-params';
import { apiListPath, type SearchParamsRecord } from '@/lib/explorer/list-query';
import { loadPagedList, pageContext, requestTimeMs } from '@/lib/explorer/load';
import { SchedulesResponse } from '@/lib/schemas/v1/schedule';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Schedules' };

/**
 * Newest first unless the URL says otherwise. The API orders schedules by id only (ascending by default), and ids
 * are handed out in consensus order, so id order is creation-time order.
 */
const DEFAULT_ORDER = 'desc';

export default async function SchedulesPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const { network, params } = await pageContext(searchParams);
  const path = apiListPath('/api/v1/schedules', params, SCHEDULE_LIST_PARAMS, { order: DEFAULT_ORDER });
  const { data, problems, previous } = await loadPagedList(network, {
    apiPath: path, schema: SchedulesResponse, key: 'schedule.id', keys: (d) => d.schedules.map((s) => s.schedule_id),
    defaultOrder: DEFAULT_ORDER, pagePath: '/schedules', current: params, allowed: SCHEDULE_LIST_PARAMS,
  });
  return (
    <div>
      <PageTitle kicker={network.name} title="Schedules" mono={false} />
      {data ? (
        <SchedulesList base={network.base} path={path} query={params.toString()} initial={data} previous={previous} serverNow={requestTimeMs()} />
      ) : (
        <ListProblem title="Schedules" pagePath="/schedules" current={params} allowed={SCHEDULE_LIST_PARAMS} problems={problems} />
      )}
    </div>
  );
}
