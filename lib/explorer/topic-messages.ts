import { sectionList } from './list-definition';

/**
 * A topic's messages, newest first and live: the topic page's list, read below /api/v1/topics/{id}/messages. Its
 * keyset is the sequence number, which the API's links move.
 */
export const TOPIC_MESSAGES_LIST = sectionList(
  { section: 'topics', params: ['limit', 'order', 'sequencenumber', 'timestamp'], live: true },
  {
    title: 'Messages',
    loadSchema: async () => (await import('../schemas/v1/topic')).TopicMessagesResponse,
    rows: (page) => page.messages,
    rowKey: (message) => String(message.sequence_number),
    keyset: { columns: 'sequencenumber', values: (message) => String(message.sequence_number) },
    defaultOrder: 'desc',
    orderLabels: ['Newest first', 'Oldest first'],
  },
);
