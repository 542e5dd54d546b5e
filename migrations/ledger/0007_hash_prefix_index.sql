-- By-hash lookups read transaction_hash the way the Mirror Node's own layout serves them (partition key, then the
-- first 32 bytes): this is the embedded database's index for that expression (the Mirror Node's is a HASH index on
-- the same expression in each partition).
CREATE INDEX IF NOT EXISTS transaction_hash__hash_prefix ON transaction_hash (substring(hash from 1 for 32));
