-- Network figures the Mirror Node does not aggregate (issue 31): per UTC hour, day and month, rolled up from the
-- ledger by the network-stats worker as blocks arrive. Each step reads only the transactions after the watermark
-- (status.network_rollup), so keeping them costs the same on a ledger of any age; the figures live here, in our
-- store, because an operator's ledger database is read only.
CREATE TABLE status.network_period (
  period text NOT NULL CHECK (period IN ('hour', 'day', 'month')),
  start_ns bigint NOT NULL,
  transactions bigint NOT NULL DEFAULT 0,
  -- Valid start → consensus of top-level, non-scheduled transactions: sum, count and maximum (mergeable).
  latency_sum_ns numeric NOT NULL DEFAULT 0,
  latency_count bigint NOT NULL DEFAULT 0,
  latency_max_ns bigint NOT NULL DEFAULT 0,
  fees_tinybar numeric NOT NULL DEFAULT 0,
  new_accounts bigint NOT NULL DEFAULT 0,
  active_accounts bigint NOT NULL DEFAULT 0,
  tokens_created bigint NOT NULL DEFAULT 0,
  contracts_created bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (period, start_ns)
);

-- The payers already counted in a period that is still open (active accounts are distinct per period, so they
-- cannot be summed from hours). Rows of closed periods are deleted: this table stays the size of one hour, one
-- day and one month of payers.
CREATE TABLE status.network_period_account (
  period text NOT NULL,
  start_ns bigint NOT NULL,
  account_id bigint NOT NULL,
  PRIMARY KEY (period, start_ns, account_id)
);

-- Evidence of each consensus node per UTC day: transactions it handled (node_account_id) and the reward payouts
-- its account received from the reward accounts.
CREATE TABLE status.node_day (
  node_account_id bigint NOT NULL,
  day_start_ns bigint NOT NULL,
  transactions bigint NOT NULL DEFAULT 0,
  reward_payouts bigint NOT NULL DEFAULT 0,
  reward_tinybar numeric NOT NULL DEFAULT 0,
  PRIMARY KEY (node_account_id, day_start_ns)
);

CREATE TABLE status.network_rollup (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  rolled_to_ns bigint NOT NULL,
  updated_at timestamptz NOT NULL
);
