import type { Queryable } from '../../db';
import { REWARD_PAYER_ACCOUNTS } from '../network/ledger-reads';

/**
 * Every read of the ledger the status domain makes. All are range scans on primary keys (record_file by
 * consensus_end, transaction by consensus_timestamp, crypto_transfer by entity and time) or the address book's node
 * index; nothing writes.
 */

export interface AddressBookNode {
  node_id: bigint;
  node_account_id: bigint;
  description: string | null;
}

/** The newest address book entry per node. */
export async function addressBookNodes(ledger: Queryable): Promise<AddressBookNode[]> {
  return ledger.query<AddressBookNode & Record<string, unknown>>(
    `SELECT DISTINCT ON (node_id) node_id, node_account_id, description
       FROM address_book_entry ORDER BY node_id, consensus_timestamp DESC`,
  );
}

export async function newestBlockEndNs(ledger: Queryable): Promise<bigint | null> {
  const [row] = await ledger.query<{ consensus_end: bigint }>(
    'SELECT consensus_end FROM record_file ORDER BY consensus_end DESC LIMIT 1',
  );
  return row?.consensus_end ?? null;
}

export async function oldestBlockEndSinceNs(ledger: Queryable, sinceNs: bigint): Promise<bigint | null> {
  const [row] = await ledger.query<{ consensus_end: bigint }>(
    'SELECT consensus_end FROM record_file WHERE consensus_end >= $1 ORDER BY consensus_end LIMIT 1',
    [sinceNs],
  );
  return row?.consensus_end ?? null;
}

export async function newestBlockEndUpToNs(ledger: Queryable, untilNs: bigint): Promise<bigint | null> {
  const [row] = await ledger.query<{ consensus_end: bigint }>(
    'SELECT consensus_end FROM record_file WHERE consensus_end <= $1 ORDER BY consensus_end DESC LIMIT 1',
    [untilNs],
  );
  return row?.consensus_end ?? null;
}

/** Transactions per node in the N minutes before the newest transaction (the live node rule's window). */
export async function recentNodeActivity(
  ledger: Queryable,
  windowNs: bigint,
): Promise<{ latestNs: bigint | null; counts: Map<bigint, number> }> {
  const [latest] = await ledger.query<{ consensus_timestamp: bigint }>(
    'SELECT consensus_timestamp FROM transaction ORDER BY consensus_timestamp DESC LIMIT 1',
  );
  const counts = new Map<bigint, number>();
  if (!latest) return { latestNs: null, counts };
  const rows = await ledger.query<{ node_account_id: bigint; n: bigint }>(
    `SELECT node_account_id, count(*) AS n FROM transaction
      WHERE consensus_timestamp > $1 AND node_account_id IS NOT NULL GROUP BY node_account_id`,
    [latest.consensus_timestamp - windowNs],
  );
  for (const r of rows) counts.set(r.node_account_id, Number(r.n));
  return { latestNs: latest.consensus_timestamp, counts };
}

export interface BlockGap {
  prev_end: bigint;
  next_end: bigint;
  /** The two blocks' numbers: the evidence an incident links to. */
  prev_index: bigint;
  next_index: bigint;
}

/** Consecutive blocks in [fromNs, toNs] further apart than `minGapNs` (one pass with lag() over the PK). */
export async function blockGaps(
  ledger: Queryable,
  fromNs: bigint,
  toNs: bigint,
  minGapNs: bigint,
): Promise<BlockGap[]> {
  return ledger.query<BlockGap & Record<string, unknown>>(
    `SELECT prev_end, next_end, prev_index, next_index FROM (
       SELECT consensus_end AS next_end, lag(consensus_end) OVER (ORDER BY consensus_end) AS prev_end,
              index AS next_index, lag(index) OVER (ORDER BY consensus_end) AS prev_index
         FROM record_file WHERE consensus_end >= $1 AND consensus_end <= $2) g
      WHERE next_end - prev_end > $3 ORDER BY prev_end`,
    [fromNs, toNs, minGapNs],
  );
}

export interface NodeWindowRow {
  kind: 'gap' | 'first' | 'last';
  node: bigint;
  /** gap: last transaction before the silence; first/last: the node's first/last transaction in the window. */
  a: bigint;
  /** gap: first transaction after the silence. */
  b: bigint | null;
}

/**
 * Per-node silences longer than `minGapNs` among transactions in (fromNs, toNs], plus each node's first and last
 * transaction there (to join silences across scan boundaries). Transactions are first folded into per-node
 * buckets of `bucketNs` (min/max per bucket), so the window function sees buckets, not every transaction; with
 * bucketNs ≤ minGapNs every long silence still falls between two buckets.
 */
export async function nodeSilences(
  ledger: Queryable,
  fromNs: bigint,
  toNs: bigint,
  minGapNs: bigint,
  bucketNs: bigint,
): Promise<NodeWindowRow[]> {
  return ledger.query<NodeWindowRow & Record<string, unknown>>(
    `WITH buckets AS (
       SELECT node_account_id AS node, min(consensus_timestamp) AS first_ts, max(consensus_timestamp) AS last_ts
         FROM transaction
        WHERE consensus_timestamp > $1 AND consensus_timestamp <= $2 AND node_account_id IS NOT NULL
        GROUP BY node_account_id, consensus_timestamp / $4),
     ordered AS (
       SELECT node, first_ts, last_ts, lag(last_ts) OVER (PARTITION BY node ORDER BY first_ts) AS prev_last
         FROM buckets)
     SELECT 'gap' AS kind, node, prev_last AS a, first_ts AS b FROM ordered WHERE first_ts - prev_last > $3
     UNION ALL
     SELECT 'first' AS kind, node, min(first_ts) AS a, NULL::bigint AS b FROM buckets GROUP BY node
     UNION ALL
     SELECT 'last' AS kind, node, max(last_ts) AS a, NULL::bigint AS b FROM buckets GROUP BY node`,
    [fromNs, toNs, minGapNs, bucketNs],
  );
}

/**
 * How long the network produced blocks between two instants: the span minus every block gap longer than
 * `stallNs` inside it. A node is only blamed for the part of its silence in which the others kept working,
 * so a network-wide stall (or the demo server being off) never reads as every node failing.
 */
export async function networkActiveNs(
  ledger: Queryable,
  fromNs: bigint,
  toNs: bigint,
  stallNs: bigint,
): Promise<bigint> {
  const [row] = await ledger.query<{ stalled: bigint | null }>(
    `SELECT sum(least(consensus_start, $2::bigint) - greatest(prev_end, $1::bigint))::bigint AS stalled
       FROM (SELECT consensus_start, lag(consensus_end) OVER (ORDER BY consensus_end) AS prev_end
               FROM record_file
              WHERE consensus_end > $1::bigint - $3::bigint AND consensus_start < $2::bigint + $3::bigint) blocks
      WHERE consensus_start - prev_end > $3::bigint AND consensus_start > $1::bigint AND prev_end < $2::bigint`,
    [fromNs, toNs, stallNs],
  );
  const stalled = row?.stalled ?? 0n;
  // Past the newest block the network has produced nothing yet: that tail is not activity either.
  const [tip] = await ledger.query<{ end: bigint | null }>('SELECT max(consensus_end) AS end FROM record_file');
  const activeEnd = tip?.end !== null && tip?.end !== undefined && tip.end < toNs ? tip.end : toNs;
  return activeEnd - fromNs - stalled;
}

export interface RewardPayout {
  node: bigint;
  paid_at: bigint;
}

/**
 * The node reward payouts to `nodeAccounts` in (fromNs, toNs]: credits to a node's account in a transaction that
 * debits a reward payer (0.0.801 or 0.0.802), the same test the node page's daily history applies. One range scan of
 * crypto_transfer's (entity_id, consensus_timestamp) index per node account, which the Mirror Node has too.
 */
export async function rewardPayouts(
  ledger: Queryable,
  nodeAccounts: readonly bigint[],
  fromNs: bigint,
  toNs: bigint,
): Promise<RewardPayout[]> {
  if (nodeAccounts.length === 0) return [];
  return ledger.query<RewardPayout & Record<string, unknown>>(
    `SELECT DISTINCT c.entity_id AS node, c.consensus_timestamp AS paid_at
       FROM crypto_transfer c
      WHERE c.entity_id = ANY($1::bigint[]) AND c.consensus_timestamp > $2 AND c.consensus_timestamp <= $3
        AND c.amount > 0
        AND EXISTS (SELECT 1 FROM crypto_transfer p
                     WHERE p.consensus_timestamp = c.consensus_timestamp AND p.amount < 0
                       AND p.consensus_timestamp > $2 AND p.consensus_timestamp <= $3 -- prunes a partitioned layout
                       AND p.entity_id = ANY($4::bigint[]))
      ORDER BY paid_at`,
    [nodeAccounts.map(String), fromNs, toNs, REWARD_PAYER_ACCOUNTS.map(String)],
  );
}

export interface BlockMinute {
  /** Minutes since the epoch. */
  minute: bigint;
  blocks: bigint;
  transactions: bigint;
  /** Summed gaps to the block before each, in milliseconds, and how many gaps (a first block has none). */
  gap_ms_sum: number | null;
  gaps: bigint;
}

/**
 * Blocks that ended in [fromNs, toNs) per minute, with their transactions (record_file.count) and the gap to the
 * block before each; `previousNs` is the end of the block before `fromNs`, so the first gap is counted too. One
 * range scan of record_file's primary key.
 */
export async function blocksPerMinute(
  ledger: Queryable,
  previousNs: bigint,
  fromNs: bigint,
  toNs: bigint,
): Promise<BlockMinute[]> {
  return ledger.query<BlockMinute & Record<string, unknown>>(
    `SELECT consensus_end / 60000000000 AS minute, count(*) AS blocks, sum(count)::bigint AS transactions,
            (sum(consensus_end - prev_end) / 1e6)::float8 AS gap_ms_sum, count(prev_end) AS gaps
       FROM (SELECT consensus_end, count, lag(consensus_end) OVER (ORDER BY consensus_end) AS prev_end
               FROM record_file WHERE consensus_end >= $1 AND consensus_end < $3) r
      WHERE consensus_end >= $2
      GROUP BY 1 ORDER BY 1`,
    [previousNs, fromNs, toNs],
  );
}
