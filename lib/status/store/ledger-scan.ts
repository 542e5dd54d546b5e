import type { Queryable } from '../../db';

/** How far the ledger's history has been scanned (status.ledger_scan) and each node's last transaction. */

export interface ScanState {
  scanned_to_ns: bigint;
  last_block_end_ns: bigint | null;
}

/** The watermark; `lock` holds it until the caller's transaction ends. */
export async function readScanState(db: Queryable, lock = false): Promise<ScanState | undefined> {
  const [row] = await db.query<ScanState & Record<string, unknown>>(
    `SELECT scanned_to_ns, last_block_end_ns FROM status.ledger_scan${lock ? ' FOR UPDATE' : ''}`,
  );
  return row;
}

export async function saveScanState(tx: Queryable, state: ScanState, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO status.ledger_scan (singleton, scanned_to_ns, last_block_end_ns, updated_at)
     VALUES (true, $1, $2, $3)
     ON CONFLICT (singleton) DO UPDATE SET scanned_to_ns = $1, last_block_end_ns = $2, updated_at = $3`,
    [state.scanned_to_ns, state.last_block_end_ns, at],
  );
}

/** Each node's last transaction seen by earlier scans, by node account id. */
export async function nodesLastSeen(db: Queryable): Promise<Map<bigint, bigint>> {
  const rows = await db.query<{ node_account_id: bigint; last_seen_ns: bigint }>(
    'SELECT node_account_id, last_seen_ns FROM status.node_activity',
  );
  return new Map(rows.map((r) => [r.node_account_id, r.last_seen_ns]));
}

/** Moves a node's last transaction forward (never back). */
export async function recordNodeLastSeen(tx: Queryable, node: bigint, lastSeenNs: bigint): Promise<void> {
  await tx.query(
    `INSERT INTO status.node_activity (node_account_id, last_seen_ns) VALUES ($1, $2)
     ON CONFLICT (node_account_id) DO UPDATE SET last_seen_ns = greatest(status.node_activity.last_seen_ns, $2)`,
    [node, lastSeenNs],
  );
}
