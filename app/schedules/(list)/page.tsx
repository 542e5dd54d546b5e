import type { Metadata } from 'next';
import { listPage } from '@/app/_explorer/list-page';
import { SchedulesList } from '@/components/explorer/lists/schedules-list';
import { requestTimeMs } from '@/lib/explorer/load';
import { SCHEDULES_LIST } from '@/lib/explorer/lists';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: SCHEDULES_LIST.title };

export default listPage(SCHEDULES_LIST, (view) => <SchedulesList {...view} serverNow={requestTimeMs()} />);
