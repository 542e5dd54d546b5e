/**
 * The bench's contract call: `balanceOf` of the demo ERC-20 (DemoToken, lib/demo/solidity) through
 * POST /api/v1/contracts/call, for a holder found in the bench ledger by its Transfer events. Issue 27 asks for at
 * least 300 calls/s at 10 connections with p90 under 50 ms and CPU per call within 3× a /blocks page; the
 * reference's web3 module throttles at 500 calls/s per instance, which is printed beside it as the anchor.
 */
import { concatBytes, hexToBytes, bytesToHex } from '../../lib/core/hex';
import { entityIdToLongZero } from '../../lib/core/entity-id';
import { openPg } from '../../lib/db/pg-driver';
import { selector } from '../../lib/evm/abi';
import { COMPILED } from '../../lib/demo/solidity/compiled';

/** The reference's `hiero.mirror.web3.throttle.requestsPerSecond`: the most one web3 instance answers. */
export const REFERENCE_CALLS_PER_SECOND = 500;

/** Issue 27's bar for the call on this machine. */
export const CALL_TARGET = { callsPerSecond: 300, p90Ms: 50, cpuOverBlocks: 3 } as const;

const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

export interface ContractCallTarget {
  /** The ERC-20's long-zero address. */
  to: string;
  /** The JSON body of the balanceOf request. */
  body: string;
}

/** The balanceOf request of the ledger's DemoToken for its holder with the most Transfer events; null without one. */
export async function findBalanceOfCall(databaseUrl: string): Promise<ContractCallTarget | null> {
  const db = openPg({ url: databaseUrl, poolSize: 1, statementTimeoutMs: 600_000 });
  try {
    const [token] = await db.query<{ id: bigint }>(
      'SELECT id FROM contract WHERE runtime_bytecode = $1 ORDER BY id LIMIT 1',
      [hexToBytes(COMPILED.DemoToken.runtime)],
    );
    if (!token) return null;
    const [holder] = await db.query<{ topic2: Uint8Array }>(
      `SELECT topic2 FROM contract_log WHERE contract_id = $1 AND topic0 = $2 AND topic2 IS NOT NULL
       GROUP BY topic2 ORDER BY count(*) DESC, topic2 LIMIT 1`,
      [token.id, hexToBytes(TRANSFER_TOPIC)],
    );
    if (!holder) return null;
    // A stored topic has no leading zero bytes: the address is its last 20 bytes, padded back to a word.
    const account = new Uint8Array(32);
    account.set(holder.topic2, 32 - holder.topic2.length);
    const to = entityIdToLongZero(token.id);
    const data = `0x${bytesToHex(concatBytes(selector('balanceOf(address)'), account))}`;
    return { to, body: JSON.stringify({ block: 'latest', data, to, estimate: false }) };
  } finally {
    await db.close();
  }
}

/** The verdict line: the figures against issue 27's bar and the reference's throttle. */
export function callVerdict(
  figures: { requestsPerSecond: number; p90: number; cpu: number },
  blocksCpu: number,
): string {
  const ratio = figures.cpu / blocksCpu;
  const met =
    figures.requestsPerSecond >= CALL_TARGET.callsPerSecond &&
    figures.p90 < CALL_TARGET.p90Ms &&
    ratio <= CALL_TARGET.cpuOverBlocks;
  return (
    `contract call (ERC-20 balanceOf): ${figures.requestsPerSecond.toFixed(0)} calls/s, p90 ${figures.p90.toFixed(1)} ms, ` +
    `CPU ${figures.cpu.toFixed(2)} ms/call = ${ratio.toFixed(2)}× /blocks; target ≥ ${CALL_TARGET.callsPerSecond} calls/s, ` +
    `p90 < ${CALL_TARGET.p90Ms} ms, ≤ ${CALL_TARGET.cpuOverBlocks}× /blocks: ${met ? 'met' : 'NOT met'}; ` +
    `reference web3 throttle ${REFERENCE_CALLS_PER_SECOND} calls/s per instance`
  );
}
