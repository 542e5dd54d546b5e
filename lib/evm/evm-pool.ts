/**
 * EVM instances kept between calls: building one (opcode tables, precompiles, journal) cost about 3 ms, three
 * times a small call's execution. Each instance carries the context of the call it runs — the ledger view its
 * system contracts read, its deadline — and its own state manager, reset for every call. An instance a call left
 * mid-way (an exception out of execution) is dropped, never reused.
 */
import { createCustomCommon, Hardfork, Mainnet, type Common } from '@ethereumjs/common';
import { createEVM, type EVM, type Message } from '@ethereumjs/evm';
import type { LedgerView } from './ledger-view';
import { LedgerStateManager } from './state-manager';
import { systemContracts } from './system-contracts';

export const HARDFORK = Hardfork.Cancun;

/** The call ran past its deadline. */
export class ExecutionDeadline extends Error {
  constructor() {
    super('Execution took longer than the request deadline');
  }
}

/** What the instance's precompiles and JUMPDEST hook read: set for each call. */
export interface CallContext {
  view: LedgerView | null;
  /**
   * The newest message's sender and whether it may write: a system contract runs inside its own message (a
   * DELEGATECALL from a token's proxy keeps the proxy's caller), which no other message starts before it runs.
   */
  caller: Uint8Array;
  isStatic: boolean;
  /** `performance.now()` after which execution stops. */
  deadline: number;
  jumps: number;
  sliceStart: number;
}

export interface PooledEvm {
  evm: EVM;
  stateManager: LedgerStateManager;
  context: CallContext;
}

const JUMPDEST = 0x5b;
/** JUMPDESTs between two looks at the clock (a look costs far less than the opcodes between them). */
const JUMPS_PER_LOOK = 256;
/** Longest a call keeps the event loop before it yields. */
const SLICE_MS = 10;
/** Idle instances kept per chain id (more concurrent calls build more, and drop them after). */
const MAX_IDLE = 16;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const commons = new Map<bigint, Common>();
const idle = new Map<bigint, PooledEvm[]>();

function commonFor(chainId: bigint): Common {
  let common = commons.get(chainId);
  if (!common) {
    common = createCustomCommon({ chainId: Number(chainId) }, Mainnet, { hardfork: HARDFORK });
    commons.set(chainId, common);
  }
  return common;
}

async function build(chainId: bigint): Promise<PooledEvm> {
  const context: CallContext = {
    view: null,
    caller: new Uint8Array(20),
    isStatic: false,
    deadline: 0,
    jumps: 0,
    sliceStart: 0,
  };
  const stateManager = new LedgerStateManager();
  const callOf = () => {
    if (!context.view) throw new Error('EVM used outside a call');
    return { view: context.view, overlay: stateManager, caller: context.caller, isStatic: context.isStatic, chainId };
  };
  const evm = await createEVM({
    common: commonFor(chainId),
    stateManager,
    customPrecompiles: systemContracts(callOf),
    customOpcodes: [
      {
        opcode: JUMPDEST,
        opcodeName: 'JUMPDEST',
        baseFee: 1,
        // Every loop passes a JUMPDEST: here a call looks at its deadline and, after a slice, lets others run.
        logicFunction: async () => {
          if (++context.jumps % JUMPS_PER_LOOK !== 0) return;
          const now = performance.now();
          if (now > context.deadline) throw new ExecutionDeadline();
          if (now - context.sliceStart < SLICE_MS) return;
          await yieldToEventLoop();
          context.sliceStart = performance.now();
        },
      },
    ],
  });
  evm.events.on('beforeMessage', (message: Message) => {
    context.caller = message.caller.bytes;
    context.isStatic = message.isStatic;
  });
  return { evm, stateManager, context };
}

/** An instance ready for a call on `view` until `deadline`. */
export async function acquireEvm(chainId: bigint, view: LedgerView, deadline: number): Promise<PooledEvm> {
  const pooled = idle.get(chainId)?.pop() ?? (await build(chainId));
  pooled.stateManager.reset(view);
  pooled.evm.journal.cleanJournal();
  pooled.evm.transientStorage.clear();
  Object.assign(pooled.context, { view, deadline, jumps: 0, sliceStart: performance.now() });
  return pooled;
}

/** Gives back an instance whose call ended normally. */
export function releaseEvm(chainId: bigint, pooled: PooledEvm): void {
  pooled.evm.events.removeAllListeners('step');
  pooled.context.view = null;
  pooled.stateManager.reset(null);
  const list = idle.get(chainId) ?? [];
  idle.set(chainId, list);
  if (list.length < MAX_IDLE) list.push(pooled);
}
