-- Delivery that cannot stall the server (issue 26). Retries are paced per subscriber, not per message: a receiver
-- that fails holds back all of its messages until its own backoff ends, and one that keeps failing for a bounded
-- time is quarantined (Statuspage's word) with its messages given up.
ALTER TABLE status.subscriber
  ADD COLUMN failures integer NOT NULL DEFAULT 0,
  ADD COLUMN failing_since timestamptz,
  ADD COLUMN quarantined_at timestamptz;

-- The channel of each message, so a process without a mail server claims webhook messages only and never reads
-- past the e-mails that wait for one.
ALTER TABLE status.outbox ADD COLUMN channel text;
UPDATE status.outbox o SET channel = s.mode FROM status.subscriber s WHERE s.id = o.subscriber_id;
ALTER TABLE status.outbox ALTER COLUMN channel SET NOT NULL;
ALTER TABLE status.outbox ADD CONSTRAINT outbox_channel CHECK (channel IN ('email', 'webhook'));
CREATE INDEX outbox__due_by_channel ON status.outbox (channel, next_attempt_at, id) WHERE delivered_at IS NULL AND gave_up_at IS NULL;
-- A subscriber's pending messages, moved together when its backoff grows or it is quarantined.
CREATE INDEX outbox__pending_by_subscriber ON status.outbox (subscriber_id) WHERE delivered_at IS NULL AND gave_up_at IS NULL;
