/**
 * The body of POST /api/v1/contracts/call as the Mirror Node's web3 module (0.154) reads it: JSON null is the
 * field's default, unknown fields are ignored, and each bad field is a 400 naming it in web3's error shape.
 */
import { hexToBytes } from '../../core/hex';
import { MAX_GAS } from '../../evm/execute';
import type { BlockSelector } from '../../ledger/evm-state';
import { Web3Error } from './web3-error';

export const MIN_GAS = 21_000n;
const MAX_DATA_HEX_DIGITS = 1_048_576;
const LONG_MAX = (1n << 63n) - 1n;

export interface ContractCallRequest {
  block: BlockSelector;
  data: Uint8Array;
  estimate: boolean;
  from: Uint8Array | null;
  gas: bigint;
  gasPrice: bigint;
  to: Uint8Array | null;
  value: bigint;
}

const badRequest = (detail: string) => new Web3Error(400, 'Bad Request', detail);

const BLOCK = /^(earliest|finalized|latest|pending|safe|\d{1,20}|0x[0-9a-f]{64}|0x[0-9a-f]{96}|0x[0-9a-f]{1,16})$/i;

/** `block` (row 47 of the 0.154 changes): tags, a decimal or 0x-hex number, or a 32- or 48-byte block hash. */
export function parseBlock(value: unknown): BlockSelector {
  if (value === null || value === undefined) return { tag: 'latest' };
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string' || !BLOCK.test(text)) throw badRequest(`Invalid block value: ${String(value)}`);
  const lower = text.toLowerCase();
  if (lower === 'earliest') return { tag: 'earliest' };
  if (['latest', 'pending', 'safe', 'finalized'].includes(lower)) return { tag: 'latest' };
  if (/^\d+$/.test(lower)) {
    const number = BigInt(lower);
    if (number > LONG_MAX) throw badRequest(`Decimal value out of range for block: ${text}`);
    return { number };
  }
  const digits = lower.slice(2);
  if (digits.length === 64 || digits.length === 96) return { hash: digits };
  const number = BigInt(lower);
  if (number > LONG_MAX) throw badRequest(`Hex value out of range for block: ${text}`);
  return { number };
}

function hexField(body: Record<string, unknown>, name: string, digits?: number): Uint8Array | null {
  const value = body[name];
  if (value === null || value === undefined || value === '') return null;
  const invalid = badRequest(`${name} field invalid hexadecimal string`);
  if (typeof value !== 'string') throw invalid;
  const hex = value.startsWith('0x') || value.startsWith('0X') ? value.slice(2) : value;
  if (!/^[0-9a-fA-F]*$/.test(hex) || hex.length % 2 !== 0 || hex.length > MAX_DATA_HEX_DIGITS) throw invalid;
  if (digits !== undefined && hex.length !== digits) throw invalid;
  return hexToBytes(hex);
}

function integerField(body: Record<string, unknown>, name: string, fallback: bigint): bigint {
  const value = body[name];
  if (value === null || value === undefined) return fallback;
  const text =
    typeof value === 'number' || typeof value === 'bigint' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^-?\d{1,19}$/.test(text)) throw badRequest(`${name} field must be a number`);
  const number = BigInt(text);
  if (number > LONG_MAX) throw badRequest(`${name} field must be a number`);
  return number;
}

function atLeast(name: string, value: bigint, min: bigint): bigint {
  if (value < min) throw badRequest(`${name} field must be greater than or equal to ${min}`);
  return value;
}

export function parseContractCallRequest(body: unknown): ContractCallRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('Request body must be a JSON object');
  const fields = body as Record<string, unknown>;
  const estimate = fields.estimate;
  if (estimate !== null && estimate !== undefined && typeof estimate !== 'boolean')
    throw badRequest('estimate field must be a boolean');
  const gas = atLeast('gas', integerField(fields, 'gas', MAX_GAS), MIN_GAS);
  if (gas > MAX_GAS) throw badRequest(`gas field must be less than or equal to ${MAX_GAS}`);
  const request: ContractCallRequest = {
    block: parseBlock(fields.block),
    data: hexField(fields, 'data') ?? new Uint8Array(0),
    estimate: estimate === true,
    from: hexField(fields, 'from', 40),
    gas,
    gasPrice: atLeast('gasPrice', integerField(fields, 'gasPrice', 0n), 0n),
    to: hexField(fields, 'to', 40),
    value: atLeast('value', integerField(fields, 'value', 0n), 0n),
  };
  if (request.value > 0n && request.from === null) throw badRequest('from field must not be empty');
  if (request.to === null && request.data.length === 0) throw badRequest('to field must not be empty');
  return request;
}
