-- Status page store (issue 4). Lives in its own schema because in embedded mode it shares one database with the
-- ledger tables, which stay untouched. Statuses are text with CHECKs rather than enums so a new value is one
-- migration that works the same on PostgreSQL 15 and PGlite.
CREATE SCHEMA IF NOT EXISTS status;

-- One row: the page id is created on first use and then never changes, so clients can keep it.
CREATE TABLE status.page (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]{12}$'),
  singleton boolean NOT NULL DEFAULT true UNIQUE CHECK (singleton),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE status.component (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]{12}$'),
  name text NOT NULL,
  description text,
  -- The status authors (or incidents, or maintenances) set. For components computed from the ledger it only
  -- counts while an unresolved incident or active maintenance pins it.
  status text NOT NULL DEFAULT 'operational'
    CHECK (status IN ('operational', 'degraded_performance', 'partial_outage', 'major_outage', 'under_maintenance')),
  position integer NOT NULL DEFAULT 1,
  showcase boolean NOT NULL DEFAULT false,
  start_date date,
  group_id text REFERENCES status.component (id) ON DELETE SET NULL,
  is_group boolean NOT NULL DEFAULT false,
  only_show_if_degraded boolean NOT NULL DEFAULT false,
  -- Set on the components the service maintains itself ('network', 'nodes', 'node:<id>', 'mirror_api').
  health_key text UNIQUE,
  computed_status text
    CHECK (computed_status IN ('operational', 'degraded_performance', 'partial_outage', 'major_outage', 'under_maintenance')),
  computed_changed_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX component__group ON status.component (group_id);

-- Incidents and scheduled maintenances share a table, as in Statuspage's manage API (`incidents/scheduled`).
CREATE TABLE status.incident (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]{12}$'),
  kind text NOT NULL CHECK (kind IN ('incident', 'maintenance')),
  name text NOT NULL,
  status text NOT NULL CHECK (status IN ('investigating', 'identified', 'monitoring', 'resolved', 'postmortem',
                                          'scheduled', 'in_progress', 'verifying', 'completed')),
  impact text NOT NULL CHECK (impact IN ('none', 'minor', 'major', 'critical', 'maintenance')),
  impact_override text CHECK (impact_override IN ('none', 'minor', 'major', 'critical', 'maintenance')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  started_at timestamptz NOT NULL,
  monitoring_at timestamptz,
  resolved_at timestamptz,
  in_progress_at timestamptz,
  scheduled_for timestamptz,
  scheduled_until timestamptz,
  scheduled_auto_in_progress boolean NOT NULL DEFAULT false,
  scheduled_auto_completed boolean NOT NULL DEFAULT false,
  auto_transition_to_maintenance_state boolean NOT NULL DEFAULT false,
  auto_transition_to_operational_state boolean NOT NULL DEFAULT false,
  -- Incidents opened automatically from the ledger's history carry the key of the outage they describe, so a
  -- second scan of the same history creates nothing.
  auto_key text UNIQUE,
  version integer NOT NULL DEFAULT 1,
  CHECK (kind = 'incident' OR (scheduled_for IS NOT NULL AND scheduled_until IS NOT NULL))
);
CREATE INDEX incident__kind_created ON status.incident (kind, created_at DESC);
CREATE INDEX incident__open ON status.incident (status)
  WHERE status IN ('investigating', 'identified', 'monitoring', 'scheduled', 'in_progress', 'verifying');

CREATE TABLE status.incident_component (
  incident_id text NOT NULL REFERENCES status.incident (id) ON DELETE CASCADE,
  component_id text NOT NULL REFERENCES status.component (id) ON DELETE CASCADE,
  -- The last status this incident set on the component; null when the incident only lists it.
  status text,
  PRIMARY KEY (incident_id, component_id)
);
CREATE INDEX incident_component__component ON status.incident_component (component_id);

CREATE TABLE status.incident_update (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]{12}$'),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  incident_id text NOT NULL REFERENCES status.incident (id) ON DELETE CASCADE,
  status text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  display_at timestamptz NOT NULL,
  -- Snapshot [{code, name, old_status, new_status}] so the timeline survives renames and deletions.
  affected_components jsonb,
  deliver_notifications boolean NOT NULL DEFAULT true
);
CREATE INDEX incident_update__incident ON status.incident_update (incident_id, display_at DESC, seq DESC);

-- Every status a component had, with its time span: the input of the daily uptime.
CREATE TABLE status.status_interval (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  component_id text NOT NULL REFERENCES status.component (id) ON DELETE CASCADE,
  status text NOT NULL,
  started_at timestamptz NOT NULL,
  ended_at timestamptz,
  source text NOT NULL CHECK (source IN ('manual', 'live', 'ledger')),
  detection_key text UNIQUE
);
CREATE INDEX status_interval__component ON status.status_interval (component_id, started_at);
CREATE INDEX status_interval__open ON status.status_interval (component_id) WHERE ended_at IS NULL;

-- How far the ledger history has been scanned, so each scan reads only new blocks and transactions.
CREATE TABLE status.ledger_scan (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  scanned_to_ns bigint NOT NULL,
  last_block_end_ns bigint,
  updated_at timestamptz NOT NULL
);
CREATE TABLE status.node_activity (
  node_account_id bigint PRIMARY KEY,
  last_seen_ns bigint NOT NULL
);
