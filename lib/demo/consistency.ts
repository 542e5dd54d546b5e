import type { Queryable, Row } from '../db/types';
import { TOPIC_MESSAGE_LOOKUP_VIOLATIONS } from './topic-message-lookup';

/**
 * Invariants of a Mirror Node ledger, as SQL that selects the rows breaking them (no rows = holds).
 * They run against any database in the layout, not only the demo's.
 */
export interface ConsistencyCheck {
  name: string;
  description: string;
  sql: string;
}

export interface Violation {
  check: string;
  row: Row;
}

export const CONSISTENCY_CHECKS: readonly ConsistencyCheck[] = [
  {
    name: 'hbar-transfers-sum-to-zero',
    description: "Each transaction's hbar transfers sum to zero.",
    sql: `SELECT consensus_timestamp, sum(amount) AS total FROM crypto_transfer
          GROUP BY consensus_timestamp HAVING sum(amount) <> 0`,
  },
  {
    name: 'balance-equals-transfers',
    description:
      "An account's entity.balance equals its balance in the first account_balance snapshot (genesis) plus the sum of its crypto_transfer amounts after it.",
    sql: `WITH genesis AS (SELECT coalesce(min(consensus_timestamp), -1) AS ts FROM account_balance),
          initial AS (SELECT account_id, balance FROM account_balance WHERE consensus_timestamp = (SELECT ts FROM genesis)),
          moved AS (SELECT entity_id, sum(amount) AS total FROM crypto_transfer
                    WHERE consensus_timestamp > (SELECT ts FROM genesis) GROUP BY entity_id),
          expected AS (SELECT coalesce(i.account_id, m.entity_id) AS id,
                              coalesce(i.balance, 0) + coalesce(m.total, 0) AS balance
                       FROM initial i FULL JOIN moved m ON m.entity_id = i.account_id)
          SELECT x.id, e.balance AS entity_balance, x.balance AS expected_balance
          FROM expected x LEFT JOIN entity e ON e.id = x.id
          WHERE e.balance IS DISTINCT FROM x.balance`,
  },
  {
    name: 'block-hash-chain',
    description: "Each record file's prev_hash is the previous file's hash, and indexes increase by one.",
    sql: `SELECT index, prev_hash, previous_hash, previous_index FROM (
            SELECT index, prev_hash, lag(hash) OVER w AS previous_hash, lag(index) OVER w AS previous_index
            FROM record_file WINDOW w AS (ORDER BY consensus_end)) r
          WHERE previous_hash IS NOT NULL AND (prev_hash <> previous_hash OR index <> previous_index + 1)`,
  },
  {
    name: 'block-ranges-ordered',
    description: 'Record files cover non-overlapping consensus ranges, each with start <= end.',
    sql: `SELECT index, consensus_start, consensus_end, previous_end FROM (
            SELECT index, consensus_start, consensus_end, lag(consensus_end) OVER (ORDER BY consensus_end) AS previous_end
            FROM record_file) r
          WHERE consensus_start > consensus_end OR consensus_start <= previous_end`,
  },
  {
    name: 'block-counts',
    description: "A record file's count equals the number of transactions in [consensus_start, consensus_end].",
    sql: `SELECT r.index, r.count, c.actual FROM record_file r
          CROSS JOIN LATERAL (SELECT count(*) AS actual FROM transaction t
                              WHERE t.consensus_timestamp BETWEEN r.consensus_start AND r.consensus_end) c
          WHERE r.count <> c.actual`,
  },
  {
    name: 'transactions-in-blocks',
    description: 'Every transaction lies inside some record file.',
    sql: `SELECT t.consensus_timestamp FROM transaction t
          LEFT JOIN LATERAL (SELECT consensus_start FROM record_file r WHERE r.consensus_end >= t.consensus_timestamp
                             ORDER BY r.consensus_end LIMIT 1) b ON true
          WHERE b.consensus_start IS NULL OR b.consensus_start > t.consensus_timestamp`,
  },
  {
    name: 'transaction-hashes',
    description: 'Every transaction has a transaction_hash row.',
    sql: `SELECT t.consensus_timestamp FROM transaction t
          WHERE NOT EXISTS (SELECT 1 FROM transaction_hash h WHERE h.consensus_timestamp = t.consensus_timestamp)`,
  },
  {
    name: 'child-transactions',
    description: 'A child (nonce > 0) points at an existing parent with the same payer and valid start.',
    sql: `SELECT c.consensus_timestamp, c.parent_consensus_timestamp FROM transaction c
          LEFT JOIN transaction p ON p.consensus_timestamp = c.parent_consensus_timestamp
          WHERE c.nonce > 0 AND (p.consensus_timestamp IS NULL OR p.payer_account_id <> c.payer_account_id
                                 OR p.valid_start_ns <> c.valid_start_ns)`,
  },
  {
    name: 'contract-action-trees',
    description:
      'Contract actions form a tree per transaction: indexes 0..n-1, exactly one depth-0 root at index 0, each depth at most one more than the previous action.',
    sql: `SELECT consensus_timestamp, count(*) AS actions, min(index) AS first_index, max(index) AS last_index,
                 count(*) FILTER (WHERE call_depth = 0) AS roots, bool_or(bad_step) AS bad_step, bool_or(root_not_first) AS root_not_first
          FROM (SELECT consensus_timestamp, index, call_depth,
                       call_depth > coalesce(lag(call_depth) OVER w, -1) + 1 AS bad_step,
                       (index = 0) <> (call_depth = 0) AS root_not_first
                FROM contract_action WINDOW w AS (PARTITION BY consensus_timestamp ORDER BY index)) a
          GROUP BY consensus_timestamp
          HAVING min(index) <> 0 OR max(index) <> count(*) - 1 OR count(*) FILTER (WHERE call_depth = 0) <> 1
              OR bool_or(bad_step) OR bool_or(root_not_first)`,
  },
  {
    name: 'contract-actions-under-contract-transactions',
    description: 'Contract actions belong to a contract call, contract create or Ethereum transaction.',
    sql: `SELECT DISTINCT a.consensus_timestamp, t.type FROM contract_action a
          LEFT JOIN transaction t ON t.consensus_timestamp = a.consensus_timestamp
          WHERE t.type IS NULL OR t.type NOT IN (7, 8, 50)`,
  },
  {
    name: 'token-balances',
    description: "A fungible token account's balance equals the sum of its token transfers.",
    sql: `SELECT ta.account_id, ta.token_id, ta.balance, coalesce(s.total, 0) AS transferred
          FROM token_account ta JOIN token tk ON tk.token_id = ta.token_id AND tk.type = 'FUNGIBLE_COMMON'
          LEFT JOIN (SELECT account_id, token_id, sum(amount) AS total FROM token_transfer GROUP BY 1, 2) s
            ON s.account_id = ta.account_id AND s.token_id = ta.token_id
          WHERE ta.balance <> coalesce(s.total, 0)`,
  },
  {
    name: 'contract-state-follows-changes',
    description:
      "A contract storage slot's current value (contract_state) is the newest value written to it in contract_state_change (whose slots have no leading zero bytes).",
    sql: `SELECT cs.contract_id, cs.slot, cs.value, w.value_written AS newest_written FROM contract_state cs
          CROSS JOIN LATERAL (SELECT c.value_written FROM contract_state_change c
            WHERE c.contract_id = cs.contract_id AND ltrim(c.slot, '\\x00'::bytea) = ltrim(cs.slot, '\\x00'::bytea)
              AND c.value_written IS NOT NULL
            ORDER BY c.consensus_timestamp DESC LIMIT 1) w
          WHERE cs.value IS DISTINCT FROM w.value_written`,
  },
  {
    name: 'nft-supply',
    description:
      "A non-fungible token's total supply equals its NFTs not burned or wiped, and each holder's balance the NFTs it owns.",
    sql: `SELECT t.token_id, NULL::bigint AS account_id, t.total_supply AS expected, count(n.serial_number) AS actual
          FROM token t LEFT JOIN nft n ON n.token_id = t.token_id AND NOT n.deleted
          WHERE t.type = 'NON_FUNGIBLE_UNIQUE' GROUP BY t.token_id, t.total_supply HAVING t.total_supply <> count(n.serial_number)
          UNION ALL
          SELECT ta.token_id, ta.account_id, ta.balance, count(n.serial_number)
          FROM token_account ta JOIN token t ON t.token_id = ta.token_id AND t.type = 'NON_FUNGIBLE_UNIQUE'
          LEFT JOIN nft n ON n.token_id = ta.token_id AND n.account_id = ta.account_id AND NOT n.deleted
          GROUP BY ta.token_id, ta.account_id, ta.balance HAVING ta.balance <> count(n.serial_number)`,
  },
  {
    name: 'balance-snapshots-follow-transfers',
    description:
      'Each account_balance row after the genesis snapshot equals the genesis balance plus the crypto transfers up to its timestamp.',
    sql: `WITH genesis AS (SELECT min(consensus_timestamp) AS ts FROM account_balance)
          SELECT b.consensus_timestamp, b.account_id, b.balance, coalesce(i.balance, 0) + coalesce(m.total, 0) AS expected
          FROM account_balance b
          LEFT JOIN account_balance i ON i.account_id = b.account_id AND i.consensus_timestamp = (SELECT ts FROM genesis)
          CROSS JOIN LATERAL (SELECT sum(amount) AS total FROM crypto_transfer c WHERE c.entity_id = b.account_id
                                AND c.consensus_timestamp > (SELECT ts FROM genesis) AND c.consensus_timestamp <= b.consensus_timestamp) m
          WHERE b.consensus_timestamp > (SELECT ts FROM genesis) AND b.balance <> coalesce(i.balance, 0) + coalesce(m.total, 0)`,
  },
  {
    name: 'token-balance-snapshots-follow-transfers',
    description:
      "Each fungible token_balance row equals the sum of the account's transfers of that token up to its timestamp.",
    sql: `SELECT b.consensus_timestamp, b.account_id, b.token_id, b.balance, coalesce(m.total, 0) AS expected
          FROM token_balance b JOIN token tk ON tk.token_id = b.token_id AND tk.type = 'FUNGIBLE_COMMON'
          CROSS JOIN LATERAL (SELECT sum(amount) AS total FROM token_transfer t WHERE t.account_id = b.account_id
                                AND t.token_id = b.token_id AND t.consensus_timestamp <= b.consensus_timestamp) m
          WHERE b.balance <> coalesce(m.total, 0)`,
  },
  {
    name: 'topic-message-lookup-matches-messages',
    description:
      "Where a topic has topic_message_lookup rows, each partition holding its messages has one, spanning exactly its first and last message's sequence number and timestamp.",
    sql: TOPIC_MESSAGE_LOOKUP_VIOLATIONS,
  },
];

/** Runs every check (or the named ones); returns up to `limit` violating rows per check. */
export async function findViolations(
  db: Queryable,
  options: { limit?: number; only?: string[] } = {},
): Promise<Violation[]> {
  const limit = options.limit ?? 20;
  const out: Violation[] = [];
  for (const check of CONSISTENCY_CHECKS) {
    if (options.only && !options.only.includes(check.name)) continue;
    const rows = await db.query(`SELECT * FROM (${check.sql}) v LIMIT $1`, [limit]);
    for (const row of rows) out.push({ check: check.name, row });
  }
  return out;
}
