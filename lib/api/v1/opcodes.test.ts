import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJsonLossless } from '../../core/int64-json';
import type { Db } from '../../db';
import { COMPILED } from '../../demo/solidity/compiled';
import type { ApiContext } from './context';
import { demoContext, openDemoLedger } from './demo-ledger.test-helpers';
import { appendLiveContractCalls } from '../../demo/live.testing';
import { OpcodesResponse, Web3ErrorResponse } from '../../schemas/v1/contract-call';
import { handleV1 } from './router';

let db: Db;
let ctx: ApiContext;

beforeAll(async () => {
  db = await openDemoLedger();
  // The live demo's calls too: it runs the compiled contracts through the same EVM, on the storage it resumed.
  expect(await appendLiveContractCalls(db, 6)).toBeGreaterThanOrEqual(6);
  const base = demoContext(db);
  ctx = { ...base, config: { ...base.config, WEB3_OPCODE_REQUESTS_PER_SECOND: 1_000 } };
}, 120_000);

afterAll(() => db?.close());

async function trace(id: string, query = '', headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate' }) {
  const response = await handleV1(
    new Request(`http://localhost/api/v1/contracts/results/${id}/opcodes${query}`, { headers }),
    ctx,
  );
  return { status: response.status, body: parseJsonLossless(await response.text()) as unknown };
}

interface RecordedResult extends Record<string, unknown> {
  transaction_hash: Uint8Array;
  logs: bigint;
  gas_used: bigint;
  call_result: Uint8Array | null;
  transaction_result: number;
}

describe('GET /api/v1/contracts/results/{id}/opcodes', () => {
  it('re-executes every transaction of the compiled demo contracts to its recorded output, gas and failure', async () => {
    const recorded = await db.query<RecordedResult>(
      `SELECT r.transaction_hash, r.gas_used, r.call_result, r.transaction_result,
         (SELECT count(*) FROM contract_log l WHERE l.consensus_timestamp = r.consensus_timestamp) AS logs
       FROM contract c JOIN contract_result r ON r.contract_id = c.id WHERE c.runtime_bytecode = ANY($1::bytea[]) ORDER BY r.consensus_timestamp`,
      [Object.values(COMPILED).map((c) => Buffer.from(c.runtime, 'hex'))],
    );
    expect(recorded.length).toBeGreaterThan(5);
    for (const r of recorded) {
      const hash = `0x${Buffer.from(r.transaction_hash).toString('hex')}`;
      const { status, body } = await trace(hash, '?stack=false');
      expect(status, hash).toBe(200);
      const answer = OpcodesResponse.parse(body);
      expect({ gas: BigInt(answer.gas), failed: answer.failed }, hash).toEqual({
        gas: r.gas_used,
        failed: r.transaction_result !== 22,
      });
      expect(answer.return_value, hash).toBe(`0x${Buffer.from(r.call_result ?? new Uint8Array(0)).toString('hex')}`);
      expect(answer.opcodes.length).toBeGreaterThan(10);
      // Each recorded log is one LOGn the re-execution ran (these contracts log only in frames that succeed).
      if (!answer.failed)
        expect(answer.opcodes.filter((o) => o.op.startsWith('LOG')).length, hash).toBe(Number(r.logs));
      expect(answer.opcodes[0]).toMatchObject({
        depth: 1,
        pc: 0,
        op: 'PUSH1',
        stack: null,
        memory: null,
        storage: null,
      });
    }
  }, 120_000);

  it('shows stack, memory and the touched storage on request, and the revert reason at REVERT', async () => {
    const [reverted] = await db.query<RecordedResult>(
      `SELECT r.transaction_hash FROM contract c JOIN contract_result r ON r.contract_id = c.id
       WHERE c.runtime_bytecode = $1 AND r.transaction_result = 33 LIMIT 1`,
      [Buffer.from(COMPILED.Vault.runtime, 'hex')],
    );
    expect(reverted).toBeDefined();
    const { body } = await trace(
      `0x${Buffer.from(reverted!.transaction_hash).toString('hex')}`,
      '?memory=true&storage=true',
    );
    const { opcodes } = OpcodesResponse.parse(body);
    const sload = opcodes.find((o) => o.op === 'SLOAD')!;
    expect(Object.keys(sload.storage!)).toHaveLength(1);
    expect(sload.stack!.every((v) => /^[0-9a-f]{64}$/.test(v))).toBe(true);
    const revert = opcodes.at(-1)!;
    expect(revert.op).toBe('REVERT');
    expect(revert.reason).toMatch(/^0x08c379a0/);
  });

  it("answers the reference's errors", async () => {
    const notAcceptable = await trace('0.0.2-1-1', '', {});
    expect(notAcceptable.status).toBe(406);
    Web3ErrorResponse.parse(notAcceptable.body);
    expect(await trace('nonsense')).toEqual({
      status: 400,
      body: {
        _status: { messages: [{ message: 'Bad Request', detail: "Unsupported ID format: 'nonsense'", data: '' }] },
      },
    });
    expect((await trace(`0x${'ab'.repeat(32)}`)).status).toBe(404);
    expect((await trace('0.0.2-1-1')).status).toBe(404);
    expect((await trace('0.0.2-1-1', '?stack=maybe')).status).toBe(400);
  });
});
