-- System metrics of the status page (issue 18): one row per minute, written by the status refresh and pruned after
-- eight days. The ledger part (blocks that ended in the minute, their transactions, and the summed gaps to the block
-- before each) is written once the minute is complete on the ledger; null until then. api_latency_counts holds the
-- API's requests answered in the minute per latency bucket, cumulative like Prometheus's `le` buckets (bounds in
-- lib/status/metrics/api-latency.ts); every instance adds its own, so the quantiles are of all instances' requests.
CREATE TABLE status.system_metric_minute (
  minute timestamptz PRIMARY KEY,
  blocks integer,
  transactions bigint,
  block_gap_ms_sum double precision,
  block_gaps integer,
  api_latency_counts bigint[]
);
