-- A topic's messages are read by (topic_id, consensus_timestamp) or (topic_id, sequence_number), as on the operator's
-- schema, which has no index on the consensus timestamp alone. With one, the planner read a busy topic's first page
-- along it and filtered by topic (1,203 rows and 88 buffers for 25 messages on the bench ledger) instead of taking
-- the topic's own 25 rows.
DROP INDEX IF EXISTS topic_message__consensus_timestamp;
