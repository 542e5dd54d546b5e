import type { Queryable } from '../db/types';

/**
 * `topic_message_lookup` as the importer keeps it when its `topicMessageLookups` option is on (as v2 deployments run
 * it): one row per topic and partition of `topic_message`, holding the [first, last + 1) sequence numbers and
 * consensus timestamps of the topic's messages in that partition. A reader finds the month of a message from its
 * sequence number there (lib/ledger/topic-messages.ts). The partition is the one each message row lives in
 * (`tableoid`), so the rows are right on every layout: `topic_message_pYYYY_MM` on v2, `topic_message` where the table
 * is not partitioned.
 */
const PARTITION_RANGES = `SELECT m.topic_id, c.relname AS partition,
    int8range(min(m.sequence_number), max(m.sequence_number) + 1) AS sequence_number_range,
    int8range(min(m.consensus_timestamp), max(m.consensus_timestamp) + 1) AS timestamp_range
  FROM topic_message m JOIN pg_class c ON c.oid = m.tableoid`;

/** Adds the messages written after `after` (a consensus timestamp) to the lookup rows of their topic and partition. */
export async function recordTopicMessageLookups(q: Queryable, after: bigint): Promise<void> {
  await q.query(
    `INSERT INTO topic_message_lookup (topic_id, partition, sequence_number_range, timestamp_range)
     ${PARTITION_RANGES} WHERE m.consensus_timestamp > $1 GROUP BY m.topic_id, c.relname
     ON CONFLICT (topic_id, partition) DO UPDATE SET
       sequence_number_range = range_merge(topic_message_lookup.sequence_number_range, EXCLUDED.sequence_number_range),
       timestamp_range = range_merge(topic_message_lookup.timestamp_range, EXCLUDED.timestamp_range)`,
    [after],
  );
}

/**
 * The lookup rows that disagree with the messages, for topics that have any (an operator whose importer does not keep
 * the lookup has none, and nothing to disagree with): a row whose ranges are not its partition's first and last
 * message, and a partition holding the topic's messages with no row.
 */
export const TOPIC_MESSAGE_LOOKUP_VIOLATIONS = `WITH actual AS (${PARTITION_RANGES}
    WHERE m.topic_id IN (SELECT topic_id FROM topic_message_lookup) GROUP BY m.topic_id, c.relname)
  SELECT coalesce(l.topic_id, a.topic_id) AS topic_id, coalesce(l.partition, a.partition) AS partition,
    l.sequence_number_range::text AS recorded_sequence_numbers, a.sequence_number_range::text AS sequence_numbers,
    l.timestamp_range::text AS recorded_timestamps, a.timestamp_range::text AS timestamps
  FROM topic_message_lookup l FULL JOIN actual a ON a.topic_id = l.topic_id AND a.partition = l.partition
  WHERE l.sequence_number_range IS DISTINCT FROM a.sequence_number_range
     OR l.timestamp_range IS DISTINCT FROM a.timestamp_range`;
