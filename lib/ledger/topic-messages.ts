/**
 * Topic messages: a topic's list, one message by sequence number and one by consensus timestamp.
 *
 * The operator's schema indexes `topic_message` by (topic_id, sequence_number) (unique) and by (topic_id,
 * consensus_timestamp). Pages are read in consensus order from the second; a sequence-number range becomes a
 * consensus-time range first, with one probe of the first per bound, so a page deep into a long topic starts where
 * it should instead of scanning from the topic's first message. This relies on what the network guarantees: within
 * a topic, sequence numbers grow with consensus time (the reference's topic_message_lookup relies on it too).
 */
import { proto } from '@hiero-ledger/proto';
import { formatEntityId } from '../core/entity-id';
import type { Filter, Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import type { Queryable } from '../db/types';
import type { ChunkInfo, TopicMessage } from '../schemas/v1/topic';
import { ledgerSchema } from '../db/ledger-schema';
import {
  SqlParams,
  filterWindow,
  monthRange,
  monthsAround,
  readPageByMonths,
  sortDirection,
  withinMonthOf,
  type MonthRange,
} from './sql';

/** Blocks streams no longer carry the running hash version; the reference then reports the current one. */
const DEFAULT_RUNNING_HASH_VERSION = 3;

/** transaction.result SUCCESS and transaction.type CONSENSUSSUBMITMESSAGE. */
const SUCCESS = 22;
const CONSENSUS_SUBMIT_MESSAGE = 27;

export type MessageEncoding = 'base64' | 'utf-8';

interface TopicMessageRow {
  consensus_timestamp: bigint;
  message: Uint8Array;
  running_hash: Uint8Array;
  sequence_number: bigint;
  running_hash_version: number | null;
  chunk_num: number | null;
  chunk_total: number | null;
  payer_account_id: bigint | null;
  valid_start_timestamp: bigint | null;
  topic_id: bigint;
  initial_transaction_id: Uint8Array | null;
}

const COLUMNS = `m.consensus_timestamp, m.message, m.running_hash, m.sequence_number, m.running_hash_version, m.chunk_num,
  m.chunk_total, m.payer_account_id, m.valid_start_timestamp, m.topic_id, m.initial_transaction_id`;

const longText = (value: { toString(): string } | number | null | undefined) => BigInt(value?.toString() ?? '0');

/** The stored protobuf TransactionID of the first chunk, or (older rows) the payer and valid start of this one. */
function initialTransactionId(row: TopicMessageRow): ChunkInfo['initial_transaction_id'] {
  if (row.initial_transaction_id) {
    try {
      const id = proto.TransactionID.decode(row.initial_transaction_id);
      const account = id.accountID;
      const start = id.transactionValidStart;
      return {
        account_id: `${longText(account?.shardNum)}.${longText(account?.realmNum)}.${longText(account?.accountNum)}`,
        nonce: id.nonce ?? 0,
        scheduled: id.scheduled ?? false,
        transaction_valid_start: formatTimestamp(longText(start?.seconds) * 1_000_000_000n + BigInt(start?.nanos ?? 0)),
      };
    } catch {
      // A corrupt column falls back to the row's own payer and valid start rather than failing the page.
    }
  }
  return {
    account_id: formatEntityId(row.payer_account_id),
    nonce: null,
    scheduled: null,
    transaction_valid_start: formatTimestamp(row.valid_start_timestamp),
  };
}

function toTopicMessage(row: TopicMessageRow, encoding: MessageEncoding): TopicMessage {
  return {
    chunk_info:
      row.chunk_num === null
        ? null
        : { initial_transaction_id: initialTransactionId(row), number: row.chunk_num, total: row.chunk_total },
    consensus_timestamp: formatTimestamp(row.consensus_timestamp)!,
    message: Buffer.from(row.message).toString(encoding === 'utf-8' ? 'utf8' : 'base64'),
    payer_account_id: formatEntityId(row.payer_account_id),
    running_hash: Buffer.from(row.running_hash).toString('base64'),
    running_hash_version: row.running_hash_version ?? DEFAULT_RUNNING_HASH_VERSION,
    sequence_number: row.sequence_number,
    topic_id: formatEntityId(row.topic_id)!,
  };
}

export interface TopicMessageFilters {
  sequenceNumber: Filter<bigint>[];
  timestamp: Filter<bigint>[];
}

/** The closed sequence-number range every eq/gt/gte/lt/lte filter allows (null bound = open), or null when empty. */
export function sequenceRange(
  filters: readonly Filter<bigint>[],
): { lower: bigint | null; upper: bigint | null } | null {
  let lower: bigint | null = null;
  let upper: bigint | null = null;
  const raise = (v: bigint) => (lower = lower === null || v > lower ? v : lower);
  const cap = (v: bigint) => (upper = upper === null || v < upper ? v : upper);
  for (const { operator, value } of filters) {
    if (operator === 'eq' || operator === 'gte') raise(value);
    if (operator === 'gt') raise(value + 1n);
    if (operator === 'eq' || operator === 'lte') cap(value);
    if (operator === 'lt') cap(value - 1n);
  }
  return lower !== null && upper !== null && lower > upper ? null : { lower, upper };
}

/**
 * One page of a topic's messages in consensus order. Every filter applies (eq values too are AND-ed, as the
 * reference does), plus the consensus-time bounds of the sequence-number range (see the module comment). On v2
 * (`topic_message` by month) the page is read month span by month span from the table's first month (`walkMonths`):
 * one statement over the whole range plans every month's indexes, and its sequence-number probes open each of them.
 */
export async function listTopicMessages(
  db: Queryable,
  topicId: bigint,
  filters: TopicMessageFilters,
  order: Order,
  limit: number,
  encoding: MessageEncoding,
): Promise<TopicMessage[]> {
  const range = sequenceRange(filters.sequenceNumber);
  if (range === null) return [];
  const page = { topicId, filters, range, order, limit };
  const rows = await readPageByMonths(db, 'topic_message', filterWindow(filters.timestamp), page, (months, rest) =>
    readMessages(db, { ...page, limit: rest }, months),
  );
  return rows.map((row) => toTopicMessage(row, encoding));
}

/**
 * One read of a page. Within a span of months the sequence-number probes look in those months only: a bound found
 * later than the true one still admits every message of the span the filters admit, since sequence numbers grow with
 * consensus time, and none found means no message of the span is in the range.
 */
function readMessages(
  db: Queryable,
  page: {
    topicId: bigint;
    filters: TopicMessageFilters;
    range: { lower: bigint | null; upper: bigint | null };
    order: Order;
    limit: number;
  },
  months: MonthRange | null,
): Promise<TopicMessageRow[]> {
  const { filters, range } = page;
  const params = new SqlParams();
  const topic = params.bind(page.topicId);
  const within = (column: string) => (months ? ` AND ${monthRange(column, months)}` : '');
  const conditions = [
    `m.topic_id = ${topic}`,
    ...params.conditions('m.sequence_number', filters.sequenceNumber),
    ...params.conditions('m.consensus_timestamp', filters.timestamp),
  ];
  if (months) conditions.push(monthRange('m.consensus_timestamp', months));
  if (range.lower !== null) {
    conditions.push(`m.consensus_timestamp >= (SELECT consensus_timestamp FROM topic_message
      WHERE topic_id = ${topic} AND sequence_number >= ${params.bind(range.lower)}${within('consensus_timestamp')}
      ORDER BY sequence_number LIMIT 1)`);
  }
  if (range.upper !== null) {
    conditions.push(`m.consensus_timestamp <= (SELECT consensus_timestamp FROM topic_message
      WHERE topic_id = ${topic} AND sequence_number <= ${params.bind(range.upper)}${within('consensus_timestamp')}
      ORDER BY sequence_number DESC LIMIT 1)`);
  }
  return db.query<TopicMessageRow & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM topic_message m WHERE ${conditions.join(' AND ')}
     ORDER BY m.consensus_timestamp ${sortDirection(page.order)} LIMIT ${params.bind(page.limit)}`,
    params.values,
  );
}

/**
 * One message of a topic by its sequence number, or null. Where `topic_message` is partitioned by month (v2), a
 * sequence number names no month, so one statement would probe every month's index; the importer's
 * `topic_message_lookup` (kept when its topicMessageLookups option is on, as on v2 deployments) gives the consensus
 * times of the topic's messages in each partition, and the read is held to the one holding the number. Without a
 * lookup row for it (an importer that does not keep the table, or no such message) every month is read, as on v1.
 */
export async function getTopicMessage(
  db: Queryable,
  topicId: bigint,
  sequenceNumber: bigint,
): Promise<TopicMessage | null> {
  const partitioned = (await ledgerSchema(db)).partitioning('topic_message') === 'range';
  const span = partitioned ? await lookupTimestamps(db, topicId, sequenceNumber) : null;
  // The span's whole months as constants (`monthRange`): a served statement's generic plan prunes to them.
  const read = (months: MonthRange | null) =>
    db.query<TopicMessageRow & Record<string, unknown>>(
      `SELECT ${COLUMNS} FROM topic_message m WHERE m.topic_id = $1 AND m.sequence_number = $2${
        months ? ` AND ${monthRange('m.consensus_timestamp', months)}` : ''
      }`,
      [topicId, sequenceNumber],
    );
  let [row] = await read(span && monthsAround(span.lower, span.upper - 1n));
  // A lookup that disagrees with the messages costs a second read, never a wrong 404.
  if (!row && span) [row] = await read(null);
  return row ? toTopicMessage(row, 'base64') : null;
}

/** The [lower, upper) consensus times of the lookup row whose sequence numbers hold `sequenceNumber`, or null. */
async function lookupTimestamps(
  db: Queryable,
  topicId: bigint,
  sequenceNumber: bigint,
): Promise<{ lower: bigint; upper: bigint } | null> {
  const [span] = await db.query<{ lower: bigint | null; upper: bigint | null }>(
    `SELECT lower(timestamp_range) AS lower, upper(timestamp_range) AS upper FROM topic_message_lookup
     WHERE topic_id = $1 AND sequence_number_range @> $2::bigint LIMIT 1`,
    [topicId, sequenceNumber],
  );
  return span?.lower != null && span.upper != null ? { lower: span.lower, upper: span.upper } : null;
}

/**
 * The message a successful CONSENSUSSUBMITMESSAGE wrote at that consensus time, or null. The transaction names
 * the topic, so the message is then found by (topic_id, consensus_timestamp), an index of every schema.
 */
export async function getTopicMessageAt(db: Queryable, consensusTimestamp: bigint): Promise<TopicMessage | null> {
  // Both tables' month as constants on v2, so a served statement's generic plan opens one month of each.
  const transactionMonth = await withinMonthOf(db, 'transaction', 't.consensus_timestamp', consensusTimestamp);
  const messageMonth = await withinMonthOf(db, 'topic_message', 'm.consensus_timestamp', consensusTimestamp);
  const [row] = await db.query<TopicMessageRow & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM transaction t
     JOIN topic_message m ON m.topic_id = t.entity_id AND m.consensus_timestamp = t.consensus_timestamp
     WHERE t.consensus_timestamp = $1 AND t.result = ${SUCCESS} AND t.type = ${CONSENSUS_SUBMIT_MESSAGE}
       ${transactionMonth}${messageMonth}`,
    [consensusTimestamp],
  );
  return row ? toTopicMessage(row, 'base64') : null;
}
