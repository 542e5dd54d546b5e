/** `/topics/{topicId}`, its messages, one message by sequence number and one by consensus timestamp. */
import { parseEntityId } from '../../../core/entity-id';
import { parseTimestamp } from '../../../core/timestamp';
import { HttpError } from '../../../http/errors';
import {
  getTopicMessage,
  getTopicMessageAt,
  listTopicMessages,
  type MessageEncoding,
} from '../../../ledger/topic-messages';
import { getTopic } from '../../../ledger/topics';
import { Topic, TopicMessage, TopicMessagesResponse } from '../../../schemas/v1/topic';
import { invalidArgument, invalidParameter, invalidParameters, notFound } from '../../errors';
import { nextLink } from '../../links';
import { ALL_OPERATORS, EQ_ONLY, limitParam, orderParam, timestampParam, type ParamSpec } from '../../params';
import { timestampDoc } from '../openapi/parameters';
import { route, type AnyRoute } from '../route';

const MAX_LONG = 9223372036854775807n;

/** The reference's isPositiveLong: 1 up to 2^63 - 1, digits only. */
function positiveLong(text: string): bigint | null {
  if (!/^\d{1,19}$/.test(text)) return null;
  const value = BigInt(text);
  return value >= 1n && value <= MAX_LONG ? value : null;
}

/** `base64` (the default) or UTF-8 text, spelt `utf-8` or `utf8` in any case. */
const encodingParam = {
  operators: EQ_ONLY,
  parse: (v: string): MessageEncoding | null => (/^utf-?8$/i.test(v) ? 'utf-8' : /^base64$/i.test(v) ? 'base64' : null),
} satisfies ParamSpec<MessageEncoding>;

const topicIdDoc = {
  description: 'Topic id `shard.realm.num` (or `realm.num`, or `num`)',
  schema: { type: 'string', pattern: '^(\\d{1,10}\\.){0,2}\\d{1,10}$' },
  example: '0.0.1001',
};

/**
 * The messages list validates like the reference's buildAndValidateFilters: every bad value first, then every
 * unknown key (the shared parser lists them in query order).
 */
function invalidValuesFirst<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
    const unknown = error.messages.filter((m) => m.startsWith('Unknown query parameter'));
    throw invalidArgument([...error.messages.filter((m) => !unknown.includes(m)), ...unknown]);
  }
}

export const topicRoutes: AnyRoute[] = [
  route({
    pattern: '/api/v1/topics/:topicId',
    operationId: 'getTopic',
    tag: 'topics',
    summary: 'Get a topic by id',
    description: "Served by the reference's Java service; errors here use the /api/v1 error shape.",
    path: { topicId: topicIdDoc },
    query: {},
    unknownQuery: 'ignore',
    response: { name: 'Topic', schema: Topic },
    maxAge: 5,
    samples: (s) => [`/api/v1/topics/${s.topicId}`],
    async handler({ params, ctx, parseQuery }) {
      parseQuery();
      const id = parseEntityId(params.topicId);
      if (id === null) throw invalidArgument(invalidParameter('topicId'));
      const topic = await getTopic(ctx.db, id);
      if (!topic) throw notFound();
      return topic;
    },
  }),
  route({
    pattern: '/api/v1/topics/:topicId/messages',
    operationId: 'getTopicMessages',
    tag: 'topics',
    summary: 'List topic messages by topic id',
    description: 'Messages in consensus order; every filter applies (repeated ones too).',
    path: { topicId: topicIdDoc },
    query: {
      encoding: {
        ...encodingParam,
        doc: {
          description: 'How `message` is written: `base64` (default) or `utf-8`',
          schema: { type: 'string', enum: ['base64', 'utf-8'] },
          example: 'utf-8',
        },
      },
      limit: limitParam(),
      order: orderParam('asc'),
      sequencenumber: {
        operators: ALL_OPERATORS,
        parse: positiveLong,
        doc: {
          description: 'The sequence number of the message within its topic, with an optional comparison operator',
          explode: true,
          schema: { type: 'string', pattern: '^((eq|ne|gt|gte|lt|lte):)?\\d{1,19}$' },
          example: 'gte:1',
        },
      },
      timestamp: { ...timestampParam(ALL_OPERATORS), doc: timestampDoc },
    },
    response: { name: 'TopicMessagesResponse', schema: TopicMessagesResponse },
    maxAge: 1,
    samples: (s) => [
      `/api/v1/topics/${s.topicId}/messages`,
      `/api/v1/topics/${s.topicId}/messages?sequencenumber=gt:2&limit=5&encoding=utf-8`,
      `/api/v1/topics/${s.topicId}/messages?order=desc&limit=25`,
      `/api/v1/topics/${s.topicId}/messages?timestamp=gte:${s.topicMessageTimestamp}`,
    ],
    async handler({ path, params, query, ctx, parseQuery }) {
      const topicId = parseEntityId(params.topicId);
      if (topicId === null) throw invalidArgument(invalidParameter('topic.id'));
      const { filters, limit, order } = invalidValuesFirst(parseQuery);
      const encoding = filters.encoding.at(-1)?.value ?? 'base64';
      const messages = await listTopicMessages(
        ctx.db,
        topicId,
        { sequenceNumber: filters.sequencenumber, timestamp: filters.timestamp },
        order,
        limit,
        encoding,
      );
      const last = messages.at(-1);
      const next =
        last && messages.length === limit
          ? nextLink(path, query, order, { timestamp: last.consensus_timestamp }, parseTimestamp)
          : null;
      return { messages, links: { next } };
    },
  }),
  route({
    pattern: '/api/v1/topics/:topicId/messages/:sequenceNumber',
    operationId: 'getTopicMessageByIdAndSequenceNumber',
    tag: 'topics',
    summary: 'Get a topic message by topic id and sequence number',
    path: {
      topicId: topicIdDoc,
      sequenceNumber: {
        description: 'The sequence number of the message within its topic (from 1)',
        schema: { type: 'string', pattern: '^\\d{1,19}$' },
        example: '1',
      },
    },
    query: {},
    response: { name: 'TopicMessage', schema: TopicMessage },
    maxAge: 600,
    samples: (s) => [`/api/v1/topics/${s.topicId}/messages/1`],
    async handler({ params, ctx, parseQuery }) {
      parseQuery();
      const topicId = parseEntityId(params.topicId);
      const sequenceNumber = positiveLong(params.sequenceNumber);
      const bad = [...(topicId === null ? ['topic.id'] : []), ...(sequenceNumber === null ? ['sequencenumber'] : [])];
      if (bad.length) throw invalidParameters(...bad);
      const message = await getTopicMessage(ctx.db, topicId!, sequenceNumber!);
      if (!message) throw notFound();
      return message;
    },
  }),
  route({
    pattern: '/api/v1/topics/messages/:consensusTimestamp',
    operationId: 'getTopicMessageByTimestamp',
    tag: 'topics',
    summary: 'Get a topic message by consensus timestamp',
    path: {
      consensusTimestamp: {
        description: 'The consensus timestamp of the message, `seconds.nanoseconds`',
        schema: { type: 'string', pattern: '^\\d{1,10}(\\.\\d{1,9})?$' },
        example: '1767225000.000000000',
      },
    },
    query: {},
    response: { name: 'TopicMessage', schema: TopicMessage },
    maxAge: 600,
    samples: (s) => [`/api/v1/topics/messages/${s.topicMessageTimestamp}`],
    async handler({ params, ctx, parseQuery }) {
      parseQuery();
      const timestamp = parseTimestamp(params.consensusTimestamp);
      if (timestamp === null) throw invalidArgument(invalidParameter('consensus_timestamp'));
      const message = await getTopicMessageAt(ctx.db, timestamp);
      if (!message) throw notFound();
      return message;
    },
  }),
];
