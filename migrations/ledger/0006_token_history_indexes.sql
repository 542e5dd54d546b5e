-- /tokens/{id}?timestamp=... reads the newest version of one token, its entity and its fee schedule that began by
-- a given time; the history tables have no primary key, so without these each lookup would scan them whole.
CREATE INDEX IF NOT EXISTS token_history__token_lower ON token_history (token_id, lower(timestamp_range));
CREATE INDEX IF NOT EXISTS custom_fee_history__entity_lower ON custom_fee_history (entity_id, lower(timestamp_range));
CREATE INDEX IF NOT EXISTS entity_history__id_lower ON entity_history (id, lower(timestamp_range));
