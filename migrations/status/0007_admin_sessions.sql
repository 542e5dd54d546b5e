-- Sign-ins to the authoring page (issue 19): the cookie holds a random session id, and only its SHA-256 is kept
-- here, so reading this table signs nobody in. Sign-out deletes the row; an expired row is refused and purged.
CREATE TABLE status.admin_session (
  id_sha256 text PRIMARY KEY,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX admin_session_expires_at ON status.admin_session (expires_at);
