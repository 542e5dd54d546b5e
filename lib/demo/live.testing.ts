/**
 * Live blocks for the tests that check what the live demo records: appended until the compiled contracts have
 * been called live a few times, so their checks cover live rows as well as generated ones.
 */
import type { Db } from '../db/types';
import { appendBlock, loadLiveState } from './live';
import { COMPILED } from './solidity/compiled';

/** Appends live blocks until `calls` calls of the compiled contracts were recorded by them (at most `maxBlocks`); returns how many were. */
export async function appendLiveContractCalls(db: Db, calls: number, maxBlocks = 300): Promise<number> {
  const live = await loadLiveState(db);
  if (!live) throw new Error('no ledger to continue');
  const since = live.ledger.block.current.consensusEnd;
  const compiled = Object.values(COMPILED).map((c) => Buffer.from(c.runtime, 'hex'));
  let recorded = 0;
  // Blocks a second apart from the ledger's end, so the run does not depend on the wall clock.
  for (let block = 1; block <= maxBlocks && recorded < calls; block++) {
    await appendBlock(db, live, { intervalMs: 1000 }, since + BigInt(block) * 1_000_000_000n);
    const [row] = await db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM contract_result r JOIN contract c ON c.id = r.contract_id
       WHERE r.consensus_timestamp > $1 AND c.runtime_bytecode = ANY($2::bytea[])`,
      [since, compiled],
    );
    recorded = Number(row?.n ?? 0n);
  }
  return recorded;
}
