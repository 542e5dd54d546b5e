/**
 * `/network/supply`: the hbar released into circulation is the fixed total less what the treasury and the other
 * system accounts still hold (the reference's default `unreleasedSupplyAccounts`), now or as of a balance snapshot.
 */
import { formatTimestamp } from '../core/timestamp';
import type { Queryable } from '../db/types';
import type { NetworkSupplyResponse } from '../schemas/v1/network';

export const TOTAL_SUPPLY_TINYBARS = 5_000_000_000_000_000_000n;

/** Account number ranges (inclusive) whose balances are not released, in shard 0 realm 0. */
const UNRELEASED_ACCOUNTS: readonly (readonly [number, number])[] = [
  [2, 2],
  [42, 42],
  [44, 71],
  [73, 87],
  [99, 100],
  [200, 349],
  [400, 750],
];

const unreleased = (column: string) =>
  UNRELEASED_ACCOUNTS.map(([from, to]) =>
    from === to ? `${column} = ${from}` : `${column} BETWEEN ${from} AND ${to}`,
  ).join(' OR ');

interface SupplyRow {
  [column: string]: unknown;
  unreleased: bigint;
  consensus_timestamp: bigint | null;
}

function toSupply(row: SupplyRow | undefined): NetworkSupplyResponse | null {
  // No balance at all (an empty ledger, no snapshot in the window): nothing to report.
  if (!row || !row.consensus_timestamp) return null;
  return {
    released_supply: String(TOTAL_SUPPLY_TINYBARS - row.unreleased),
    timestamp: formatTimestamp(row.consensus_timestamp)!,
    total_supply: String(TOTAL_SUPPLY_TINYBARS),
  };
}

/** The supply from the accounts' current balances. */
export async function currentSupply(db: Queryable): Promise<NetworkSupplyResponse | null> {
  const [row] = await db.query<SupplyRow>(
    `SELECT coalesce(sum(balance), 0)::bigint AS unreleased, max(balance_timestamp) AS consensus_timestamp
     FROM entity WHERE ${unreleased('id')}`,
  );
  return toSupply(row);
}

/** The supply from each unreleased account's newest snapshot row in [lower, upper] (at most two months wide). */
export async function supplyAt(db: Queryable, lower: bigint, upper: bigint): Promise<NetworkSupplyResponse | null> {
  const [row] = await db.query<SupplyRow>(
    `SELECT coalesce(sum(balance), 0)::bigint AS unreleased, max(consensus_timestamp) AS consensus_timestamp
     FROM (SELECT DISTINCT ON (account_id) balance, consensus_timestamp FROM account_balance
           WHERE consensus_timestamp >= $1 AND consensus_timestamp <= $2 AND (${unreleased('account_id')})
           ORDER BY account_id, consensus_timestamp DESC) newest`,
    [lower, upper],
  );
  return toSupply(row);
}

const HBAR_DECIMALS = 8;

/** Tinybars as hbar with all eight decimals (the reference's default `currencyFormat: BOTH`). */
export function formatHbars(tinybars: string): string {
  const digits = tinybars.padStart(HBAR_DECIMALS + 1, '0');
  return `${digits.slice(0, -HBAR_DECIMALS)}.${digits.slice(-HBAR_DECIMALS)}`;
}
