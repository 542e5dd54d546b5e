'use client';

import { SCHEDULE_LIST_PARAMS } from '@/lib/explorer/list-params';
import { scheduleState } from '@/lib/explorer/schedule-state';
import { SchedulesResponse } from '@/lib/schemas/v1/schedule';
import { useNowMs } from '../clock';
import { Card } from '../card';
import { DataTable } from '../data-table';
import { Pager } from '../pager';
import { ScheduleBadge } from '../schedule-badge';
import { Time } from '../time';
import { EntityLink } from '../values';
import { LiveRows, LiveToggle } from './live';
import { useLiveList, type ListProps } from './use-list';

export function SchedulesList({ base, path, query, initial, previous, serverNow }: ListProps<SchedulesResponse> & { serverNow: number }) {
  const [data, live] = useLiveList(base, path, SchedulesResponse, initial, query, (d) => d.schedules.map((s) => s.schedule_id));
  const now = (useNowMs() ?? serverNow) / 1000;
  return (
    <Card id="schedules-list" title="Schedules" actions={<LiveToggle state={live} />}>
      <LiveRows state={live} noun="schedules">
        <DataTable
          caption="Schedules"
          rows={data.schedules}
          rowKey={(s) => s.schedule_id}
          empty="No schedules on this page."
          columns={[
            { header: 'Schedule', cell: (s) => <EntityLink id={s.schedule_id} type="schedule" /> },
            { header: 'State', cell: (s) => <ScheduleBadge state={scheduleState(s, now)} /> },
            { header: 'Creator', cell: (s) => <EntityLink id={s.creator_account_id} copy={false} /> },
            { header: 'Signatures', align: 'right', wide: true, cell: (s) => s.signatures.length },
            { header: 'Memo', wide: true, cell: (s) => <span className="line-clamp-1 max-w-48 break-all">{s.memo || '—'}</span> },
            { header: 'Created', cell: (s) => <Time ts={s.consensus_timestamp} relative /> },
          ]}
        />
      </LiveRows>
      <Pager pagePath="/schedules" query={query} allowed={SCHEDULE_LIST_PARAMS} next={data.links.next} previous={previous} label="Schedules" defaultOrder="desc" orderLabels={['Newest first', 'Oldest first']} />
    </Card>
  );
}
