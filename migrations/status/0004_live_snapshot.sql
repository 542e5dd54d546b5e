-- The status page's live data, built at most every few seconds by whichever instance sees it stale and read by all
-- (issue 18, item 4). json keeps the text as built. page_updated_at is status.page.updated_at when it was built: an
-- author's write moves that, so every instance sees the snapshot is stale at once.
CREATE TABLE status.live_snapshot (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  body json NOT NULL,
  built_at timestamptz NOT NULL,
  page_updated_at timestamptz NOT NULL
);
