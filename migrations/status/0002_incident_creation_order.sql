-- Creation order of incidents, to break ties between incidents created in the same millisecond (lists are
-- newest first; ids are random). Existing rows get numbers in table order.
ALTER TABLE status.incident ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
DROP INDEX status.incident__kind_created;
CREATE INDEX incident__kind_created ON status.incident (kind, created_at DESC, seq DESC);
