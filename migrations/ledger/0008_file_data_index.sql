-- A file's contents (its last create or update and the appends after it), as a contract result whose Ethereum call
-- data lives in a file reads them: the Mirror Node's own index on file_data (file_data__id_timestamp).
CREATE INDEX IF NOT EXISTS file_data__id_timestamp ON file_data (entity_id, consensus_timestamp);
