/**
 * Hedera's EVM addresses: an entity's long-zero address (4-byte shard, 8-byte realm, 8-byte num) or its own
 * 20-byte EVM address; and the conversions between EVM words and ledger values.
 */
import { bytesToHex } from '../core/hex';
import { decodeEntityId, encodeEntityId, MAX_NUM, MAX_REALM, MAX_SHARD } from '../core/entity-id';

export const ADDRESS_BYTES = 20;

/** The entity id a long-zero address names, or null when the address is not long-zero. */
export function longZeroEntityId(address: Uint8Array): bigint | null {
  let shard = 0n;
  let realm = 0n;
  let num = 0n;
  for (let i = 0; i < 4; i++) shard = (shard << 8n) | BigInt(address[i]!);
  for (let i = 4; i < 12; i++) realm = (realm << 8n) | BigInt(address[i]!);
  for (let i = 12; i < 20; i++) num = (num << 8n) | BigInt(address[i]!);
  if (shard > MAX_SHARD || realm > MAX_REALM || num > MAX_NUM) return null;
  return encodeEntityId({ shard, realm, num });
}

export function longZeroAddress(entityId: bigint): Uint8Array {
  const { shard, realm, num } = decodeEntityId(entityId);
  const out = new Uint8Array(ADDRESS_BYTES);
  writeBig(out, 0, 4, shard);
  writeBig(out, 4, 8, realm);
  writeBig(out, 12, 8, num);
  return out;
}

function writeBig(out: Uint8Array, offset: number, length: number, value: bigint): void {
  for (let i = length - 1; i >= 0; i--) {
    out[offset + i] = Number(value & 0xffn);
    value >>= 8n;
  }
}

/** A big-endian unsigned word of `length` bytes (32 by default). */
export function word(value: bigint, length = 32): Uint8Array {
  const out = new Uint8Array(length);
  writeBig(out, 0, length, BigInt.asUintN(length * 8, value));
  return out;
}

export function toBigInt(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const b of bytes) value = (value << 8n) | BigInt(b);
  return value;
}

export const prefixedHex = (bytes: Uint8Array): string => `0x${bytesToHex(bytes)}`;
