-- Indexes found missing by lib/api/v1/query-plans.test.ts (EXPLAIN of every query of typical /api/v1 requests
-- with sequential scans disabled) or suggested for the network and allowance lookups.
-- /network/nodes reads the endpoints of one address book's nodes: consensus_timestamp = $1 AND node_id = ANY($2).
CREATE INDEX IF NOT EXISTS address_book_service_endpoint__timestamp_node
  ON address_book_service_endpoint (consensus_timestamp, node_id);
-- /accounts/{id}/allowances/nfts?owner=false pages the allowances an account received (the primary key leads with owner).
CREATE INDEX IF NOT EXISTS nft_allowance__spender_owner_token ON nft_allowance (spender, owner, token_id);
-- /network/nodes picks the latest address book of one file (0.0.101 or 0.0.102).
CREATE INDEX IF NOT EXISTS address_book__file_start ON address_book (file_id, start_consensus_timestamp);
