/**
 * EVM helpers: revert reasons, decoded by viem (the server decodes them for the trace), the precompiles and system
 * contracts, and long-zero addresses. Decoding of whole calls, outputs and events with the ABI fragments is in
 * `abi-decode.ts`; selectors and their well-known signatures, which the browser needs too, in `selectors.ts`.
 */
import { decodeErrorResult, type Hex } from 'viem';
import { hexDigits as strip } from './selectors';

const PANIC_CODES: Record<number, string> = {
  0x00: 'generic compiler panic',
  0x01: 'assertion failed',
  0x11: 'arithmetic overflow or underflow',
  0x12: 'division or modulo by zero',
  0x21: 'invalid enum value',
  0x22: 'invalid storage byte array encoding',
  0x31: 'pop() on an empty array',
  0x32: 'array index out of bounds',
  0x41: 'out of memory',
  0x51: 'call to a zero-initialized function',
};

/** What a Panic(uint256) code means (Solidity's list), or that it is not one of them. */
export const panicMeaning = (code: bigint) => PANIC_CODES[Number(code)] ?? 'unknown panic code';

export type Revert =
  | { kind: 'error'; message: string }
  | { kind: 'panic'; code: bigint; meaning: string }
  | { kind: 'text'; message: string }
  | { kind: 'hex'; hex: string }
  | { kind: 'empty' };

function utf8(hex: string): string | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** `Error(string)` → its message; `Panic(uint256)` → code and meaning; readable ASCII (Hedera codes) → text; else hex. */
export function decodeRevert(data: string | null | undefined): Revert {
  const hex = strip(data);
  if (!hex) return { kind: 'empty' };
  try {
    // Without an ABI, viem knows exactly Error(string) and Panic(uint256).
    const { errorName, args } = decodeErrorResult({ data: `0x${hex}` as Hex });
    if (errorName === 'Error' && typeof args?.[0] === 'string') return { kind: 'error', message: args[0] };
    if (errorName === 'Panic' && typeof args?.[0] === 'bigint')
      return { kind: 'panic', code: args[0], meaning: panicMeaning(args[0]) };
  } catch {
    // not one of the two, or malformed: read on
  }
  const text = utf8(hex);
  if (text && /^[\x20-\x7e]+$/.test(text)) return { kind: 'text', message: text };
  return { kind: 'hex', hex: `0x${hex}` };
}

export function describeRevert(revert: Revert): string {
  switch (revert.kind) {
    case 'error':
      return `Error("${revert.message}")`;
    case 'panic':
      return `Panic(0x${revert.code.toString(16).padStart(2, '0')}): ${revert.meaning}`;
    case 'text':
      return revert.message;
    case 'hex':
      return revert.hex;
    case 'empty':
      return 'no revert data';
  }
}

/** A precompile or Hedera system contract: the name to show instead of its bare long-zero address. */
export interface SystemContract {
  /** Short name for a trace row: `ecrecover`, `HTS precompile` … */
  name: string;
  /** What it is, for the details and a tooltip. */
  description: string;
  kind: 'EVM precompile' | 'Hedera system contract';
}

const precompile = (name: string, description: string): SystemContract => ({
  name,
  description,
  kind: 'EVM precompile',
});
const system = (name: string, description: string): SystemContract => ({
  name,
  description,
  kind: 'Hedera system contract',
});

const SYSTEM_CONTRACTS: ReadonlyMap<number, SystemContract> = new Map([
  [0x1, precompile('ecrecover', 'ECDSA public key recovery')],
  [0x2, precompile('sha256', 'SHA-256 hash')],
  [0x3, precompile('ripemd160', 'RIPEMD-160 hash')],
  [0x4, precompile('identity', 'data copy')],
  [0x5, precompile('modexp', 'modular exponentiation')],
  [0x6, precompile('ecadd', 'alt_bn128 point addition')],
  [0x7, precompile('ecmul', 'alt_bn128 scalar multiplication')],
  [0x8, precompile('ecpairing', 'alt_bn128 pairing check')],
  [0x9, precompile('blake2f', 'BLAKE2 compression function F')],
  [0x167, system('HTS precompile', 'Hedera Token Service')],
  [0x168, system('Exchange rate', 'hbar ↔ cent exchange rate')],
  [0x169, system('PRNG', 'pseudo-random number generator')],
  [0x16a, system('HAS', 'Hedera Account Service')],
]);

/** The entity number of a long-zero EVM address (`0x000…0167` → 359), or null for any other address. */
function longZeroNumber(address: string): number | null {
  const digits = strip(address);
  if (!/^[0-9a-f]{40}$/.test(digits) || !/^0{24}/.test(digits)) return null;
  const n = BigInt(`0x${digits}`);
  return n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : null;
}

/**
 * The precompile (0x1–0x9) or Hedera system contract (0x167 HTS, 0x168 exchange rate, 0x169 PRNG, 0x16a HAS) at an
 * EVM address — or given as an entity id (`0.0.359`) — else null.
 */
export function systemContractAt(addressOrId: string | null | undefined): SystemContract | null {
  if (!addressOrId) return null;
  const entity = /^0\.0\.(\d+)$/.exec(addressOrId.trim());
  const n = entity ? Number(entity[1]) : longZeroNumber(addressOrId.trim());
  return n === null ? null : (SYSTEM_CONTRACTS.get(n) ?? null);
}

/** The long-zero EVM address of an entity id (`0.0.1953` → `0x000…07a1`): shard 4 bytes, realm 8, number 8. */
export function longZeroAddress(entityId: string | null | undefined): string | null {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(entityId?.trim() ?? '');
  if (!m) return null;
  const [shard, realm, num] = [BigInt(m[1]!), BigInt(m[2]!), BigInt(m[3]!)];
  if (shard >= 1n << 32n || realm >= 1n << 64n || num >= 1n << 64n) return null;
  return `0x${shard.toString(16).padStart(8, '0')}${realm.toString(16).padStart(16, '0')}${num.toString(16).padStart(16, '0')}`;
}

/**
 * The entity id a long-zero EVM address stands for (`0x000…07a1` → `0.0.1953`; shard 4 bytes, realm 8, number 8),
 * or null for any other address (an alias or a CREATE2 address names no id by itself) and for the zero address.
 */
export function entityIdOfAddress(address: string | null | undefined): string | null {
  const digits = strip(address);
  if (!/^[0-9a-f]{40}$/.test(digits)) return null;
  const [shard, realm, num] = [
    BigInt(`0x${digits.slice(0, 8)}`),
    BigInt(`0x${digits.slice(8, 24)}`),
    BigInt(`0x${digits.slice(24)}`),
  ];
  // Ids encode shard in 10 bits, realm in 16, number in 38; a keccak-derived alias fits them only by a 2^-96 chance.
  if (num === 0n || shard > 0x3ffn || realm > 0xffffn || num >= 1n << 38n) return null;
  return `${shard}.${realm}.${num}`;
}
