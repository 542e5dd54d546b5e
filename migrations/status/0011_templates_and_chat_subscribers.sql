-- Incident templates (Statuspage's incident_templates, issue 29): a name to pick from, and what an incident
-- created from it starts with. group_id is Statuspage's template group, kept as given (we have no such groups).
CREATE TABLE status.incident_template (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]{12}$'),
  name text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  group_id text,
  update_status text,
  should_tweet boolean NOT NULL DEFAULT false,
  should_send_notifications boolean NOT NULL DEFAULT true,
  component_ids text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Chat subscribers: Slack, Microsoft Teams and Discord incoming webhooks, each sent in the platform's own format.
-- Like webhooks they have an endpoint; unlike them nothing is signed (the platforms do not check signatures).
ALTER TABLE status.subscriber DROP CONSTRAINT subscriber_check;
ALTER TABLE status.subscriber DROP CONSTRAINT subscriber_mode_check;
ALTER TABLE status.subscriber ADD CONSTRAINT subscriber_mode_check CHECK (mode IN ('email', 'webhook', 'slack', 'teams', 'discord'));
ALTER TABLE status.subscriber ADD CONSTRAINT subscriber_check CHECK (
  (mode = 'email' AND email IS NOT NULL)
  OR (mode = 'webhook' AND endpoint IS NOT NULL AND webhook_secret IS NOT NULL)
  OR (mode IN ('slack', 'teams', 'discord') AND endpoint IS NOT NULL)
);

-- The operator's alerts (STATUS_ALERT_WEBHOOKS): endpoints kept in step with the setting at start-up, told of
-- component status changes only, never of incidents (those are for readers).
ALTER TABLE status.subscriber ADD COLUMN operator_alert boolean NOT NULL DEFAULT false;
