import { concatBytes } from '../core/hex';
import { errorString, panicCode, selector, uintWord } from './abi';
import { CallOp, CallType, ResultData } from './constants';
import type { Prng } from './prng';

/** One contract_action row before it gets its timestamp and payer. */
export interface ActionNode {
  depth: number;
  callType: number;
  op: number;
  caller: number;
  callerType: 'ACCOUNT' | 'CONTRACT';
  recipientContract: number | null;
  recipientAccount: number | null;
  recipientAddress: Uint8Array | null;
  gas: bigint;
  gasUsed: bigint;
  input: Uint8Array;
  resultType: number;
  resultData: Uint8Array;
  value: bigint;
}

export type Outcome = 'success' | 'revert' | 'error';

export interface TreeInput {
  caller: number;
  target: number;
  gas: bigint;
  value: bigint;
  input: Uint8Array;
  outcome: Outcome;
  /** Contracts a nested call can reach. */
  contracts: readonly number[];
  /** Accounts a nested call can pay hbar to. */
  accounts: readonly number[];
  /** Called when a nested CREATE/CREATE2 deploys a contract; returns its id, or null when none may be made. */
  create: () => number | null;
  /** Deepest call_depth to build (the root is 0). */
  maxDepth: number;
  /** The root's own kind: CALL for calls, CREATE for deployments. */
  rootKind: 'CALL' | 'CREATE';
}

const HTS = addr(0x167);
const EXCHANGE_RATE = addr(0x168);
const PRNG_SYSTEM = addr(0x169);
const ECRECOVER = addr(0x1);

function addr(n: number): Uint8Array {
  const out = new Uint8Array(20);
  out[18] = (n >> 8) & 0xff;
  out[19] = n & 0xff;
  return out;
}

const REVERT_MESSAGES = [
  'Ownable: caller is not the owner',
  'ERC20: transfer amount exceeds balance',
  'Pausable: paused',
  'slippage too high',
];
const HALT_REASONS = ['INSUFFICIENT_GAS', 'INVALID_SOLIDITY_ADDRESS', 'INVALID_OPERATION'];

/** Kinds of nested action, each a [call_type, call_operation_type] pair; all 5 types and 7 ops occur. */
const NESTED: readonly (readonly [number, number])[] = [
  [CallType.CALL, CallOp.CALL],
  [CallType.CALL, CallOp.STATICCALL],
  [CallType.CALL, CallOp.DELEGATECALL],
  [CallType.CALL, CallOp.CALLCODE],
  [CallType.PRECOMPILE, CallOp.CALL],
  [CallType.PRECOMPILE, CallOp.STATICCALL],
  [CallType.SYSTEM, CallOp.CALL],
  [CallType.CREATE, CallOp.CREATE],
  [CallType.CREATE, CallOp.CREATE2],
  [CallType.NO_ACTION, CallOp.UNKNOWN],
];

/** A revert payload: Error(string) or Panic(uint256). */
export function revertPayload(prng: Prng): Uint8Array {
  return prng.chance(0.6) ? errorString(prng.pick(REVERT_MESSAGES)) : panicCode(prng.pick([0x01, 0x11, 0x12, 0x32]));
}

/**
 * A nested call tree in pre-order (the order of contract_action.index): the root at depth 0, each child
 * one deeper than its parent. Children's gas comes out of the parent's; gas_used adds up bottom-up.
 */
export function buildActionTree(prng: Prng, t: TreeInput): ActionNode[] {
  const out: ActionNode[] = [];
  const root: ActionNode = {
    depth: 0,
    callType: t.rootKind === 'CREATE' ? CallType.CREATE : CallType.CALL,
    op: t.rootKind === 'CREATE' ? CallOp.CREATE : CallOp.CALL,
    caller: t.caller,
    callerType: 'ACCOUNT',
    recipientContract: t.target,
    recipientAccount: null,
    recipientAddress: null,
    gas: t.gas,
    gasUsed: 0n,
    input: t.input,
    resultType: ResultData.OUTPUT,
    resultData: uintWord(1),
    value: t.value,
  };
  out.push(root);
  const childGas = expand(prng, t, root, out, t.outcome === 'success' ? t.maxDepth : Math.min(t.maxDepth, 2));
  finishRoot(prng, t, root, childGas);
  return out;
}

function finishRoot(prng: Prng, t: TreeInput, root: ActionNode, childGas: bigint): void {
  root.gasUsed = min(root.gas, childGas + BigInt(prng.between(21_000, 60_000)));
  if (t.outcome === 'revert') {
    root.resultType = ResultData.REVERT_REASON;
    root.resultData = revertPayload(prng);
  } else if (t.outcome === 'error') {
    root.resultType = ResultData.ERROR;
    root.resultData = new TextEncoder().encode('INSUFFICIENT_GAS');
    root.gasUsed = root.gas;
  }
}

/** Appends `parent`'s subtree below it; returns the gas its children used. */
function expand(prng: Prng, t: TreeInput, parent: ActionNode, out: ActionNode[], maxDepth: number): bigint {
  if (parent.depth >= maxDepth || parent.recipientContract === null || parent.resultType !== ResultData.OUTPUT)
    return 0n;
  let remaining = (parent.gas * 63n) / 64n - 30_000n;
  let used = 0n;
  const children = parent.depth === 0 ? prng.between(1, 3) : prng.between(0, 2);
  for (let i = 0; i < children && remaining > 10_000n; i++) {
    const node = nestedAction(prng, t, parent, (remaining * BigInt(prng.between(20, 60))) / 100n);
    out.push(node);
    const below = expand(prng, t, node, out, maxDepth);
    node.gasUsed = min(node.gas, below + node.gasUsed);
    remaining -= node.gasUsed;
    used += node.gasUsed;
  }
  return used;
}

function nestedAction(prng: Prng, t: TreeInput, parent: ActionNode, gas: bigint): ActionNode {
  const [callType, op] = prng.pick(NESTED);
  const node: ActionNode = {
    depth: parent.depth + 1,
    callType,
    op,
    caller: parent.recipientContract!,
    callerType: 'CONTRACT',
    recipientContract: null,
    recipientAccount: null,
    recipientAddress: null,
    gas,
    gasUsed: BigInt(prng.between(700, 20_000)),
    input: concatBytes(
      selector(
        prng.pick(['balanceOf(address)', 'transfer(address,uint256)', 'getReserves()', 'swap(uint256,uint256)']),
      ),
      uintWord(prng.int(1_000_000)),
    ),
    resultType: ResultData.OUTPUT,
    resultData: uintWord(prng.int(1_000_000_000)),
    value: 0n,
  };
  target(prng, t, node);
  // A nested call may fail and be caught by its caller; the transaction still succeeds.
  if (node.resultType === ResultData.OUTPUT && prng.chance(0.08)) {
    node.resultType = ResultData.REVERT_REASON;
    node.resultData = revertPayload(prng);
  }
  return node;
}

function target(prng: Prng, t: TreeInput, node: ActionNode): void {
  const created = node.callType === CallType.CREATE ? t.create() : null;
  if (created !== null) {
    node.recipientContract = created;
    node.input = prng.bytes(64);
    node.resultData = new Uint8Array(0);
  } else if (node.callType === CallType.CREATE) {
    node.callType = CallType.CALL;
    node.op = CallOp.CALL;
    node.recipientContract = t.target;
  } else if (node.callType === CallType.PRECOMPILE) {
    node.recipientAddress = prng.chance(0.7) ? HTS : ECRECOVER;
  } else if (node.callType === CallType.SYSTEM) {
    node.recipientAddress = prng.chance(0.5) ? EXCHANGE_RATE : PRNG_SYSTEM;
  } else if (node.callType === CallType.NO_ACTION) {
    // A call to an address with nothing deployed: the EVM halts it.
    node.recipientAddress = prng.bytes(20);
    node.resultType = ResultData.ERROR;
    node.resultData = new TextEncoder().encode(prng.pick(HALT_REASONS));
  } else if (node.op === CallOp.CALL && t.accounts.length > 0 && prng.chance(0.15)) {
    node.recipientAccount = prng.pick(t.accounts);
    node.value = 0n;
    node.input = new Uint8Array(0);
  } else {
    node.recipientContract = t.contracts.length > 0 ? prng.pick(t.contracts) : t.target;
  }
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
