import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { openMigratedPglite } from '../db/testing';
import { findViolations } from './consistency';
import { keccak256 } from './keccak';
import { generateDemoLedger, type DemoStats } from './generate';
import { MAX_CATCH_UP_MS, appendBlock, catchUp, loadLiveState, startLiveDemo } from './live';
import { WRITTEN_TABLES } from './tables';

const END = new Date('2026-01-15T12:00:00.000Z');
const SMALL = { seed: 7, blocks: 150, endTime: END } as const;

async function one<T>(db: Db, sql: string): Promise<T> {
  const [row] = await db.query(sql);
  return Object.values(row ?? {})[0] as T;
}

/** An order-independent digest of every table the generator writes. */
async function digests(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of WRITTEN_TABLES) {
    out[table] = await one<string>(
      db,
      `SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') FROM ${table} t`,
    );
  }
  return out;
}

describe('demo ledger', () => {
  let db: Db;
  let stats: DemoStats;

  beforeAll(async () => {
    db = await openMigratedPglite();
    stats = await generateDemoLedger(db, SMALL);
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  it('is consistent', async () => {
    expect(await findViolations(db)).toEqual([]);
  }, 60_000);

  it('registers a block node, a mirror node, an RPC relay and a general service (HIP-1137) that consensus nodes vouch for', async () => {
    const nodes = await db.query<{ id: bigint; type: string; history: bigint }>(
      `SELECT registered_node_id AS id, type::text AS type,
              (SELECT count(*) FROM registered_node_history h WHERE h.registered_node_id = r.registered_node_id) AS history
       FROM registered_node r ORDER BY registered_node_id`,
    );
    expect(nodes.map((n) => [Number(n.id), n.type, Number(n.history)])).toEqual([
      [1, '{0}', 1],
      [2, '{2}', 0],
      [3, '{3}', 0],
      [4, '{1}', 0],
    ]);
    const types = await db.query<{ type: number; n: bigint }>(
      'SELECT type, count(*) AS n FROM transaction WHERE type IN (55, 78, 79) GROUP BY type ORDER BY type',
    );
    expect(types.map((t) => [t.type, Number(t.n)])).toEqual([
      [55, 2],
      [78, 4],
      [79, 1],
    ]);
    const vouched = await db.query<{ node_id: bigint; ids: string }>(
      `SELECT node_id, array_to_string(associated_registered_nodes, ',') AS ids FROM node WHERE associated_registered_nodes IS NOT NULL ORDER BY node_id`,
    );
    expect(vouched.map((v) => [Number(v.node_id), v.ids])).toEqual([
      [0, '1,4'],
      [1, '2,3'],
    ]);
  });

  it('has the requested size and every kind of row', async () => {
    expect(stats.blocks).toBe(150);
    expect(await one<bigint>(db, 'SELECT count(*) FROM record_file')).toBe(150n);
    expect(stats.transactions).toBeGreaterThanOrEqual(1500);
    for (const table of WRITTEN_TABLES) {
      if (table === 'token_allowance_history' || table === 'nft_allowance_history') continue;
      expect(stats.rows[table], table).toBeGreaterThan(0);
    }
    expect(
      await one<bigint>(db, `SELECT count(*) FROM entity WHERE type = 'ACCOUNT' AND key IS NOT NULL`),
    ).toBeGreaterThanOrEqual(200n);
    // The importer's topic_message_lookup (topicMessageLookups on): every message within its topic's recorded range.
    const lookupWidth =
      'SELECT sum(upper(sequence_number_range) - lower(sequence_number_range))::bigint FROM topic_message_lookup';
    expect(await one<bigint>(db, lookupWidth)).toBe(await one<bigint>(db, 'SELECT count(*) FROM topic_message'));
    expect(await one<bigint>(db, 'SELECT count(*) FROM topic_message')).toBeGreaterThan(0n);
  });

  it('moves NFTs over time: transfers, burns and wipes, each leaving a version in nft_history', async () => {
    const [row] = await db.query<{ moved: bigint; burns: bigint; wipes: bigint; gone: bigint; versions: bigint }>(
      `SELECT (SELECT count(*) FROM transaction WHERE type = 14 AND nft_transfer IS NOT NULL) AS moved,
              (SELECT count(*) FROM transaction WHERE type = 38 AND result = 22) AS burns,
              (SELECT count(*) FROM transaction WHERE type = 39 AND result = 22) AS wipes,
              (SELECT count(*) FROM nft WHERE deleted AND account_id IS NULL) AS gone,
              (SELECT count(*) FROM nft_history) AS versions`,
    );
    expect(row!.moved).toBeGreaterThan(0n);
    expect(row!.burns).toBeGreaterThan(0n);
    expect(row!.wipes).toBeGreaterThan(0n);
    expect(row!.gone).toBe(row!.burns + row!.wipes);
    expect(row!.versions).toBeGreaterThanOrEqual(row!.moved + row!.gone);
  });

  it('covers every contract action kind and nested depth', async () => {
    const [row] = await db.query<{ depth: number; types: number[]; ops: number[]; results: number[] }>(
      `SELECT max(call_depth) AS depth, array_agg(DISTINCT call_type) AS types, array_agg(DISTINCT call_operation_type) AS ops,
              array_agg(DISTINCT result_data_type) AS results FROM contract_action`,
    );
    expect(row?.depth).toBeGreaterThanOrEqual(4);
    expect(row?.types).toEqual([0, 1, 2, 3, 4]);
    expect(row?.ops).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(row?.results).toEqual([11, 12, 13]);
  });

  it('has Ethereum transactions of types 0, 1 and 2 as signed envelopes, access lists, and failed ones with revert reasons', async () => {
    const rows = await db.query<{
      type: number;
      data: Uint8Array;
      hash: Uint8Array;
      access_list: Uint8Array | null;
      signature_v: Uint8Array;
      recovery_id: number;
    }>('SELECT type, data, hash, access_list, signature_v, recovery_id FROM ethereum_transaction');
    expect([...new Set(rows.map((r) => r.type))].sort()).toEqual([0, 1, 2]);
    for (const row of rows) {
      // The hash is the keccak of the envelope; a typed envelope starts with its type, a legacy one is an RLP list.
      expect(Buffer.from(keccak256(row.data)).equals(Buffer.from(row.hash))).toBe(true);
      if (row.type !== 0) expect(row.data[0]).toBe(row.type);
      else {
        expect(row.data[0]).toBeGreaterThanOrEqual(0xc0);
        expect(row.access_list).toBeNull();
        expect(BigInt(`0x${Buffer.from(row.signature_v).toString('hex')}`)).toBe(
          295n * 2n + 35n + BigInt(row.recovery_id),
        );
      }
    }
    expect(rows.some((r) => r.access_list && r.access_list.length > 0)).toBe(true);
    const failed = await db.query<{ error_message: string }>(
      `SELECT r.error_message FROM contract_result r JOIN ethereum_transaction e USING (consensus_timestamp) WHERE r.transaction_result <> 22`,
    );
    // Reverts carry their ABI-encoded reason (Error(string) 0x08c379a0, Panic(uint256) 0x4e487b71), halts their name.
    expect(failed.some((r) => /^0x(08c379a0|4e487b71)/.test(r.error_message))).toBe(true);
  });

  it('has child, scheduled and failed transactions and all airdrop states', async () => {
    expect(
      await one<bigint>(
        db,
        'SELECT count(*) FROM transaction WHERE nonce > 0 AND parent_consensus_timestamp IS NOT NULL',
      ),
    ).toBeGreaterThan(0n);
    expect(await one<bigint>(db, 'SELECT count(*) FROM transaction WHERE scheduled')).toBeGreaterThan(0n);
    expect(
      await one<bigint>(db, 'SELECT count(DISTINCT result) FROM transaction WHERE result <> 22'),
    ).toBeGreaterThanOrEqual(4n);
    expect(
      await one<string[]>(db, 'SELECT array_agg(DISTINCT state::text ORDER BY state::text) FROM token_airdrop'),
    ).toEqual(['CANCELLED', 'CLAIMED', 'PENDING']);
  });

  it('ends at the requested time', async () => {
    const end = await one<bigint>(db, 'SELECT max(consensus_end) FROM record_file');
    const endNs = BigInt(END.getTime()) * 1_000_000n;
    expect(end <= endNs && end > endNs - 2_000_000_000n).toBe(true);
  });

  it('is deterministic: same seed and end time give identical rows', async () => {
    const again = await openMigratedPglite();
    try {
      await generateDemoLedger(again, SMALL);
      expect(await digests(again)).toEqual(await digests(db));
    } finally {
      await again.close();
    }
  }, 120_000);

  it("live mode starts from the compiled contracts' stored storage, so its calls read and write real slots", async () => {
    const live = (await loadLiveState(db))!;
    const rows = await db.query<{ contract_id: bigint; slots: bigint }>(
      'SELECT contract_id, count(*) AS slots FROM contract_state GROUP BY contract_id',
    );
    const stored = new Map(rows.map((r) => [Number(r.contract_id), Number(r.slots)]));
    const executed = [...live.ledger.state.contracts.values()]; // loadLiveState keeps only the compiled ones here
    expect(executed.length).toBeGreaterThan(0);
    for (const contract of executed)
      expect(contract.storage.size, `contract ${contract.id}`).toBe(stored.get(contract.id) ?? 0);
    expect(executed.some((c) => c.storage.size > 0)).toBe(true);
  }, 60_000);

  it('live mode appends consistent blocks continuing the chain', async () => {
    const before = await one<bigint>(db, 'SELECT count(*) FROM record_file');
    const live = await loadLiveState(db);
    expect(live).not.toBeNull();
    for (let i = 0; i < 3; i++) await appendBlock(db, live!, { intervalMs: 2000 });
    const handle = startLiveDemo(db, { intervalMs: 20, log: () => {} });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await handle.stop();
    expect(await one<bigint>(db, 'SELECT count(*) FROM record_file')).toBeGreaterThan(before + 3n);
    expect(await findViolations(db)).toEqual([]);
  }, 60_000);

  it('live mode back-fills a short pause before its first block, and leaves a long one as history', async () => {
    const live = (await loadLiveState(db))!;
    const endMs = Number(live.ledger.block.current.consensusEnd / 1_000_000n);
    expect(await catchUp(db, live, { intervalMs: 2000 }, endMs + MAX_CATCH_UP_MS + 60_000)).toBe(0);
    const appended = await catchUp(db, live, { intervalMs: 2000 }, endMs + 30_000);
    expect(appended).toBeGreaterThanOrEqual(10);
    const newestMs = Number((await one<bigint>(db, 'SELECT max(consensus_end) FROM record_file')) / 1_000_000n);
    expect(endMs + 30_000 - newestMs).toBeLessThanOrEqual(4_000);
    expect(await findViolations(db)).toEqual([]);
  }, 60_000);
});
