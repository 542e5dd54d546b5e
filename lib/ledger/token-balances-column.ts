/**
 * An account row's token balances as one JSON column of that row, so a page of accounts (or balances) and their
 * tokens is one statement rather than a second round trip: `/accounts`, `/accounts/{id}` and `/balances`, now or at
 * a balance snapshot.
 */
import { formatEntityId } from '../core/entity-id';
import type { TokenBalance } from '../schemas/v1/account';
import type { SortDirection } from './sql';

/** Where the balances come from: the current token_account rows, or token_balance within a snapshot's window. */
export type TokenBalanceSource = { kind: 'current' } | { kind: 'snapshot'; lower: string; upper: string };

/**
 * `(…)::text AS tokens_json` for the account in `accountColumn`: up to `limit` balances in token order. The SQL
 * values (`limit`, the window's bounds) are placeholders already bound by the caller.
 */
export function tokenBalancesColumn(
  accountColumn: string,
  source: TokenBalanceSource,
  direction: SortDirection,
  limit: string,
): string {
  const rows =
    source.kind === 'current'
      ? `SELECT token_id, balance FROM token_account WHERE account_id = ${accountColumn} AND associated IS TRUE
         ORDER BY token_id ${direction} LIMIT ${limit}`
      : // each token's newest row in the window
        `SELECT DISTINCT ON (token_id) token_id, balance FROM token_balance
         WHERE account_id = ${accountColumn} AND consensus_timestamp >= ${source.lower} AND consensus_timestamp <= ${source.upper}
         ORDER BY token_id ${direction}, consensus_timestamp DESC LIMIT ${limit}`;
  return `(SELECT json_agg(json_build_array(tb.token_id::text, tb.balance::text) ORDER BY tb.token_id ${direction})
     FROM (${rows}) tb)::text AS tokens_json`;
}

/** The column's text as wire balances (ids and amounts travel as text, so int64 stays exact). */
export function parseTokenBalances(json: string | null): TokenBalance[] {
  if (!json) return [];
  return (JSON.parse(json) as [string, string][]).map(([token, amount]) => ({
    token_id: formatEntityId(BigInt(token))!,
    balance: BigInt(amount),
  }));
}
