-- A counter every change to the page advances (touchPage). updated_at cannot serve as one: it is "the newest change
-- to anything on the page" in Statuspage's sense, and a change found after the fact (an auto-incident dated in the
-- past) leaves it where it is. Caches of the rendered page and of the live data compare revisions, in one read.
ALTER TABLE status.page ADD COLUMN revision bigint NOT NULL DEFAULT 0;
ALTER TABLE status.live_snapshot ADD COLUMN page_revision bigint NOT NULL DEFAULT -1;
