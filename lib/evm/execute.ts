/**
 * One call or contract creation on the ledger's state at a block, as the Mirror Node's web3 module runs it:
 * `@ethereumjs/evm` at Cancun (the fork Hedera's EVM follows), Hedera's system contracts, the
 * intrinsic gas charged first, and every write kept in memory. Execution is bounded twice: by gas (15,000,000 at
 * most, which also bounds memory through its quadratic cost) and by a wall-clock deadline, checked at every
 * 256th JUMPDEST — where every loop passes — where the call also yields to the event loop after 10 ms of work, so
 * a call that burns its gas in a loop shares the process with other requests instead of stalling them.
 */
import { bytesToHex } from '../core/hex';
import type { EVMResult, InterpreterStep, Log } from '@ethereumjs/evm';
import { Address } from '@ethereumjs/util';
import { revertReason } from './abi';
import { longZeroAddress } from './address';
import type { LedgerView } from './ledger-view';
import { acquireEvm, releaseEvm } from './evm-pool';
import type { StorageAccess } from './state-manager';

export { ExecutionDeadline, HARDFORK } from './evm-pool';

export interface CallInput {
  /** Sender; the zero address when the request names none. */
  from: Uint8Array | null;
  /** Null: `data` is init code and the call creates a contract. */
  to: Uint8Array | null;
  data: Uint8Array;
  /** Tinybars. */
  value: bigint;
  gas: bigint;
  gasPrice: bigint;
  /**
   * Runs `data` as init code at this address, as the network runs a HAPI contract creation at the new entity's
   * long-zero address (with `to` null); the output is the runtime code to store there.
   */
  createAt?: Uint8Array;
}

export interface ExecutionOptions {
  chainId: bigint;
  /** `performance.now()` value after which execution stops with ExecutionDeadline. */
  deadline: number;
  /** Called before each opcode (the opcode trace); execution waits for the promise it returns. */
  onStep?: (step: InterpreterStep) => Promise<void>;
}

export type CallOutcome = (
  | { kind: 'success'; output: Uint8Array; gasUsed: bigint; logs: Log[]; createdAddress: Uint8Array | null }
  | { kind: 'revert'; output: Uint8Array; reason: string; gasUsed: bigint }
  | { kind: 'halt'; error: string; gasUsed: bigint }
) & {
  /** Slots read and written (the committed writes only). */
  storage?: StorageAccess[];
  /** Contracts the call created inside itself (CREATE/CREATE2 opcodes), with their runtime code. */
  created?: { address: string; code: Uint8Array }[];
};

/** Gas charged before the first opcode: the transaction, its calldata bytes and, for a creation, the init code. */
export function intrinsicGas(data: Uint8Array, create: boolean): bigint {
  let gas = 21_000n;
  for (const b of data) gas += b === 0 ? 4n : 16n;
  if (create) gas += 32_000n + 2n * BigInt(Math.ceil(data.length / 32));
  return gas;
}

const COINBASE = new Uint8Array(20);
const MIN_BLOB_BASE_FEE = 1n;
/** Ethereum's precompiles at Cancun (0x01..0x0a) and Hedera's system contracts (0x167..0x169). */
const PRECOMPILES = [...Array.from({ length: 10 }, (_, i) => BigInt(i + 1)), 0x167n, 0x168n, 0x169n].map(
  longZeroAddress,
);

function blockContext(view: LedgerView) {
  const { block } = view;
  return {
    header: {
      number: block.number,
      coinbase: new Address(COINBASE),
      timestamp: block.timestampNs / 1_000_000_000n,
      difficulty: 0n,
      prevRandao: block.hash.subarray(0, 32),
      gasLimit: 15_000_000n,
      baseFeePerGas: 0n,
      // The ledger carries no blobs, so every block's excess blob gas is 0 and EIP-4844's blob base fee is its
      // minimum, 1 wei; without a value the EVM throws at BLOBBASEFEE and the call would end in a 500.
      getBlobGasPrice: () => MIN_BLOB_BASE_FEE,
    },
  };
}

function outcomeOf(result: EVMResult, gasUsed: bigint): CallOutcome {
  const { execResult } = result;
  const error = execResult.exceptionError;
  if (!error) {
    return {
      kind: 'success',
      output: execResult.returnValue,
      gasUsed,
      logs: execResult.logs ?? [],
      createdAddress: result.createdAddress?.bytes ?? null,
    };
  }
  if (error.error === 'revert')
    return { kind: 'revert', output: execResult.returnValue, reason: revertReason(execResult.returnValue), gasUsed };
  return { kind: 'halt', error: error.error, gasUsed };
}

/** Runs one call; gas used includes the intrinsic gas. A gas limit below the intrinsic gas halts out of gas. */
export async function executeCall(view: LedgerView, input: CallInput, options: ExecutionOptions): Promise<CallOutcome> {
  const create = input.to === null;
  const intrinsic = intrinsicGas(input.data, create);
  if (input.gas < intrinsic) return { kind: 'halt', error: 'out of gas', gasUsed: input.gas };
  const pooled = await acquireEvm(options.chainId, view, options.deadline);
  const { evm, stateManager } = pooled;
  const { onStep } = options;
  // A tracer that fails (its storage read, say) lets execution go on and fails the call once it returns.
  let traceFailure: unknown = null;
  if (onStep) {
    evm.events.on(
      'step',
      (step: InterpreterStep, resolve?: (result?: unknown) => void) =>
        void onStep(step).then(
          () => resolve?.(),
          (error: unknown) => {
            traceFailure ??= error;
            resolve?.();
          },
        ),
    );
  }
  const caller = new Address(input.from ?? new Uint8Array(20));
  // A contract's account exists from its creation on (nonce 1, EIP-161), so the init code can write its storage.
  if (input.createAt) await stateManager.modifyAccountFields(new Address(input.createAt), { nonce: 1n, balance: 0n });
  else if (create) {
    // The sender's nonce picks the new contract's address; an unknown sender still creates at nonce 0.
    const account = await stateManager.getAccount(caller);
    if (!account) await stateManager.modifyAccountFields(caller, { nonce: 0n, balance: 0n });
  }
  // Warm from the start, as a transaction has them (EIP-2929, EIP-3651): sender, recipient, coinbase, precompiles.
  const target = input.to ?? input.createAt;
  for (const address of [caller.bytes, ...(target ? [target] : []), COINBASE, ...PRECOMPILES])
    evm.journal.addAlwaysWarmAddress(bytesToHex(address));
  const result = await evm.runCall({
    caller,
    origin: caller,
    to: input.to ? new Address(input.to) : input.createAt && new Address(input.createAt),
    ...(input.createAt ? { code: input.data, data: new Uint8Array(0) } : { data: input.data }),
    value: input.value,
    gasLimit: input.gas - intrinsic,
    gasPrice: input.gasPrice,
    block: blockContext(view),
  });
  const used = intrinsic + result.execResult.executionGasUsed;
  const refund = (result.execResult.gasRefund ?? 0n) < used / 5n ? (result.execResult.gasRefund ?? 0n) : used / 5n;
  const outcome = {
    ...outcomeOf(result, used - refund),
    storage: stateManager.storageAccesses(),
    created: stateManager.createdContracts(),
  };
  releaseEvm(options.chainId, pooled);
  if (traceFailure !== null) throw traceFailure;
  return outcome;
}

/** The search's upper bound: the most gas a call may have. */
export const MAX_GAS = 15_000_000n;
/** Search steps at most, as the web3 module's `maxGasEstimateRetriesCount`. */
const MAX_SEARCH_STEPS = 20;

/**
 * The gas a call needs, searched as the web3 module searches it (its BinaryGasEstimator): run once with the
 * request's gas, then bisect between the gas that run used and the 15,000,000 cap, for at most 20 steps, stopping
 * once a step that ran moved less than a tenth of the gas used; the answer is the smallest limit seen to run, so it
 * is always enough, with about 5-20 % headroom over the gas used.
 */
export async function estimateGas(view: LedgerView, input: CallInput, options: ExecutionOptions): Promise<CallOutcome> {
  const first = await executeCall(view, input, options);
  if (first.kind !== 'success') return first;
  let low = first.gasUsed;
  let high = MAX_GAS;
  let previous = low;
  const closeEnough = low / 10n;
  for (let step = 0; step < MAX_SEARCH_STEPS && low + 1n < high; step++) {
    const middle = (low + high) / 2n;
    const ran = (await executeCall(view, { ...input, gas: middle }, options)).kind === 'success';
    if (!ran) low = middle;
    else {
      high = middle;
      if ((previous > middle ? previous - middle : middle - previous) < closeEnough) low = high;
    }
    previous = middle;
  }
  return { ...first, gasUsed: high };
}
