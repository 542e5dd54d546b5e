'use client';

import type { ListView } from '@/lib/explorer/list-definition';
import { TOPIC_MESSAGES_LIST } from '@/lib/explorer/topic-messages';
import type { TopicMessage, TopicMessagesResponse } from '@/lib/schemas/v1/topic';
import type { Column } from '../data-table';
import { ListCard } from '../lists/list-card';
import { MemoText } from '../memo-text';
import { Time } from '../time';
import { EntityLink } from '../values';

const COLUMNS: Column<TopicMessage>[] = [
  { header: 'Sequence', cell: (m) => <span className="font-mono tabular-nums">{String(m.sequence_number)}</span> },
  {
    header: 'Message',
    cell: (m) => (
      <span className="block max-w-xl">
        <MemoText value={m.message} />
        {m.chunk_info && m.chunk_info.total !== null && m.chunk_info.total > 1 && (
          <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
            chunk {m.chunk_info.number} of {m.chunk_info.total}
          </span>
        )}
      </span>
    ),
  },
  { header: 'Payer', wide: true, cell: (m) => <EntityLink id={m.payer_account_id} copy={false} /> },
  { header: 'Time', cell: (m) => <Time ts={m.consensus_timestamp} relative /> },
];

/** A topic's messages, newest first, live: text when they are text, each chunk of a long one marked. */
export function TopicMessagesList(view: ListView<TopicMessagesResponse>) {
  return <ListCard list={TOPIC_MESSAGES_LIST} view={view} columns={COLUMNS} empty="No messages on this topic yet." />;
}
