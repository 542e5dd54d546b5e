-- /contracts/{id}/state?timestamp=… reads each slot's newest change of one contract; /contracts/{id} reads a
-- contract's bytecode file as it was at creation, and a contract result whose Ethereum call data lives in a file reads
-- that file: the Mirror Node's own indexes for both (contract_state_change__id_slot_timestamp, file_data__id_timestamp).
CREATE INDEX IF NOT EXISTS contract_state_change__id_slot_timestamp ON contract_state_change (contract_id, slot, consensus_timestamp);
CREATE INDEX IF NOT EXISTS file_data__id_timestamp ON file_data (entity_id, consensus_timestamp);
