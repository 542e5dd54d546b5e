'use client';

import type { ListView } from '@/lib/explorer/list-definition';
import { SCHEDULES_LIST } from '@/lib/explorer/lists';
import { scheduleState } from '@/lib/explorer/schedule-state';
import type { SchedulesResponse } from '@/lib/schemas/v1/schedule';
import { useNowMs } from '../clock';
import { ScheduleBadge } from '../schedule-badge';
import { Time } from '../time';
import { EntityLink } from '../values';
import { ListCard } from './list-card';

/** `serverNow`: the request's time, for the states of the first paint (expired or not) before the browser's clock. */
export function SchedulesList({ serverNow, ...view }: ListView<SchedulesResponse> & { serverNow: number }) {
  const now = (useNowMs() ?? serverNow) / 1000;
  return (
    <ListCard
      list={SCHEDULES_LIST}
      view={view}
      columns={[
        { header: 'Schedule', cell: (s) => <EntityLink id={s.schedule_id} type="schedule" /> },
        { header: 'State', cell: (s) => <ScheduleBadge state={scheduleState(s, now)} /> },
        { header: 'Creator', cell: (s) => <EntityLink id={s.creator_account_id} copy={false} /> },
        { header: 'Signatures', align: 'right', wide: true, cell: (s) => s.signatures.length },
        {
          header: 'Memo',
          wide: true,
          cell: (s) => <span className="line-clamp-1 max-w-48 break-all">{s.memo || '—'}</span>,
        },
        { header: 'Created', cell: (s) => <Time ts={s.consensus_timestamp} relative /> },
      ]}
    />
  );
}
