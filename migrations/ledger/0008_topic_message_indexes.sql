-- A topic's messages are paged in consensus order, as the Mirror Node's own index serves them
-- (topic_message__topic_id_timestamp on the operator's schema).
CREATE INDEX IF NOT EXISTS topic_message__topic_id_timestamp ON topic_message (topic_id, consensus_timestamp);
