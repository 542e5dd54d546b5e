-- Historical account lookups (/accounts/{id}?timestamp=...) read the stake history by id.
CREATE INDEX IF NOT EXISTS entity_stake_history__id ON entity_stake_history (id, lower(timestamp_range));
CREATE INDEX IF NOT EXISTS token_account_history__account ON token_account_history (account_id, token_id);
