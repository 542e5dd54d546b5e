/**
 * The demo's compiled contracts (lib/demo/solidity), deployed and called through lib/evm — the EVM the API runs —
 * so everything the ledger records of them comes from execution: the created code, the results and revert
 * reasons, the gas, the logs and every storage read and write. Their calls never get the everyday mix's made-up
 * call trees (contracts.ts keeps them out of `contractIds`).
 */
import type { Log } from '@ethereumjs/evm';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, concatBytes, hexToBytes } from '../core/hex';
import type { Queryable } from '../db/types';
import { encodeDynamic, selector } from '../evm/abi';
import { longZeroAddress, longZeroEntityId, toBigInt, word } from '../evm/address';
import { executeCall, type CallOutcome } from '../evm/execute';
import { orInto } from './abi';
import { CallOp, CallType, Result, ResultData, TINYBARS_PER_HBAR, TxType } from './constants';
import { addContract, contractAddress } from './contracts';
import { logBloom, storedTopic } from './event-logs';
import { DemoLedgerView } from './evm-view';
import { gasFee, pickPayer } from './fees';
import type { Ledger, TxContext } from './ledger';
import { newEntity, type LedgerState } from './state';
import { COMPILED } from './solidity/compiled';

/** Hedera's default EVM chain id for a local network; recorded results do not depend on it. */
const CHAIN_ID = 298n;
const GAS_LIMIT = 1_000_000n;
/** Generous: the generator runs one call at a time and nothing waits on it. */
const DEADLINE_MS = 60_000;

interface Call {
  type: number;
  sender: number;
  /** The contract called; for a creation, the id the new contract gets. */
  target: number;
  input: Uint8Array;
  create: boolean;
}

const RESULT_OF: Record<CallOutcome['kind'], number> = {
  success: Result.SUCCESS,
  revert: Result.CONTRACT_REVERT_EXECUTED,
  halt: Result.CONTRACT_EXECUTION_EXCEPTION,
};

function resultCode(outcome: CallOutcome): number {
  if (outcome.kind === 'halt' && outcome.error === 'out of gas') return Result.INSUFFICIENT_GAS;
  return RESULT_OF[outcome.kind];
}

/** The entity a log or a storage access names: contracts here all have long-zero addresses or their own. */
function entityOf(l: Ledger, address: Uint8Array): number | null {
  const id = longZeroEntityId(address);
  if (id !== null) return Number(id);
  return l.state.entities.idOfEvmAddress(address);
}

function writeLogs(l: Ledger, ctx: TxContext, logs: Log[], root: number, hash: Uint8Array, index: number): Uint8Array {
  const bloom = new Uint8Array(256);
  logs.forEach(([address, topics, data], i) => {
    const own = logBloom(address, topics);
    orInto(bloom, own);
    const [topic0, topic1, topic2, topic3] = topics.map(storedTopic);
    l.sink.add('contract_log', {
      bloom: own,
      consensus_timestamp: ctx.ts,
      contract_id: entityOf(l, address) ?? root,
      data,
      index: i,
      topic0: topic0 ?? null,
      topic1: topic1 ?? null,
      topic2: topic2 ?? null,
      topic3: topic3 ?? null,
      payer_account_id: ctx.payer,
      root_contract_id: root,
      transaction_hash: hash,
      transaction_index: index,
    });
  });
  return bloom;
}

/** Every slot the call touched as a state change; what it wrote becomes the contract's storage. */
function writeStorage(l: Ledger, ctx: TxContext, outcome: CallOutcome): void {
  const ok = outcome.kind === 'success';
  for (const access of outcome.storage ?? []) {
    const id = entityOf(l, hexToBytes(access.address.slice(2)));
    const contract = id === null ? undefined : l.state.contracts.get(id);
    if (!contract) continue;
    const written = ok ? (access.written ?? null) : null;
    const first = access.slot.findIndex((b) => b !== 0);
    l.sink.add('contract_state_change', {
      consensus_timestamp: ctx.ts,
      contract_id: contract.id,
      payer_account_id: ctx.payer,
      slot: first < 0 ? new Uint8Array(0) : access.slot.slice(first),
      value_read: access.read,
      value_written: written,
      migration: false,
    });
    if (!written) continue;
    const key = Buffer.from(access.slot).toString('hex');
    const current = contract.storage.get(key);
    contract.storage.set(key, { value: written, createdTs: current?.createdTs ?? ctx.ts, modifiedTs: ctx.ts });
  }
}

/** Runs the call through the EVM on the ledger as it stands and records the transaction and its sidecar rows. */
async function run(l: Ledger, call: Call): Promise<CallOutcome> {
  const ctx = l.topLevel(call.sender);
  const input = {
    from: contractAddress(l, call.sender),
    to: call.create ? null : contractAddress(l, call.target),
    createAt: call.create ? longZeroAddress(BigInt(call.target)) : undefined,
    data: call.input,
    value: 0n,
    gas: GAS_LIMIT,
    gasPrice: 0n,
  };
  const outcome = await executeCall(new DemoLedgerView(l, ctx.ts), input, {
    chainId: CHAIN_ID,
    deadline: performance.now() + DEADLINE_MS,
  });
  const result = resultCode(outcome);
  const ok = result === Result.SUCCESS;
  if (outcome.kind === 'success' && call.create)
    addContract(l, ctx.ts, false, { initcode: call.input, runtime: outcome.output }, null, {
      id: call.target,
      evmAddress: null,
    });
  // Contracts the call made with CREATE/CREATE2 become entities with the address the EVM gave them.
  const nested = ok
    ? (outcome.created ?? []).map(({ address, code }) =>
        addContract(l, ctx.ts, true, { initcode: new Uint8Array(0), runtime: code }, null, {
          id: l.state.allocateId(),
          evmAddress: hexToBytes(address.slice(2)),
        }),
      )
    : [];
  const tx = l.emit(ctx, {
    type: call.type,
    result,
    entityId: call.create && !ok ? null : call.target,
    fee: gasFee(outcome.gasUsed),
    maxFee: 2_000_000_000n,
  });
  const hash = tx.hash.subarray(0, 32);
  const bloom =
    outcome.kind === 'success' ? writeLogs(l, ctx, outcome.logs, call.target, hash, tx.index) : new Uint8Array(256);
  writeStorage(l, ctx, outcome);
  const output = outcome.kind === 'halt' ? new TextEncoder().encode(outcome.error) : outcome.output;
  const resultType =
    outcome.kind === 'success'
      ? ResultData.OUTPUT
      : outcome.kind === 'revert'
        ? ResultData.REVERT_REASON
        : ResultData.ERROR;
  l.sink.add('contract_action', {
    call_depth: 0,
    call_type: call.create ? CallType.CREATE : CallType.CALL,
    caller: call.sender,
    caller_type: 'ACCOUNT',
    consensus_timestamp: ctx.ts,
    gas: GAS_LIMIT,
    gas_used: outcome.gasUsed,
    index: 0,
    input: call.input,
    recipient_account: null,
    recipient_address: null,
    recipient_contract: call.create && !ok ? null : call.target,
    result_data: output,
    result_data_type: resultType,
    value: 0n,
    call_operation_type: call.create ? CallOp.CREATE : CallOp.CALL,
    payer_account_id: ctx.payer,
  });
  l.sink.add('contract_result', {
    function_parameters: call.input,
    gas_limit: GAS_LIMIT,
    function_result: ok && !call.create ? output : null,
    gas_used: outcome.gasUsed,
    consensus_timestamp: ctx.ts,
    amount: 0n,
    bloom,
    call_result: output,
    // A failed creation names no contract: the importer stores 0 (the column is NOT NULL).
    contract_id: call.create && !ok ? 0 : call.target,
    created_contract_ids: ok && call.create ? [call.target, ...nested] : nested,
    error_message: ok
      ? ''
      : outcome.kind === 'revert'
        ? `0x${Buffer.from(output).toString('hex')}`
        : outcome.kind === 'halt'
          ? outcome.error
          : '',
    payer_account_id: ctx.payer,
    sender_id: call.sender,
    transaction_hash: hash,
    transaction_index: tx.index,
    transaction_result: result,
    transaction_nonce: 0,
    gas_consumed: outcome.gasUsed,
  });
  const contracts = ok || !call.create ? [call.target, ...nested] : [];
  for (const id of new Set([ctx.payer, ...contracts])) {
    l.sink.add('contract_transaction', {
      consensus_timestamp: ctx.ts,
      entity_id: id,
      contract_ids: contracts,
      payer_account_id: ctx.payer,
    });
  }
  l.sink.add('contract_transaction_hash', {
    consensus_timestamp: ctx.ts,
    hash,
    payer_account_id: ctx.payer,
    entity_id: call.target,
    transaction_result: result,
  });
  l.block.addGas(outcome.gasUsed, ok ? bloom : null);
  nested.forEach((id, i) => l.emit(l.child(ctx, i + 1), { type: TxType.CONTRACTCREATEINSTANCE, entityId: id }));
  return outcome;
}

/** The ERC-20's whole supply (21 million units of 8 decimals), minted to its deployer. */
const SUPPLY = 21_000_000n * 10n ** 8n;

const addressWord = (l: Ledger, id: number) => word(toBigInt(contractAddress(l, id)));

const call = (l: Ledger, sender: number, target: number, input: Uint8Array) =>
  run(l, { type: TxType.CONTRACTCALL, sender, target, input, create: false });

/** Deploys the ERC-20 (8 decimals, a supply held by its deployer), the vault, the ERC-721 and the CREATE2 factory, all by one user. */
export async function deployExecutedContracts(l: Ledger): Promise<void> {
  const owner = pickPayer(l, 100n * TINYBARS_PER_HBAR);
  if (owner === undefined) return;
  const args = concatBytes(
    word(96n),
    word(160n),
    word(SUPPLY),
    encodeDynamic('Contract Credit').subarray(32),
    encodeDynamic('CCR').subarray(32),
  );
  const token = l.state.allocateId();
  const created = await run(l, {
    type: TxType.CONTRACTCREATEINSTANCE,
    sender: owner,
    target: token,
    create: true,
    input: concatBytes(hexToBytes(COMPILED.DemoToken.initcode), args),
  });
  if (created.kind === 'success') {
    l.state.executed.erc20 = token;
    l.state.executed.holders.push(owner);
  }
  const deploy = async (code: string) => {
    const id = l.state.allocateId();
    const outcome = await run(l, {
      type: TxType.CONTRACTCREATEINSTANCE,
      sender: owner,
      target: id,
      create: true,
      input: hexToBytes(code),
    });
    return outcome.kind === 'success' ? id : null;
  };
  const executed = l.state.executed;
  executed.vault = await deploy(COMPILED.Vault.initcode);
  executed.collectible = await deploy(COMPILED.DemoCollectible.initcode);
  executed.factory = await deploy(COMPILED.CounterFactory.initcode);
  executed.deployer = owner;
  // The initial distribution: the deployer hands a share of the ERC-20 to a few users.
  for (let i = 0; i < 3 && executed.erc20 !== null; i++) {
    const to = l.prng.pick(l.state.users);
    const outcome = await call(
      l,
      owner,
      executed.erc20,
      concatBytes(selector('transfer(address,uint256)'), addressWord(l, to), word(SUPPLY / 100n)),
    );
    if (outcome.kind === 'success' && !executed.holders.includes(to)) executed.holders.push(to);
  }
}

async function transferErc20(l: Ledger, erc20: number): Promise<void> {
  const { holders } = l.state.executed;
  const from = l.prng.pick(holders);
  if (l.balanceOf(from) < TINYBARS_PER_HBAR) return;
  const to = l.prng.pick(l.state.users);
  // Now and then more than anybody holds: the contract refuses it with its reason.
  const amount = l.prng.chance(0.15)
    ? SUPPLY + 1n
    : BigInt(l.prng.between(1, 5_000_000)) * 10n ** BigInt(l.prng.between(2, 8));
  const outcome = await call(
    l,
    from,
    erc20,
    concatBytes(selector('transfer(address,uint256)'), addressWord(l, to), word(amount)),
  );
  if (outcome.kind === 'success' && !holders.includes(to)) holders.push(to);
}

async function mintCollectible(l: Ledger, collectible: number, minter: number): Promise<void> {
  const to = l.prng.pick(l.state.users);
  const outcome = await call(l, minter, collectible, concatBytes(selector('mint(address)'), addressWord(l, to)));
  if (outcome.kind === 'success') l.state.executed.collectibleOwners.push(to);
}

/** A holder passes a serial on; now and then somebody else tries, and the contract refuses with its reason. */
async function transferCollectible(l: Ledger, collectible: number): Promise<void> {
  const owners = l.state.executed.collectibleOwners;
  const serial = l.prng.int(owners.length);
  const owner = owners[serial]!;
  const sender = l.prng.chance(0.2) ? l.prng.pick(l.state.users) : owner;
  if (l.balanceOf(sender) < TINYBARS_PER_HBAR) return;
  const to = l.prng.pick(l.state.users);
  const input = concatBytes(
    selector('transferFrom(address,address,uint256)'),
    addressWord(l, owner),
    addressWord(l, to),
    word(BigInt(serial + 1)),
  );
  if ((await call(l, sender, collectible, input)).kind === 'success') owners[serial] = to;
}

/**
 * The factory makes a counter with CREATE2 (a salt used before fails: the address is taken), or one is incremented.
 * Live mode writes no new entities, so there a counter is only incremented.
 */
async function makeOrIncrementCounter(l: Ledger, factory: number, sender: number): Promise<void> {
  const executed = l.state.executed;
  if (!l.state.canCreateEntities) {
    if (executed.counters.length) await call(l, sender, l.prng.pick(executed.counters), selector('increment()'));
    return;
  }
  if (executed.counters.length && l.prng.chance(0.6)) {
    await call(l, sender, l.prng.pick(executed.counters), selector('increment()'));
    return;
  }
  const salt = l.prng.chance(0.1) && executed.salts > 0 ? l.prng.int(executed.salts) : executed.salts++;
  const before = l.state.nextEntityId;
  const outcome = await call(l, sender, factory, concatBytes(selector('deploy(bytes32)'), word(BigInt(salt))));
  if (outcome.kind === 'success')
    for (let id = before; id < l.state.nextEntityId; id++) if (l.state.contracts.has(id)) executed.counters.push(id);
}

/**
 * An everyday call of a compiled contract: an ERC-20 transfer (sometimes of more than the sender holds), an
 * ERC-721 mint or transfer (sometimes by somebody not allowed), a CREATE2 counter made or incremented, or a vault
 * deposit or a withdrawal that may exceed the deposit.
 */
export async function callExecutedContract(l: Ledger): Promise<void> {
  const { erc20, vault, collectible, factory, holders, collectibleOwners, deployer } = l.state.executed;
  const sender = pickPayer(l, 10n * TINYBARS_PER_HBAR);
  if (sender === undefined) return;
  const roll = l.prng.float();
  if (roll < 0.4) {
    if (erc20 !== null && holders.length) await transferErc20(l, erc20);
  } else if (roll < 0.55) {
    if (collectible !== null && deployer !== null) await mintCollectible(l, collectible, deployer);
  } else if (roll < 0.65) {
    if (collectible !== null && collectibleOwners.length) await transferCollectible(l, collectible);
  } else if (roll < 0.8) {
    if (factory !== null) await makeOrIncrementCounter(l, factory, sender);
  } else if (vault !== null) {
    const deposit = roll < 0.93;
    const amount = word(BigInt(l.prng.between(1, 1_000)));
    await call(l, sender, vault, concatBytes(selector(deposit ? 'deposit(uint256)' : 'withdraw(uint256)'), amount));
  }
}

const TRANSFER_TOPIC = keccak_256(new TextEncoder().encode('Transfer(address,address,uint256)'));
const DEPLOY = selector('deploy(bytes32)');

/** The entity an indexed address topic names (stored without leading zero bytes), among `byAddress`. */
function topicEntity(topic: Uint8Array | null, byAddress: Map<string, number>): number | null {
  if (!topic) return null;
  const address = word(toBigInt(topic)).subarray(12);
  return longZeroEntityId(address) !== null
    ? Number(longZeroEntityId(address))
    : (byAddress.get(bytesToHex(address)) ?? null);
}

/**
 * Live mode resumes the compiled contracts from the database: their code and every storage slot (so calls read
 * what the generator or an earlier live block wrote), the accounts that hold the ERC-20, each collectible's owner
 * and the counters, as the generator left them in `state.executed`.
 */
export async function loadExecutedContracts(db: Queryable, state: LedgerState): Promise<void> {
  const byRuntime = new Map<string, keyof typeof COMPILED>(
    Object.entries(COMPILED).map(([name, code]) => [code.runtime, name as keyof typeof COMPILED]),
  );
  const contracts = await db.query<{
    id: bigint;
    evm_address: Uint8Array | null;
    created_timestamp: bigint | null;
    runtime_bytecode: Uint8Array;
  }>(
    `SELECT e.id, e.evm_address, e.created_timestamp, c.runtime_bytecode FROM contract c JOIN entity e ON e.id = c.id
     WHERE c.runtime_bytecode = ANY($1::bytea[]) AND e.deleted IS NOT TRUE ORDER BY e.id`,
    [Object.values(COMPILED).map((c) => Buffer.from(c.runtime, 'hex'))],
  );
  if (!contracts.length) return;
  const executed = state.executed;
  for (const row of contracts) {
    const id = Number(row.id);
    const name = byRuntime.get(bytesToHex(row.runtime_bytecode));
    state.entities.set(id, newEntity(id, 'CONTRACT', row.created_timestamp ?? 0n, { evmAddress: row.evm_address }));
    state.contracts.set(id, {
      id,
      storage: new Map(),
      runtimeBytecode: row.runtime_bytecode,
      initcode: null,
      fileId: null,
    });
    if (name === 'DemoToken') executed.erc20 ??= id;
    else if (name === 'Vault') executed.vault ??= id;
    else if (name === 'DemoCollectible') executed.collectible ??= id;
    else if (name === 'CounterFactory') executed.factory ??= id;
    else if (name === 'Counter') executed.counters.push(id);
  }
  const slots = await db.query<{
    contract_id: bigint;
    slot: Uint8Array;
    value: Uint8Array;
    created_timestamp: bigint;
    modified_timestamp: bigint;
  }>(
    'SELECT contract_id, slot, value, created_timestamp, modified_timestamp FROM contract_state WHERE contract_id = ANY($1::bigint[])',
    [contracts.map((c) => String(c.id))],
  );
  for (const s of slots) {
    state.contracts.get(Number(s.contract_id))!.storage.set(bytesToHex(word(toBigInt(s.slot))), {
      value: word(toBigInt(s.value)),
      createdTs: s.created_timestamp,
      modifiedTs: s.modified_timestamp,
    });
  }
  const users = await db.query<{ id: bigint; evm_address: Uint8Array }>(
    "SELECT id, evm_address FROM entity WHERE type = 'ACCOUNT' AND evm_address IS NOT NULL",
  );
  const byAddress = new Map(users.map((u) => [bytesToHex(u.evm_address), Number(u.id)]));
  const [deployment] = await db.query<{ sender_id: bigint | null }>(
    'SELECT sender_id FROM contract_result WHERE contract_id = $1 ORDER BY consensus_timestamp LIMIT 1',
    [executed.erc20 ?? executed.collectible ?? 0],
  );
  executed.deployer = deployment?.sender_id == null ? null : Number(deployment.sender_id);
  const transfers = await db.query<{ contract_id: bigint; topic2: Uint8Array | null; topic3: Uint8Array | null }>(
    'SELECT contract_id, topic2, topic3 FROM contract_log WHERE contract_id = ANY($1::bigint[]) AND topic0 = $2 ORDER BY consensus_timestamp, index',
    [[executed.erc20 ?? 0, executed.collectible ?? 0].map(String), TRANSFER_TOPIC],
  );
  for (const t of transfers) {
    const to = topicEntity(t.topic2, byAddress);
    if (to === null) continue;
    if (Number(t.contract_id) === executed.erc20 && !executed.holders.includes(to)) executed.holders.push(to);
    if (Number(t.contract_id) === executed.collectible && t.topic3)
      executed.collectibleOwners[Number(toBigInt(t.topic3)) - 1] = to;
  }
  // Every deploy(bytes32) the factory was sent used a salt at most this count: the next new salt is past them all.
  const [deploys] = await db.query<{ n: bigint }>(
    'SELECT count(*) AS n FROM contract_result WHERE contract_id = $1 AND substring(function_parameters from 1 for 4) = $2',
    [executed.factory ?? 0, DEPLOY],
  );
  executed.salts = Number(deploys?.n ?? 0n);
}

/**
 * The compiled contracts' slots written since `sinceTs`, as `contract_state` holds them (live mode: the generator
 * writes the whole table once, at its end; a live block brings it up to date in the block's own transaction).
 */
export async function upsertExecutedStorage(q: Queryable, state: LedgerState, sinceTs: bigint): Promise<void> {
  const rows: { id: number; slot: Uint8Array; value: Uint8Array; created: bigint; modified: bigint }[] = [];
  for (const c of state.contracts.values()) {
    for (const [key, s] of c.storage)
      if (s.modifiedTs > sinceTs)
        rows.push({ id: c.id, slot: hexToBytes(key), value: s.value, created: s.createdTs, modified: s.modifiedTs });
  }
  if (!rows.length) return;
  await q.query(
    `INSERT INTO contract_state (contract_id, slot, value, created_timestamp, modified_timestamp)
     SELECT * FROM unnest($1::bigint[], $2::bytea[], $3::bytea[], $4::bigint[], $5::bigint[])
     ON CONFLICT (contract_id, slot) DO UPDATE SET value = excluded.value, modified_timestamp = excluded.modified_timestamp`,
    [
      rows.map((r) => String(r.id)),
      rows.map((r) => r.slot),
      rows.map((r) => r.value),
      rows.map((r) => String(r.created)),
      rows.map((r) => String(r.modified)),
    ],
  );
}
