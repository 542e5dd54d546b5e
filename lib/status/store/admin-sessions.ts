import type { Queryable } from '../../db';

/** status.admin_session: the authoring page's sign-ins, by the SHA-256 (hex) of their session id. */

export async function insertAdminSession(
  db: Queryable,
  idSha256: string,
  createdAt: Date,
  expiresAt: Date,
): Promise<void> {
  await db.query('INSERT INTO status.admin_session (id_sha256, created_at, expires_at) VALUES ($1, $2, $3)', [
    idSha256,
    createdAt,
    expiresAt,
  ]);
}

/** Whether the session exists and has not expired at `now`. */
export async function adminSessionLive(db: Queryable, idSha256: string, now: Date): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM status.admin_session WHERE id_sha256 = $1 AND expires_at > $2', [
    idSha256,
    now,
  ]);
  return rows.length > 0;
}

export async function deleteAdminSession(db: Queryable, idSha256: string): Promise<void> {
  await db.query('DELETE FROM status.admin_session WHERE id_sha256 = $1', [idSha256]);
}

export async function deleteExpiredAdminSessions(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM status.admin_session WHERE expires_at <= $1', [now]);
}
