-- Subscriptions (issue 18): e-mail (double opt-in) and webhook subscribers, for the whole page or chosen
-- components, and the outbox every notification is written to in the transaction of the change that causes it.
CREATE TABLE status.subscriber (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]{12}$'),
  mode text NOT NULL CHECK (mode IN ('email', 'webhook')),
  email text,
  endpoint text,
  -- The HMAC key webhooks are signed with. Signing needs the key itself, so unlike link tokens it cannot be
  -- stored hashed; it is shown once, at creation.
  webhook_secret text,
  all_components boolean NOT NULL DEFAULT true,
  -- Nothing but the confirmation is sent before this is set (double opt-in; authors may skip it).
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL,
  CHECK ((mode = 'email' AND email IS NOT NULL) OR (mode = 'webhook' AND endpoint IS NOT NULL AND webhook_secret IS NOT NULL))
);
CREATE UNIQUE INDEX subscriber__email ON status.subscriber (lower(email)) WHERE mode = 'email';

CREATE TABLE status.subscriber_component (
  subscriber_id text NOT NULL REFERENCES status.subscriber (id) ON DELETE CASCADE,
  component_id text NOT NULL REFERENCES status.component (id) ON DELETE CASCADE,
  PRIMARY KEY (subscriber_id, component_id)
);
CREATE INDEX subscriber_component__component ON status.subscriber_component (component_id);

-- Tokens of the links in messages (confirm, manage, unsubscribe): only their SHA-256 is kept, so a copy of the
-- database cannot unsubscribe anyone. Each message carries its own token.
CREATE TABLE status.subscriber_token (
  token_hash text PRIMARY KEY,
  subscriber_id text NOT NULL REFERENCES status.subscriber (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE INDEX subscriber_token__subscriber ON status.subscriber_token (subscriber_id);

-- One row per message and recipient. A worker claims due rows with FOR UPDATE SKIP LOCKED and a lease, so several
-- instances send each once, and a crash between the write and the send leaves the row to be sent after restart.
-- Removing a subscriber removes what was not yet sent to them.
CREATE TABLE status.outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subscriber_id text NOT NULL REFERENCES status.subscriber (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('confirmation', 'incident', 'component')),
  -- json, not jsonb: the text is kept as written, so webhook bodies keep Statuspage's key order.
  payload json NOT NULL,
  created_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  leased_by text,
  lease_until timestamptz,
  delivered_at timestamptz,
  gave_up_at timestamptz,
  last_error text
);
CREATE INDEX outbox__due ON status.outbox (next_attempt_at, id) WHERE delivered_at IS NULL AND gave_up_at IS NULL;
