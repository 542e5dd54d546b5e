import { describe, expect, it } from 'vitest';
import { openMigratedPglite } from '../db/testing';
import { BalanceSnapshots, writeLiveSnapshot } from './balance-snapshots';
import { RowSink } from './sink';
import { LedgerState, newEntity } from './state';

const DEC_1 = BigInt(Date.UTC(2025, 11, 1)) * 1_000_000n;
const DEC_2 = BigInt(Date.UTC(2025, 11, 2)) * 1_000_000n;
const JAN_1 = BigInt(Date.UTC(2026, 0, 1)) * 1_000_000n;

function ledger(): LedgerState {
  const state = new LedgerState(1000);
  for (const [id, balance] of [
    [2, 100n],
    [1001, 5n],
    [1002, 6n],
  ] as const)
    state.entities.set(id, newEntity(id, 'ACCOUNT', 1n, { balance }));
  state.addTokenAccount({
    accountId: 1001,
    tokenId: 5000,
    balance: 7n,
    createdTs: 1n,
    modifiedTs: 1n,
    automatic: false,
  });
  return state;
}

describe('balance snapshots', () => {
  it('writes what changed plus the treasury, and everything again in a new month', () => {
    const state = ledger();
    const sink = new RowSink();
    const snapshots = new BalanceSnapshots();
    snapshots.write(sink, state, DEC_1);
    expect(sink.counts.get('account_balance')).toBe(3);
    state.entity(1001).balance = 9n;
    snapshots.write(sink, state, DEC_2);
    expect(sink.counts.get('account_balance')).toBe(5); // 0.0.2 and 0.0.1001
    expect(sink.counts.get('token_balance')).toBe(1); // unchanged: written once
    snapshots.write(sink, state, JAN_1);
    expect([sink.counts.get('account_balance'), sink.counts.get('token_balance')]).toEqual([8, 2]);
  });

  it('does the same in SQL for the live demo, by balance_timestamp', async () => {
    const db = await openMigratedPglite();
    try {
      await db.exec(`INSERT INTO entity (id, num, realm, shard, type, balance, balance_timestamp, timestamp_range) VALUES
          (2, 2, 0, 0, 'ACCOUNT', 100, 10, '[1,)'), (1001, 1001, 0, 0, 'ACCOUNT', 5, ${DEC_2 - 1n}, '[1,)'),
          (1002, 1002, 0, 0, 'ACCOUNT', 6, 10, '[1,)');
        INSERT INTO token_account (account_id, token_id, balance, balance_timestamp, associated, created_timestamp, timestamp_range)
          VALUES (1001, 5000, 7, 10, true, 1, '[1,)')`);
      const rows = async () =>
        db.query<{ ts: bigint; n: bigint }>(
          'SELECT consensus_timestamp AS ts, count(*) AS n FROM account_balance GROUP BY 1 ORDER BY 1',
        );
      await writeLiveSnapshot(db, DEC_1); // no previous snapshot: full
      await writeLiveSnapshot(db, DEC_2); // the treasury and the account changed since
      await writeLiveSnapshot(db, JAN_1); // a new month: full
      expect(await rows()).toEqual([
        { ts: DEC_1, n: 3n },
        { ts: DEC_2, n: 2n },
        { ts: JAN_1, n: 3n },
      ]);
      const [tokens] = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM token_balance');
      expect(tokens!.n).toBe(2n);
    } finally {
      await db.close();
    }
  });
});
