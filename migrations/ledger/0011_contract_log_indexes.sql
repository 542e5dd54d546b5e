-- The Mirror Node's own index on contract_log (v0.145 schema: contract_log__contract_id_timestamp_index): a
-- contract's logs by time, which /contracts/{id}/results/logs pages through. Topic searches read the primary key's
-- timestamp range instead (the API requires one), as on the operator's schema, which has no topic index.
CREATE INDEX IF NOT EXISTS contract_log__contract_id_timestamp_index ON contract_log (contract_id, consensus_timestamp DESC, index);
