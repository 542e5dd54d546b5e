-- The Mirror Node's own indexes on contract_result (v0.145 schema): a contract's results by time
-- (/contracts/{id}/results), those from one sender (`from=`), and one sender's results across contracts
-- (/contracts/results?from=). Without them both lists read every result and filter.
CREATE INDEX IF NOT EXISTS contract_result__id_timestamp ON contract_result (contract_id, consensus_timestamp);
CREATE INDEX IF NOT EXISTS contract_result__id_sender_timestamp ON contract_result (contract_id, sender_id, consensus_timestamp);
CREATE INDEX IF NOT EXISTS contract_result__sender_timestamp ON contract_result (sender_id, consensus_timestamp);
