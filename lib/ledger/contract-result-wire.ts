/**
 * Row → wire mapping of contract results and their state changes (their logs: contract-logs.ts), as the reference's
 * ContractResult*ViewModel write them (hex forms, the Ethereum fields that override the result's own).
 */
import { proto } from '@hiero-ledger/proto';
import { entityIdToLongZero, formatEntityId } from '../core/entity-id';
import { formatTimestamp } from '../core/timestamp';
import type { ContractResultLog } from '../schemas/v1/contract-log';
import type { ContractResult, ContractResultDetails, ContractResultStateChange } from '../schemas/v1/contract-result';
import type { EthereumAmountUnit } from '../db/ledger-schema';
import { SUCCESS_RESULTS, transactionResultName } from './names';

type Bytes = Uint8Array | null;

export interface ContractResultRow {
  amount: bigint | null;
  bloom: Bytes;
  call_result: Bytes;
  consensus_timestamp: bigint;
  contract_id: bigint | null;
  created_contract_ids: bigint[] | null;
  error_message: string | null;
  failed_initcode: Bytes;
  function_parameters: Bytes;
  /** Only read when the result has no sender (the sender may then be an alias inside it). */
  function_result: Bytes;
  gas_consumed: bigint | null;
  gas_limit: bigint;
  gas_used: bigint | null;
  payer_account_id: bigint;
  sender_id: bigint | null;
  transaction_hash: Bytes;
  transaction_index: number | null;
  transaction_result: number;
  /** The contract's own EVM address (CREATE2), when it has one. */
  evm_address: Bytes;
}

/** An Ethereum transaction's columns; the list reads no call data, gas limit or call data file (null here). */
export interface EthereumTransactionRow {
  access_list: Bytes;
  call_data: Bytes;
  call_data_id: bigint | null;
  chain_id: Bytes;
  consensus_timestamp: bigint;
  gas_limit: bigint | null;
  gas_price: Bytes;
  max_fee_per_gas: Bytes;
  max_priority_fee_per_gas: Bytes;
  nonce: bigint;
  recovery_id: number | null;
  signature_r: Bytes;
  signature_s: Bytes;
  signature_v: Bytes;
  to_address: Bytes;
  type: number;
  value: Bytes;
}

/** The block (record file) a result belongs to. */
export interface BlockOfResult {
  hash: string;
  index: bigint;
  gas_used: bigint | null;
}

export interface StateChangeRow {
  contract_id: bigint;
  slot: Bytes;
  value_read: Bytes;
  value_written: Bytes;
  evm_address: Bytes;
}

const hexOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const isEmpty = (bytes: Bytes): bytes is null => !bytes || bytes.length === 0;

/** `0x` + hex; null and empty read as bare `0x`. */
export const hexBytes = (bytes: Bytes) => `0x${bytes ? hexOf(bytes) : ''}`;

/** `0x` + hex left-padded to 64 digits; null and empty read as bare `0x`. */
const paddedHex = (bytes: Bytes) => (isEmpty(bytes) ? '0x' : `0x${hexOf(bytes).padStart(64, '0')}`);

const ZERO_UINT256 = `0x${'0'.repeat(64)}`;

/** A storage word: null stays null, empty reads as zero. */
const uint256 = (bytes: Bytes) => (bytes === null ? null : bytes.length === 0 ? ZERO_UINT256 : paddedHex(bytes));

/** The reference's quantity form: one leading zero digit dropped (`0x012a` → `0x12a`, not further). */
function quantity(bytes: Bytes): string {
  const text = hexBytes(bytes);
  return text.length > 3 ? text.replace('0x0', '0x') : text;
}

/** A contract's own EVM address when it has one, else its long-zero address. */
const addressOf = (evmAddress: Bytes, contractId: bigint | null) =>
  !isEmpty(evmAddress)
    ? hexBytes(evmAddress)
    : contractId === null || formatEntityId(contractId) === null
      ? null
      : entityIdToLongZero(contractId);

/** An entity's long-zero address, null for none (or 0.0.0). */
const longZeroOrNull = (id: bigint | null) =>
  id === null || formatEntityId(id) === null ? null : entityIdToLongZero(id);

/** A result without a sender id may carry the sender's alias (an EVM address) in its protobuf function result. */
function senderAlias(functionResult: Bytes): string | null {
  if (isEmpty(functionResult)) return null;
  try {
    const alias = proto.ContractFunctionResult.decode(functionResult).senderId?.alias;
    return alias && alias.length ? hexBytes(alias) : null;
  } catch {
    return null; // a corrupt column costs the sender, not the answer
  }
}

/** Interface 0.145.1 on: a result without a bloom shows the 256-byte zero bloom, as Ethereum's receipts do. */
export const EMPTY_BLOOM = `0x${'0'.repeat(512)}`;

const bloomOf = (bytes: Bytes) => (isEmpty(bytes) ? EMPTY_BLOOM : hexBytes(bytes));

export function toContractResultWire(row: ContractResultRow): ContractResult {
  return {
    address: addressOf(row.evm_address, row.contract_id),
    amount: row.amount,
    bloom: bloomOf(row.bloom),
    call_result: hexBytes(row.call_result),
    contract_id: formatEntityId(row.contract_id),
    created_contract_ids: (row.created_contract_ids ?? []).map(formatEntityId),
    error_message: row.error_message ? row.error_message : null,
    from: longZeroOrNull(row.sender_id) ?? (row.sender_id === null ? senderAlias(row.function_result) : null),
    function_parameters: hexBytes(row.function_parameters),
    gas_consumed: row.gas_consumed,
    gas_limit: row.gas_limit,
    gas_used: row.gas_used,
    hash: hexBytes(row.transaction_hash),
    timestamp: formatTimestamp(row.consensus_timestamp)!,
    to: longZeroOrNull(row.contract_id),
  };
}

/** A big-endian unsigned integer (the Ethereum value in weibars). */
const unsigned = (bytes: Bytes) => (isEmpty(bytes) ? 0n : BigInt(`0x${hexOf(bytes)}`));

/** A big-endian two's-complement integer, as Java's `new BigInteger(bytes)` reads it. */
const signed = (bytes: Uint8Array) => {
  const value = BigInt(`0x${hexOf(bytes)}`);
  return bytes[0]! & 0x80 ? value - (1n << BigInt(bytes.length * 8)) : value;
};

export const WEIBARS_PER_TINYBAR = 10_000_000_000n;

/**
 * The units of one answer: what the ledger stores (`LedgerSchema.ethereumAmounts`) and what the client asked for
 * (`hbar=true`, the default: tinybars; `hbar=false`: weibars). Amounts and gas prices are converted between them.
 */
export interface AmountUnits {
  stored: EthereumAmountUnit;
  answer: EthereumAmountUnit;
}

/** The 0.145 interface's units, and any answer whose ledger already holds what it asks for. */
export const TINYBAR_ANSWER: AmountUnits = { stored: 'tinybar', answer: 'tinybar' };

/** A stored amount in the answer's unit; tinybars from weibars truncate toward zero (BigInt division does). */
function convert(value: bigint, units: AmountUnits): bigint {
  if (units.stored === units.answer) return value;
  return units.answer === 'tinybar' ? value / WEIBARS_PER_TINYBAR : value * WEIBARS_PER_TINYBAR;
}

/**
 * The Ethereum value as `amount`. Stored weibars are signed (the reference reads them with Java's BigInteger) and
 * an empty value is null in tinybars, as the reference answers; stored tinybars read as they always did.
 */
function ethereumAmount(value: Bytes, units: AmountUnits): bigint | null {
  if (units.stored === 'tinybar') return convert(unsigned(value), units);
  if (isEmpty(value)) return units.answer === 'weibar' ? 0n : null;
  return units.answer === 'weibar' ? unsigned(value) : signed(value) / WEIBARS_PER_TINYBAR;
}

/** A gas price as a quantity in the answer's unit; an absent one stays `0x`. */
function gasPrice(bytes: Bytes, units: AmountUnits): string {
  if (isEmpty(bytes) || units.stored === units.answer) return quantity(bytes);
  return `0x${convert(unsigned(bytes), units).toString(16)}`;
}

const LEGACY_TYPE = 0;

/** What an Ethereum transaction says beside (or instead of) its contract result. */
function ethereumFields(
  result: ContractResult,
  row: ContractResultRow,
  eth: EthereumTransactionRow,
  parts: ResultDetailsParts,
  failed: boolean,
) {
  const fileData = parts.fileData ?? null;
  const units = parts.units ?? TINYBAR_ANSWER;
  const resultName = transactionResultName(row.transaction_result);
  let functionParameters = result.function_parameters;
  if (!isEmpty(eth.call_data)) functionParameters = hexBytes(eth.call_data);
  else if (isEmpty(row.function_parameters) && fileData !== null) functionParameters = hexBytes(fileData);
  return {
    access_list: hexBytes(eth.access_list),
    amount: ethereumAmount(eth.value, units),
    chain_id: quantity(eth.chain_id),
    error_message: failed && !row.error_message ? resultName : result.error_message,
    function_parameters: functionParameters,
    gas_limit: eth.gas_limit ?? result.gas_limit,
    gas_price: gasPrice(eth.gas_price, units),
    max_fee_per_gas: gasPrice(eth.max_fee_per_gas, units),
    max_priority_fee_per_gas: gasPrice(eth.max_priority_fee_per_gas, units),
    nonce: eth.nonce,
    r: hexBytes(eth.signature_r),
    s: hexBytes(eth.signature_s),
    to: isEmpty(eth.to_address) ? result.to : hexBytes(eth.to_address),
    type: eth.type,
    // A legacy transaction's v carries the chain id (EIP-155); later types give only the recovery id.
    v: eth.type === LEGACY_TYPE && eth.signature_v !== null ? unsigned(eth.signature_v) : eth.recovery_id,
  };
}

export interface ResultDetailsParts {
  block: BlockOfResult | null;
  eth: EthereumTransactionRow | null;
  logs?: ContractResultLog[];
  stateChanges?: ContractResultStateChange[];
  /** The contents of the Ethereum transaction's call data file, when its call data lives in one. */
  fileData?: Bytes;
  /** Default: tinybars stored and answered (the 0.145 interface). */
  units?: AmountUnits;
}

export function toContractResultDetailsWire(row: ContractResultRow, parts: ResultDetailsParts): ContractResultDetails {
  const result = toContractResultWire(row);
  const { block, eth } = parts;
  const failed = !SUCCESS_RESULTS.includes(row.transaction_result);
  let failedInitcode: string | null = null;
  if (!isEmpty(row.failed_initcode)) failedInitcode = hexBytes(row.failed_initcode);
  else if (failed && eth && !isEmpty(eth.call_data)) failedInitcode = hexBytes(eth.call_data);
  return {
    ...result,
    block_hash: block ? `0x${block.hash.replace(/^0x/, '')}` : '0x',
    block_number: block?.index ?? null,
    hash: hexBytes(row.transaction_hash),
    ...(parts.logs ? { logs: parts.logs } : {}),
    result: transactionResultName(row.transaction_result),
    transaction_index: row.transaction_index,
    ...(parts.stateChanges ? { state_changes: parts.stateChanges } : {}),
    status: failed ? '0x0' : '0x1',
    failed_initcode: failedInitcode,
    access_list: null,
    block_gas_used: block && block.gas_used !== null && block.gas_used !== -1n ? block.gas_used : null,
    chain_id: null,
    gas_price: null,
    max_fee_per_gas: null,
    max_priority_fee_per_gas: null,
    r: null,
    s: null,
    type: null,
    v: null,
    nonce: null,
    // Without an Ethereum transaction the amount is the result's own, in tinybars.
    ...(!eth && parts.units?.answer === 'weibar' && result.amount !== null
      ? { amount: BigInt(result.amount) * WEIBARS_PER_TINYBAR }
      : {}),
    ...(eth ? ethereumFields(result, row, eth, parts, failed) : {}),
  };
}

export function toResultStateChangeWire(row: StateChangeRow): ContractResultStateChange {
  return {
    address: addressOf(row.evm_address, row.contract_id) ?? '0x',
    contract_id: formatEntityId(row.contract_id),
    slot: uint256(row.slot) ?? ZERO_UINT256,
    value_read: uint256(row.value_read) ?? ZERO_UINT256,
    value_written: uint256(row.value_written),
  };
}
