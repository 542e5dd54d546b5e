/**
 * Network system files as the ledger stores them (`file_data`: one row per create, update or append): the contents
 * at a time are the newest create/update in the window followed by the appends after it. A file that does not
 * decode (an update still being appended, a corrupt write) falls back to the version before it, as the reference
 * does, up to ten times.
 */
import type { Queryable } from '../db/types';

export const FEE_SCHEDULE_FILE = 111n;
export const EXCHANGE_RATE_FILE = 112n;
/** HIP-1261's simple fee schedule (a protobuf `org.hiero.hapi.support.fees.FeeSchedule`). */
export const SIMPLE_FEE_SCHEDULE_FILE = 113n;

const FILE_CREATE = 17;
const FILE_UPDATE = 19;
const FILE_APPEND = 16;
const MAX_ATTEMPTS = 10;
const MAX_LONG = 9223372036854775807n;

/** Inclusive consensus-timestamp bounds (null = open). */
export interface FileWindow {
  lower: bigint | null;
  upper: bigint | null;
}

export interface SystemFile<T> {
  /** The last row the contents were assembled from. */
  timestamp: bigint;
  contents: T;
}

interface FileRow {
  [column: string]: unknown;
  consensus_timestamp: bigint | null;
  first_timestamp: bigint | null;
  file_data: Uint8Array | null;
}

/** One version of the file: its newest create/update in [lower, upper] and the appends after it up to `upper`. */
async function fileVersion(db: Queryable, fileId: bigint, lower: bigint, upper: bigint): Promise<FileRow | undefined> {
  const [row] = await db.query<FileRow>(
    `WITH latest AS (
       SELECT consensus_timestamp FROM file_data
       WHERE entity_id = $1 AND transaction_type IN (${FILE_CREATE}, ${FILE_UPDATE})
         AND consensus_timestamp >= $2 AND consensus_timestamp <= $3
       ORDER BY consensus_timestamp DESC LIMIT 1)
     SELECT max(f.consensus_timestamp) AS consensus_timestamp, min(f.consensus_timestamp) AS first_timestamp,
            string_agg(f.file_data, ''::bytea ORDER BY f.consensus_timestamp) AS file_data
     FROM file_data f JOIN latest l ON f.consensus_timestamp >= l.consensus_timestamp
     WHERE f.entity_id = $1 AND f.transaction_type IN (${FILE_APPEND}, ${FILE_CREATE}, ${FILE_UPDATE})
       AND f.consensus_timestamp <= $3`,
    [fileId, lower, upper],
  );
  return row;
}

/**
 * The file's contents as of the window, decoded by `decode` (which returns null for contents it cannot read);
 * null when no readable version is found.
 */
export async function readSystemFile<T>(
  db: Queryable,
  fileId: bigint,
  window: FileWindow,
  decode: (bytes: Uint8Array) => T | null,
): Promise<SystemFile<T> | null> {
  const lower = window.lower ?? 0n;
  let upper = window.upper ?? MAX_LONG;
  for (let attempt = 0; attempt < MAX_ATTEMPTS && lower <= upper; attempt++) {
    const row = await fileVersion(db, fileId, lower, upper);
    if (!row || row.consensus_timestamp === null || row.first_timestamp === null) return null;
    const contents = decode(row.file_data ?? new Uint8Array());
    if (contents !== null) return { timestamp: row.consensus_timestamp, contents };
    upper = row.first_timestamp - 1n;
  }
  return null;
}
