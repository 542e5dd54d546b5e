-- Delivered messages are purged once they are older than a few days (lib/status/subscriptions/worker.ts); this finds
-- them without reading the rest of the outbox.
CREATE INDEX outbox__delivered ON status.outbox (delivered_at) WHERE delivered_at IS NOT NULL;
