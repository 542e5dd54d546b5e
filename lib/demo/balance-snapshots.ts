/**
 * Balance snapshots (`account_balance`, `token_balance`) as a Mirror Node importer writes them from the network's
 * balance files every 15 minutes: deduplicated, i.e. only balances that changed since the previous snapshot plus the
 * treasury (every snapshot has it), and a full snapshot as the first of each month, so one month's partition alone
 * answers "the balances as of a snapshot" (the reference reads them that way).
 */
import type { Queryable } from '../db/types';
import { Account, NS_PER_SECOND } from './constants';
import type { RowSink } from './sink';
import type { LedgerState } from './state';

export const BALANCE_SNAPSHOT_NS = 900n * NS_PER_SECOND;

/** The 15-minute slot a timestamp falls in: a snapshot is due when a block crosses into a new slot. */
export const snapshotSlot = (ts: bigint) => ts / BALANCE_SNAPSHOT_NS;

/** Months since the epoch (UTC) of a nanosecond timestamp: the balance tables' partition. */
export function monthOf(ts: bigint): number {
  const date = new Date(Number(ts / 1_000_000n));
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** The batch generator's snapshots, from the in-memory state; remembers what the previous one wrote. */
export class BalanceSnapshots {
  private readonly accounts = new Map<number, bigint>();
  private readonly tokens = new Map<string, bigint>();
  private month: number | null = null;

  write(sink: RowSink, state: LedgerState, ts: bigint): void {
    const full = monthOf(ts) !== this.month;
    this.month = monthOf(ts);
    for (const e of state.entities.values()) {
      if (e.type !== 'ACCOUNT' && e.type !== 'CONTRACT') continue;
      if (!full && e.id !== Account.TREASURY && this.accounts.get(e.id) === e.balance) continue;
      this.accounts.set(e.id, e.balance);
      sink.add('account_balance', { consensus_timestamp: ts, balance: e.balance, account_id: e.id });
    }
    for (const [key, ta] of state.tokenAccounts) {
      if (!full && this.tokens.get(key) === ta.balance) continue;
      this.tokens.set(key, ta.balance);
      sink.add('token_balance', {
        consensus_timestamp: ts,
        account_id: ta.accountId,
        balance: ta.balance,
        token_id: ta.tokenId,
      });
    }
  }
}

/**
 * The live demo's snapshot at `ts`, straight from the current rows: what changed since the previous snapshot (by
 * balance_timestamp), the treasury, or everything when the previous one is in another month (or absent). Runs once
 * per 15 minutes, not per block.
 */
export async function writeLiveSnapshot(q: Queryable, ts: bigint): Promise<void> {
  const [previous] = await q.query<{ ts: bigint | null }>(
    'SELECT max(consensus_timestamp) AS ts FROM account_balance WHERE account_id = $1',
    [Account.TREASURY],
  );
  const since = previous?.ts ?? null;
  const full = since === null || monthOf(since) !== monthOf(ts);
  const params = [String(ts), full, String(since ?? -1), Account.TREASURY];
  await q.query(
    `INSERT INTO account_balance (consensus_timestamp, balance, account_id)
     SELECT $1::bigint, coalesce(balance, 0), id FROM entity
     WHERE type IN ('ACCOUNT', 'CONTRACT') AND ($2::boolean OR id = $4::bigint OR balance_timestamp > $3::bigint)`,
    params,
  );
  await q.query(
    `INSERT INTO token_balance (consensus_timestamp, account_id, balance, token_id)
     SELECT $1::bigint, account_id, balance, token_id FROM token_account WHERE $2::boolean OR balance_timestamp > $3::bigint`,
    params.slice(0, 3),
  );
}
