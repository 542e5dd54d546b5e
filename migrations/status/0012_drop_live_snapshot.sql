-- The live snapshot (0004) was a shared cache of the status page's live data between instances. Nothing reads or
-- writes it since the public view is built once per page revision in each process (lib/status/read/public-view.ts)
-- and the revision is announced to every instance (issue 29).
DROP TABLE IF EXISTS status.live_snapshot;
