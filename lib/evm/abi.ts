/** The few ABI encodings the system contracts read and answer: static words, addresses, strings, bytes. */
import { concatBytes } from '../core/hex';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { toBigInt, word } from './address';

/** The 4-byte selector of a function signature, e.g. `name()`. */
export function selector(signature: string): Uint8Array {
  return keccak_256(new TextEncoder().encode(signature)).subarray(0, 4);
}

export const selectorKey = (bytes: Uint8Array): string => Buffer.from(bytes.subarray(0, 4)).toString('hex');

/** The n-th 32-byte argument after the selector, or null when the input is too short. */
export function argument(input: Uint8Array, n: number): Uint8Array | null {
  const start = 4 + 32 * n;
  return input.length >= start + 32 ? input.subarray(start, start + 32) : null;
}

export const uintArgument = (input: Uint8Array, n: number): bigint | null => {
  const arg = argument(input, n);
  return arg && toBigInt(arg);
};

/** An address argument: the low 20 bytes of its word (the upper 12 must be zero, as Solidity checks). */
export function addressArgument(input: Uint8Array, n: number): Uint8Array | null {
  const arg = argument(input, n);
  if (!arg || arg.subarray(0, 12).some((b) => b !== 0)) return null;
  return arg.subarray(12);
}

export const encodeUint = (value: bigint): Uint8Array => word(value);
export const encodeBool = (value: boolean): Uint8Array => word(value ? 1n : 0n);
export const encodeAddress = (address: Uint8Array): Uint8Array => concatBytes(new Uint8Array(12), address);

/** A dynamic `bytes` or `string` as a function's only return value: offset, length, padded data. */
export function encodeDynamic(data: Uint8Array | string): Uint8Array {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const padded = new Uint8Array(Math.ceil(bytes.length / 32) * 32);
  padded.set(bytes);
  return concatBytes(word(32n), word(BigInt(bytes.length)), padded);
}

const ERROR_SELECTOR = selectorKey(selector('Error(string)'));
const PANIC_SELECTOR = selectorKey(selector('Panic(uint256)'));

/**
 * The reason a revert gives: `Error(string)`'s text, `Panic(uint256)`'s code as the node words it, or empty for
 * custom errors and bare reverts (their data is answered as it is).
 */
export function revertReason(data: Uint8Array): string {
  if (data.length < 4) return '';
  const key = selectorKey(data);
  if (key === PANIC_SELECTOR) {
    const code = uintArgument(data, 0);
    return code === null ? '' : `Panic(0x${code.toString(16)})`;
  }
  if (key !== ERROR_SELECTOR) return '';
  const offset = uintArgument(data, 0);
  if (offset === null || offset > BigInt(data.length)) return '';
  const start = 4 + Number(offset);
  if (data.length < start + 32) return '';
  const length = toBigInt(data.subarray(start, start + 32));
  if (BigInt(start + 32) + length > BigInt(data.length)) return '';
  return new TextDecoder('utf-8', { fatal: false }).decode(data.subarray(start + 32, start + 32 + Number(length)));
}
