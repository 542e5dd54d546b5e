-- System files (/network/fees, /network/exchangerate) are read by file id, newest create/update first: the Mirror
-- Node's own index on file_data, so the embedded database and our PostgreSQL serve that read as an operator's does
-- rather than walking the primary key back through every other file's rows.
CREATE INDEX IF NOT EXISTS file_data__id_timestamp ON file_data (entity_id, consensus_timestamp);
