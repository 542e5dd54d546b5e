-- /tokens/{id}/balances?timestamp=... reads one token's holders out of a balance snapshot, and
-- /tokens/{id}/nfts/{serial}/transactions one NFT's past versions: the Mirror Node schema has both indexes
-- (token_balance__token_account_timestamp, nft_history__token_serial_lower_timestamp); without them each request
-- would read every holder of every token in the snapshot, or the whole NFT history.
CREATE INDEX IF NOT EXISTS token_balance__token_account_timestamp ON token_balance (token_id, account_id, consensus_timestamp);
CREATE INDEX IF NOT EXISTS nft_history__token_serial_lower_timestamp ON nft_history (token_id, serial_number, lower(timestamp_range));
