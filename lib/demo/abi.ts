import { concatBytes } from '../core/hex';
import { keccak256 } from './keccak';

/** ABI words and the payloads contracts return, built byte for byte. */

export function fromHex(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text.replace(/^0x/, ''), 'hex'));
}

/** A big-endian 32-byte word. */
export function uintWord(value: bigint | number): Uint8Array {
  const out = new Uint8Array(32);
  let v = BigInt(value);
  for (let i = 31; i >= 0 && v > 0n; i--) {
    out[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  return out;
}

export function addressWord(address: Uint8Array): Uint8Array {
  const out = new Uint8Array(32);
  out.set(address.subarray(-20), 12);
  return out;
}

// The demo's contracts use a few dozen signatures, hashed once each: a large ledger asks for them millions of times.
const signatureHashes = new Map<string, Uint8Array>();

function signatureHash(signature: string): Uint8Array {
  let hash = signatureHashes.get(signature);
  if (!hash) signatureHashes.set(signature, (hash = keccak256(new TextEncoder().encode(signature))));
  return hash;
}

/** A copy, so a caller that writes into it cannot change the next one. */
export function selector(signature: string): Uint8Array {
  return signatureHash(signature).slice(0, 4);
}

export function eventTopic(signature: string): Uint8Array {
  return signatureHash(signature).slice();
}

/** `Error(string)` revert payload: selector 0x08c379a0, offset, length, padded UTF-8. */
export function errorString(message: string): Uint8Array {
  const text = new TextEncoder().encode(message);
  const padded = new Uint8Array(Math.ceil(text.length / 32) * 32);
  padded.set(text);
  return concatBytes(selector('Error(string)'), uintWord(32), uintWord(text.length), padded);
}

/** `Panic(uint256)` payload: 0x4e487b71 and the panic code (0x11 overflow, 0x12 division by zero, ...). */
export function panicCode(code: number): Uint8Array {
  return concatBytes(selector('Panic(uint256)'), uintWord(code));
}

/** Adds `item` to an Ethereum 2048-bit log bloom (three 11-bit indexes from its keccak). */
export function bloomAdd(bloom: Uint8Array, item: Uint8Array): void {
  const h = keccak256(item);
  for (let i = 0; i < 6; i += 2) {
    const bit = ((h[i]! << 8) | h[i + 1]!) & 2047;
    bloom[255 - (bit >> 3)]! |= 1 << (bit & 7);
  }
}

export function orInto(target: Uint8Array, source: Uint8Array): void {
  for (let i = 0; i < target.length; i++) target[i]! |= source[i] ?? 0;
}

/** Minimal-length big-endian bytes of a non-negative integer (how ethereum_transaction stores values). */
export function minimalBytes(value: bigint): Uint8Array {
  if (value === 0n) return new Uint8Array(0);
  const hexText = value.toString(16);
  return fromHex(hexText.length % 2 ? `0${hexText}` : hexText);
}
