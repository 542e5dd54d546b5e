import type { Queryable } from '../../db';
import type { PeriodFigures } from '../store/network-stats';

/**
 * The network figures' reads of the ledger. Each one is a range scan of (fromNs, toNs] on an index both Mirror Node
 * layouts have (transaction's primary key, crypto_transfer's consensus_timestamp index), so a rollup step costs what
 * the new blocks hold, whatever the ledger's age.
 */

/** Transaction types and the result the figures count (Hedera's protobuf numbers, as the Mirror Node stores them). */
const CONTRACT_CREATE = 8;
const CRYPTO_CREATE_ACCOUNT = 11;
const TOKEN_CREATION = 29;
const SUCCESS = 22;

/**
 * The accounts whose debits pay node rewards: 0.0.801 (node reward account, HIP-1064's daily payout to active nodes)
 * and 0.0.802 (the fee collection account that distributes node fees). A credit to a node's account in a transaction
 * that debits one of them is a reward payout.
 */
export const REWARD_PAYER_ACCOUNTS: readonly bigint[] = [801n, 802n];

export interface HourTotals extends PeriodFigures {
  /** Hours since the epoch. */
  hour: bigint;
}

/**
 * Per hour: every transaction record (child records too), the consensus latency of top-level, non-scheduled ones
 * (a child shares its parent's valid start and a scheduled one executes long after its own), the fees charged and
 * the successful creations of accounts (auto-created ones are child records of that type too), tokens and contracts.
 */
export async function hourTotals(ledger: Queryable, fromNs: bigint, toNs: bigint): Promise<HourTotals[]> {
  return ledger.query<HourTotals & Record<string, unknown>>(
    `SELECT consensus_timestamp / 3600000000000 AS hour, count(*) AS transactions,
            coalesce(sum(consensus_timestamp - valid_start_ns) FILTER (WHERE nonce = 0 AND NOT scheduled), 0)::numeric::text
              AS latency_sum_ns,
            count(*) FILTER (WHERE nonce = 0 AND NOT scheduled) AS latency_count,
            coalesce(max(consensus_timestamp - valid_start_ns) FILTER (WHERE nonce = 0 AND NOT scheduled), 0)::bigint
              AS latency_max_ns,
            coalesce(sum(charged_tx_fee), 0)::numeric::text AS fees_tinybar,
            count(*) FILTER (WHERE type = ${CRYPTO_CREATE_ACCOUNT} AND result = ${SUCCESS}) AS new_accounts,
            count(*) FILTER (WHERE type = ${TOKEN_CREATION} AND result = ${SUCCESS}) AS tokens_created,
            count(*) FILTER (WHERE type = ${CONTRACT_CREATE} AND result = ${SUCCESS}) AS contracts_created
       FROM transaction WHERE consensus_timestamp > $1 AND consensus_timestamp <= $2
      GROUP BY 1 ORDER BY 1`,
    [fromNs, toNs],
  );
}

/** Each account that paid for a transaction, once per hour. */
export async function hourPayers(
  ledger: Queryable,
  fromNs: bigint,
  toNs: bigint,
): Promise<{ hour: bigint; account: bigint }[]> {
  return ledger.query<{ hour: bigint; account: bigint }>(
    `SELECT DISTINCT consensus_timestamp / 3600000000000 AS hour, payer_account_id AS account
       FROM transaction WHERE consensus_timestamp > $1 AND consensus_timestamp <= $2`,
    [fromNs, toNs],
  );
}

export interface NodeDayRow {
  /** Days since the epoch. */
  day: bigint;
  node_account_id: bigint;
  transactions: bigint;
  reward_payouts: bigint;
  reward_tinybar: string;
}

/**
 * Per node account and day: the top-level transactions it handled (a child record names no node) and the reward
 * payouts its account received. `nodeAccounts` are the address book's node accounts.
 */
export async function nodeDays(
  ledger: Queryable,
  fromNs: bigint,
  toNs: bigint,
  nodeAccounts: bigint[],
): Promise<NodeDayRow[]> {
  if (nodeAccounts.length === 0) return [];
  return ledger.query<NodeDayRow & Record<string, unknown>>(
    `WITH handled AS (
       SELECT consensus_timestamp / 86400000000000 AS day, node_account_id, count(*) AS n
         FROM transaction
        WHERE consensus_timestamp > $1 AND consensus_timestamp <= $2 AND nonce = 0 AND node_account_id = ANY($3::bigint[])
        GROUP BY 1, 2),
     paid AS (
       SELECT c.consensus_timestamp / 86400000000000 AS day, c.entity_id AS node_account_id, count(*) AS n,
              sum(c.amount)::numeric AS tinybar
         FROM crypto_transfer c
        WHERE c.consensus_timestamp > $1 AND c.consensus_timestamp <= $2 AND c.amount > 0
          AND c.entity_id = ANY($3::bigint[])
          AND EXISTS (SELECT 1 FROM crypto_transfer p
                       WHERE p.consensus_timestamp = c.consensus_timestamp AND p.amount < 0
                         AND p.consensus_timestamp > $1 AND p.consensus_timestamp <= $2
                         AND p.entity_id = ANY($4::bigint[]))
        GROUP BY 1, 2)
     SELECT coalesce(h.day, p.day) AS day, coalesce(h.node_account_id, p.node_account_id) AS node_account_id,
            coalesce(h.n, 0) AS transactions, coalesce(p.n, 0) AS reward_payouts,
            coalesce(p.tinybar, 0)::text AS reward_tinybar
       FROM handled h FULL JOIN paid p ON p.day = h.day AND p.node_account_id = h.node_account_id`,
    [fromNs, toNs, nodeAccounts.map(String), REWARD_PAYER_ACCOUNTS.map(String)],
  );
}

/** The first transaction at or after `sinceNs` (where a first rollup starts). */
export async function firstTransactionSinceNs(ledger: Queryable, sinceNs: bigint): Promise<bigint | null> {
  const [row] = await ledger.query<{ consensus_timestamp: bigint }>(
    'SELECT consensus_timestamp FROM transaction WHERE consensus_timestamp >= $1 ORDER BY consensus_timestamp LIMIT 1',
    [sinceNs],
  );
  return row?.consensus_timestamp ?? null;
}
