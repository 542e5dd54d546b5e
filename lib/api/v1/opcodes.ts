/**
 * GET /api/v1/contracts/results/{transactionIdOrHash}/opcodes (web3, §3.4 of the 0.154 facts): the recorded
 * contract transaction re-executed on the ledger as it stood just before it, with each step's opcode, gas, and
 * on request its stack, memory and the storage its contract touched so far. It re-runs what lib/evm ran when the
 * demo recorded it, so output, gas and failure match the recorded result. As the reference since 0.150 it wants
 * `Accept-Encoding: gzip` (406 without) and is throttled to WEB3_OPCODE_REQUESTS_PER_SECOND.
 */
import { bytesToHex } from '../../core/hex';
import type { InterpreterStep } from '@ethereumjs/evm';
import { formatEntityId, parseEntityId } from '../../core/entity-id';
import { longZeroAddress, prefixedHex, toBigInt, word } from '../../evm/address';
import { executeCall, ExecutionDeadline } from '../../evm/execute';
import { UnsupportedSystemCall } from '../../evm/system-contracts';
import { findTransactionByHash, findTransactionById } from '../../ledger/contract-actions';
import { ledgerViewBefore, recordedCall } from '../../ledger/evm-state';
import type { Opcode, OpcodesResponse } from '../../schemas/v1/contract-call';
import type { ApiContext } from './context';
import { Web3Error } from './web3-error';
import { bucket } from './web3-throttle';

export const OPCODES_PATH = /^\/api\/v1\/contracts\/results\/([^/]*)\/opcodes$/;

const TRANSACTION_ID = /^(\d{1,4}\.\d{1,5}\.\d{1,12})-(\d{1,19})-(\d{1,9})$/;
const HASH = /^(?:0x)?([0-9A-Fa-f]{64})$/;

function flag(query: URLSearchParams, name: string, fallback: boolean): boolean {
  const value = query.get(name);
  if (value === null) return fallback;
  if (/^true$/i.test(value)) return true;
  if (/^false$/i.test(value)) return false;
  throw new Web3Error(400, 'Bad Request', `Failed to convert '${name}'`);
}

/** The consensus timestamp and payer of the transaction the path names. */
async function locate(ctx: ApiContext, id: string): Promise<{ timestamp: bigint; payer: bigint }> {
  if (id === '') throw new Web3Error(400, 'Bad Request', 'Missing transaction ID or hash');
  const hash = HASH.exec(id);
  if (hash) {
    const found = await findTransactionByHash(ctx.db, Buffer.from(hash[1]!, 'hex'));
    if (!found) throw new Web3Error(404, 'Not Found', `Contract transaction hash not found: ${id}`);
    return found;
  }
  const parts = TRANSACTION_ID.exec(id);
  const payer = parts && parseEntityId(parts[1]!);
  if (!parts || payer === null || payer === undefined)
    throw new Web3Error(400, 'Bad Request', `Unsupported ID format: '${id}'`);
  const timestamp = await findTransactionById(ctx.db, payer, BigInt(parts[2]!) * 1_000_000_000n + BigInt(parts[3]!));
  if (timestamp === null) throw new Web3Error(404, 'Not Found', `Transaction not found: ${id}`);
  return { timestamp, payer };
}

const words = (bytes: Uint8Array): string[] => {
  const out: string[] = [];
  for (let i = 0; i < bytes.length; i += 32) out.push(bytesToHex(bytes.subarray(i, i + 32)).padEnd(64, '0'));
  return out;
};

const SLOAD = 0x54;
const SSTORE = 0x55;

export async function opcodeTrace(
  ctx: ApiContext,
  id: string,
  query: URLSearchParams,
  acceptEncoding: string | null,
): Promise<OpcodesResponse> {
  if (!/\bgzip\b/i.test(acceptEncoding ?? ''))
    throw new Web3Error(406, 'Not Acceptable', 'Accept-Encoding: gzip header is required');
  if (!bucket('opcodes', ctx.config.WEB3_OPCODE_REQUESTS_PER_SECOND).take(1))
    throw new Web3Error(429, 'Too Many Requests', 'Requests per second rate limit exceeded');
  const withStack = flag(query, 'stack', true);
  const withMemory = flag(query, 'memory', false);
  const withStorage = flag(query, 'storage', false);
  const { timestamp, payer } = await locate(ctx, id);
  const call = await recordedCall(ctx.db, timestamp, payer);
  if (!call) throw new Web3Error(404, 'Not Found', `Contract result not found: ${id}`);
  const view = await ledgerViewBefore(ctx.db, timestamp);
  if (!view) throw new Web3Error(404, 'Not Found', `Transaction not found: ${id}`);
  const target = await view.addressOf(call.contractId);
  const from = call.senderId === null ? null : await view.addressOf(call.senderId);
  const opcodes: Opcode[] = [];
  // The slots each contract touched so far, as the trace shows them at SLOAD and SSTORE.
  const touched = new Map<string, Map<string, string>>();
  const onStep = async (step: InterpreterStep) => {
    const code = step.opcode.code;
    let storage: Record<string, string> | null = withStorage ? {} : null;
    if (withStorage && (code === SLOAD || code === SSTORE) && step.stack.length >= (code === SSTORE ? 2 : 1)) {
      const slots = touched.get(step.address.toString()) ?? new Map<string, string>();
      touched.set(step.address.toString(), slots);
      const key = word(step.stack[step.stack.length - 1]!);
      const value =
        code === SSTORE
          ? word(step.stack[step.stack.length - 2]!)
          : word(toBigInt(await step.stateManager.getStorage(step.address, key)));
      slots.set(bytesToHex(key), bytesToHex(value));
      storage = Object.fromEntries(slots);
    }
    opcodes.push({
      depth: step.depth + 1,
      gas: step.gasLeft,
      gas_cost: step.opcode.dynamicFee ?? BigInt(step.opcode.fee),
      memory: withMemory ? words(step.memory) : null,
      op: step.opcode.name,
      pc: step.pc,
      reason: step.error ? prefixedHex(step.error) : null,
      stack: withStack ? step.stack.map((v) => bytesToHex(word(v))) : null,
      storage,
    });
  };
  const input = {
    from,
    to: call.create ? null : target,
    createAt: call.create ? longZeroAddress(call.contractId) : undefined,
    data: call.input,
    value: call.amount,
    gas: call.gasLimit,
    gasPrice: 0n,
  };
  try {
    const outcome = await executeCall(view, input, {
      chainId: ctx.config.EVM_CHAIN_ID,
      deadline: performance.now() + ctx.config.WEB3_CALL_TIMEOUT_MS,
      onStep,
    });
    return {
      address: call.create ? prefixedHex(new Uint8Array(20)) : prefixedHex(target),
      contract_id: formatEntityId(call.contractId),
      failed: outcome.kind !== 'success',
      gas: outcome.gasUsed,
      opcodes,
      return_value: outcome.kind === 'halt' ? '0x' : prefixedHex(outcome.output),
    };
  } catch (error) {
    if (error instanceof UnsupportedSystemCall) throw new Web3Error(501, 'Not Implemented', error.message);
    if (error instanceof ExecutionDeadline) throw new Web3Error(503, 'Service Unavailable', error.message);
    throw error;
  }
}
