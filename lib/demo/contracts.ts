import { bytesToHex, concatBytes } from '../core/hex';
import { addressWord, selector, uintWord } from './abi';
import { writeEventLogs } from './event-logs';
import { buildActionTree, type ActionNode, type Outcome } from './actions';
import { CallType, FIRST_USER_ENTITY, Result, ResultData, TINYBARS_PER_HBAR, TxType } from './constants';
import { feeFor, gasFee, pickPayer } from './fees';
import { keccak256 } from './keccak';
import { ed25519Key, longZeroAddress } from './keys';
import type { EmittedTx, Ledger, TxContext } from './ledger';
import type { RowSink } from './sink';
import { newEntity, type ContractState, type LedgerState } from './state';

/** Most contracts a ledger gets; beyond it nested CREATEs turn into plain calls. */
const MAX_CONTRACTS = 400;

const FUNCTIONS = [
  'transfer(address,uint256)',
  'approve(address,uint256)',
  'swapExactTokensForTokens(uint256,uint256,address[],address,uint256)',
  'mint(address,uint256)',
  'stake(uint256)',
  'claim()',
];

export function contractAddress(l: Ledger, id: number): Uint8Array {
  return l.state.entities.get(id)?.evmAddress ?? longZeroAddress(id);
}

/** Init code (a constructor prefix) and the runtime code it deploys. */
export interface ContractCode {
  initcode: Uint8Array;
  runtime: Uint8Array;
}

function newContractCode(l: Ledger): ContractCode {
  const runtime = concatBytes(Uint8Array.from([0x60, 0x80, 0x60, 0x40, 0x52]), l.prng.bytes(200 + l.prng.int(400)));
  return { runtime, initcode: concatBytes(l.prng.bytes(32), runtime) };
}

/**
 * Registers a contract entity and its bytecode (contract + entity rows are written at the end). With `fileId` the
 * init code came from that file and the contract row keeps none. A `compiled` contract (lib/demo/executed.ts) comes
 * with the id and address its execution used.
 */
export function addContract(
  l: Ledger,
  ts: bigint,
  create2: boolean,
  code = newContractCode(l),
  fileId: number | null = null,
  compiled?: { id: number; evmAddress: Uint8Array | null },
): number {
  const id = compiled?.id ?? l.state.allocateId();
  const contract: ContractState = {
    id,
    storage: new Map(),
    runtimeBytecode: code.runtime,
    initcode: fileId === null ? code.initcode : null,
    fileId,
  };
  l.state.contracts.set(id, contract);
  // Compiled contracts only run what the EVM runs: the made-up call trees and logs of the everyday mix stay off them.
  if (!compiled) l.state.contractIds.push(id);
  l.state.entities.set(
    id,
    newEntity(id, 'CONTRACT', ts, {
      key: l.prng.chance(0.5) ? ed25519Key(l.prng) : null,
      memo: l.prng.pick(['', 'ERC-20 vault', 'DEX pair', 'NFT marketplace', 'staking pool']),
      evmAddress: compiled ? compiled.evmAddress : create2 ? l.prng.bytes(20) : null,
      expirationTs: ts + 7_776_000_000_000_000n,
    }),
  );
  return id;
}

/** Bytes of hex text a FILECREATE or FILEAPPEND carries (small, so larger contracts take several appends). */
const FILE_CHUNK = 512;

/**
 * Uploads init code as the SDKs' contract-create flow does: its hex text in a new file, the first chunk with
 * FILECREATE and the rest with FILEAPPENDs, one transaction each. Returns the file id.
 */
function uploadInitCode(l: Ledger, payer: number, initcode: Uint8Array): number {
  const text = new TextEncoder().encode(bytesToHex(initcode));
  const fileId = l.state.allocateId();
  for (let offset = 0; offset < text.length; offset += FILE_CHUNK) {
    const type = offset === 0 ? TxType.FILECREATE : TxType.FILEAPPEND;
    const ctx = l.topLevel(payer);
    if (offset === 0)
      l.state.entities.set(fileId, newEntity(fileId, 'FILE', ctx.ts, { key: ed25519Key(l.prng), memo: '' }));
    l.emit(ctx, { type, entityId: fileId, fee: feeFor(l, type) });
    l.sink.add('file_data', {
      file_data: text.subarray(offset, offset + FILE_CHUNK),
      consensus_timestamp: ctx.ts,
      entity_id: fileId,
      transaction_type: type,
    });
  }
  return fileId;
}

interface ContractCall {
  type: number;
  sender: number;
  target: number;
  value: bigint;
  gasLimit: bigint;
  input: Uint8Array;
  outcome: Outcome;
  deploy: boolean;
  ethHash?: Uint8Array;
}

/** CONTRACTCREATEINSTANCE from a user, with the constructor's action tree. */
export function deployContract(l: Ledger): void {
  if (l.state.contracts.size >= MAX_CONTRACTS) return;
  const payer = pickPayer(l, 100n * TINYBARS_PER_HBAR);
  if (payer === undefined) return;
  const code = newContractCode(l);
  const fileId = l.prng.chance(0.5) ? uploadInitCode(l, payer, code.initcode) : null;
  const ctx = l.topLevel(payer);
  const id = addContract(l, ctx.ts, l.prng.chance(0.3), code, fileId);
  runContract(l, ctx, {
    type: TxType.CONTRACTCREATEINSTANCE,
    sender: payer,
    target: id,
    value: 0n,
    gasLimit: 3_000_000n,
    input: uintWord(l.prng.int(1_000_000)),
    outcome: 'success',
    deploy: true,
  });
}

/** CONTRACTCALL: mostly successful, sometimes reverted (Error/Panic) or out of gas. */
export function callContract(l: Ledger): void {
  const payer = pickPayer(l, 50n * TINYBARS_PER_HBAR);
  if (payer === undefined || l.state.contractIds.length === 0) return;
  const ctx = l.topLevel(payer);
  runContract(l, ctx, { type: TxType.CONTRACTCALL, sender: payer, ...randomCall(l) });
}

function randomCall(l: Ledger): Omit<ContractCall, 'type' | 'sender'> {
  const roll = l.prng.float();
  const outcome: Outcome = roll < 0.08 ? 'revert' : roll < 0.12 ? 'error' : 'success';
  return {
    target: l.prng.pick(l.state.contractIds),
    value: l.prng.chance(0.2) ? BigInt(l.prng.between(1, 100)) * TINYBARS_PER_HBAR : 0n,
    gasLimit: BigInt(l.prng.between(100, 1_500)) * 1_000n,
    input: concatBytes(
      selector(l.prng.pick(FUNCTIONS)),
      addressWord(l.prng.bytes(20)),
      uintWord(l.prng.int(1_000_000_000)),
    ),
    outcome,
    deploy: false,
  };
}

export function runContract(l: Ledger, ctx: TxContext, call: ContractCall): EmittedTx {
  const created: number[] = [];
  const tree = buildActionTree(l.prng, {
    caller: call.sender,
    target: call.target,
    gas: call.gasLimit - 21_000n,
    value: call.value,
    input: call.input,
    outcome: call.outcome,
    contracts: l.state.contractIds.slice(-50),
    accounts: l.state.users.slice(-50),
    create: () => {
      if (call.outcome !== 'success' || !l.state.canCreateEntities || l.state.contracts.size >= MAX_CONTRACTS)
        return null;
      const id = addContract(l, ctx.ts, l.prng.chance(0.5));
      created.push(id);
      return id;
    },
    maxDepth: l.prng.between(1, 5),
    rootKind: call.deploy ? 'CREATE' : 'CALL',
  });
  const root = tree[0]!;
  const gasUsed = root.gasUsed + 21_000n;
  const result =
    call.outcome === 'success'
      ? Result.SUCCESS
      : call.outcome === 'revert'
        ? Result.CONTRACT_REVERT_EXECUTED
        : Result.INSUFFICIENT_GAS;
  const ok = result === Result.SUCCESS;
  const tx = l.emit(ctx, {
    type: call.type,
    result,
    entityId: call.target,
    fee: gasFee(gasUsed),
    maxFee: 2_000_000_000n,
    transfers:
      call.value > 0n
        ? [
            [call.sender, -call.value],
            [call.target, call.value],
          ]
        : [],
  });
  const hash = call.ethHash ?? tx.hash.subarray(0, 32);
  const bloom = ok ? writeEventLogs(l, tx, tree, call.target, hash) : new Uint8Array(256);
  writeActions(l.sink, ctx, tree);
  writeStateChanges(l, ctx, tree, ok);
  writeResult(l, tx, call, root, { gasUsed, bloom, hash, created });
  writeContractTransactions(l.sink, ctx, tree, call, result, hash);
  l.block.addGas(gasUsed, ok ? bloom : null);
  if (ok) writeChildren(l, ctx, tree, created, call.target);
  return tx;
}

function writeActions(sink: RowSink, ctx: TxContext, tree: ActionNode[]): void {
  tree.forEach((a, index) =>
    sink.add('contract_action', {
      call_depth: a.depth,
      call_type: a.callType,
      caller: a.caller,
      caller_type: a.callerType,
      consensus_timestamp: ctx.ts,
      gas: a.gas,
      gas_used: a.gasUsed,
      index,
      input: a.input,
      recipient_account: a.recipientAccount,
      recipient_address: a.recipientAddress,
      recipient_contract: a.recipientContract,
      result_data: a.resultData,
      result_data_type: a.resultType,
      value: a.value,
      call_operation_type: a.op,
      payer_account_id: ctx.payer,
    }),
  );
}

/**
 * A storage slot a call touches: one of the contract's first state variables, or an entry of the balance mapping
 * at slot 0 (`keccak256(holder . 0)`, as Solidity lays it out) of one of a few holders.
 */
function pickSlot(l: Ledger): Uint8Array {
  if (l.prng.chance(0.6)) return uintWord(l.prng.int(8));
  const holder = longZeroAddress(FIRST_USER_ENTITY + l.prng.int(12));
  return keccak256(concatBytes(addressWord(holder), uintWord(0)));
}

/** The importer stores a state change's slot without its leading zero bytes (contract_state keeps all 32). */
function trimmedSlot(slot: Uint8Array): Uint8Array {
  const first = slot.findIndex((b) => b !== 0);
  return first < 0 ? new Uint8Array(0) : slot.subarray(first);
}

/**
 * Storage reads and writes of the contracts the call reached: a failed call only reads, a successful one writes
 * most slots it touches (the value read is the slot's value before, zero for a fresh slot).
 */
function writeStateChanges(l: Ledger, ctx: TxContext, tree: ActionNode[], ok: boolean): void {
  const touched = [
    ...new Set(
      tree
        .filter((a) => a.recipientContract !== null && a.callType !== CallType.CREATE)
        .map((a) => a.recipientContract!),
    ),
  ].slice(0, 3);
  for (const id of touched) {
    const contract = l.state.contracts.get(id);
    if (!contract) continue;
    const slots = new Map<string, Uint8Array>();
    for (let i = l.prng.between(1, 3); i > 0; i--) {
      const slot = pickSlot(l);
      slots.set(bytesToHex(slot), slot);
    }
    for (const [key, slot] of slots) {
      const current = contract.storage.get(key);
      const written = ok && l.prng.chance(0.8) ? uintWord(l.prng.int(1_000_000_000) + 1) : null;
      l.sink.add('contract_state_change', {
        consensus_timestamp: ctx.ts,
        contract_id: id,
        payer_account_id: ctx.payer,
        slot: trimmedSlot(slot),
        value_read: current?.value ?? new Uint8Array(32),
        value_written: written,
        migration: false,
      });
      if (written)
        contract.storage.set(key, { value: written, createdTs: current?.createdTs ?? ctx.ts, modifiedTs: ctx.ts });
    }
  }
}

interface ResultExtras {
  gasUsed: bigint;
  bloom: Uint8Array;
  hash: Uint8Array;
  created: number[];
}

function writeResult(l: Ledger, tx: EmittedTx, call: ContractCall, root: ActionNode, x: ResultExtras): void {
  const ok = tx.result === Result.SUCCESS;
  const contract = l.state.contracts.get(call.target);
  l.sink.add('contract_result', {
    function_parameters: call.input,
    gas_limit: call.gasLimit,
    function_result: ok && !call.deploy ? root.resultData : null,
    gas_used: x.gasUsed,
    consensus_timestamp: tx.ctx.ts,
    amount: call.value,
    bloom: x.bloom,
    call_result: call.deploy && ok ? (contract?.runtimeBytecode ?? null) : root.resultData,
    contract_id: call.target,
    created_contract_ids: call.deploy ? [call.target, ...x.created] : x.created,
    error_message: ok
      ? ''
      : root.resultType === ResultData.REVERT_REASON
        ? `0x${bytesToHex(root.resultData)}`
        : new TextDecoder().decode(root.resultData),
    payer_account_id: tx.ctx.payer,
    sender_id: call.sender,
    transaction_hash: x.hash,
    transaction_index: tx.index,
    transaction_result: tx.result,
    transaction_nonce: 0,
    gas_consumed: x.gasUsed,
  });
}

function writeContractTransactions(
  sink: RowSink,
  ctx: TxContext,
  tree: ActionNode[],
  call: ContractCall,
  result: number,
  hash: Uint8Array,
): void {
  const contracts = [...new Set(tree.flatMap((a) => (a.recipientContract === null ? [] : [a.recipientContract])))];
  const entities = new Set([ctx.payer, call.sender, ...contracts]);
  for (const id of entities) {
    sink.add('contract_transaction', {
      consensus_timestamp: ctx.ts,
      entity_id: id,
      contract_ids: contracts,
      payer_account_id: ctx.payer,
    });
  }
  sink.add('contract_transaction_hash', {
    consensus_timestamp: ctx.ts,
    hash,
    payer_account_id: ctx.payer,
    entity_id: call.target,
    transaction_result: result,
  });
}

/**
 * Child records after a successful call: one CONTRACTCREATEINSTANCE per nested CREATE, and an hbar
 * transfer out of the contract when it called the token service precompile (and holds hbar).
 */
function writeChildren(l: Ledger, ctx: TxContext, tree: ActionNode[], created: number[], target: number): void {
  let offset = 1;
  for (const id of created) {
    const child = l.child(ctx, offset++);
    const e = l.state.entity(id);
    e.createdTs = e.modifiedTs = child.ts;
    l.emit(child, { type: TxType.CONTRACTCREATEINSTANCE, entityId: id });
  }
  const usesHts = tree.some((a) => a.callType === CallType.PRECOMPILE && a.resultType === ResultData.OUTPUT);
  const balance = l.balanceOf(target);
  if (usesHts && balance >= 10n) {
    const amount = balance / 10n;
    l.emit(l.child(ctx, offset), {
      type: TxType.CRYPTOTRANSFER,
      transfers: [
        [target, -amount],
        [ctx.payer, amount],
      ],
    });
  }
}

/** Final contract and contract_state rows (batch mode, at the end). */
export function writeContracts(sink: RowSink, state: LedgerState): void {
  for (const c of state.contracts.values()) {
    sink.add('contract', { id: c.id, file_id: c.fileId, initcode: c.initcode, runtime_bytecode: c.runtimeBytecode });
    for (const [key, s] of c.storage) {
      sink.add('contract_state', {
        contract_id: c.id,
        created_timestamp: s.createdTs,
        modified_timestamp: s.modifiedTs,
        slot: Buffer.from(key, 'hex'),
        value: s.value,
      });
    }
  }
}
