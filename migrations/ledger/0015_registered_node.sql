-- HIP-1137 registered nodes (block nodes, mirror nodes, RPC relays, general services), as the importer has them
-- since 0.153 (V1.118.2, type added by V2.24.1 / its v1 twin): the node, its history, the types its endpoints
-- serve, and on each consensus node the registered nodes it vouches for. An older Mirror Node schema has none of
-- these; lib/ledger reads that as "no registered nodes" (lib/db/ledger-schema.ts).
CREATE TABLE registered_node (
  admin_key bytea,
  created_timestamp bigint,
  deleted boolean DEFAULT false NOT NULL,
  description varchar(100),
  registered_node_id bigint NOT NULL,
  service_endpoints jsonb,
  timestamp_range int8range NOT NULL,
  type smallint[] DEFAULT '{}' NOT NULL,
  CONSTRAINT registered_node__pk PRIMARY KEY (registered_node_id)
);
CREATE TABLE registered_node_history (LIKE registered_node INCLUDING DEFAULTS);
CREATE INDEX registered_node_history__node_id_lower_timestamp ON registered_node_history (registered_node_id, lower(timestamp_range));
CREATE INDEX registered_node__type ON registered_node USING gin (type) WHERE deleted IS false;
ALTER TABLE node ADD COLUMN associated_registered_nodes bigint[];
ALTER TABLE node_history ADD COLUMN associated_registered_nodes bigint[];
