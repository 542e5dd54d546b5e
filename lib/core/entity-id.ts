/**
 * Entity ids `shard.realm.num` and their 64-bit encoding in the ledger tables
 * (shard 10 bits, realm 16 bits, num 38 bits — the Mirror Node's current layout).
 */
const SHARD_BITS = 10n;
const REALM_BITS = 16n;
const NUM_BITS = 38n;
export const MAX_SHARD = (1n << SHARD_BITS) - 1n;
export const MAX_REALM = (1n << REALM_BITS) - 1n;
export const MAX_NUM = (1n << NUM_BITS) - 1n;
const MAX_ENCODED = (1n << 63n) - 1n;

export interface EntityId {
  shard: bigint;
  realm: bigint;
  num: bigint;
}

/** Stored as a signed int64: shards of 512 and above encode to negative numbers, as in the reference. */
export function encodeEntityId({ shard, realm, num }: EntityId): bigint {
  return BigInt.asIntN(64, (shard << (REALM_BITS + NUM_BITS)) | (realm << NUM_BITS) | num);
}

export function decodeEntityId(stored: bigint): EntityId {
  const encoded = BigInt.asUintN(64, stored);
  return {
    shard: (encoded >> (REALM_BITS + NUM_BITS)) & MAX_SHARD,
    realm: (encoded >> NUM_BITS) & MAX_REALM,
    num: encoded & MAX_NUM,
  };
}

/**
 * Encoded id (as stored) → `shard.realm.num`; null stays null, and so does num 0 (the ledger's "no entity",
 * e.g. a token without an auto-renew account), which the reference prints as null.
 */
export function formatEntityId(encoded: bigint | number | null | undefined): string | null {
  if (encoded === null || encoded === undefined) return null;
  const { shard, realm, num } = decodeEntityId(BigInt(encoded));
  if (num === 0n) return null;
  return `${shard}.${realm}.${num}`;
}

function inRange(shard: bigint, realm: bigint, num: bigint): boolean {
  return shard <= MAX_SHARD && realm <= MAX_REALM && num <= MAX_NUM;
}

// The reference's own patterns (entityId.js): at most 4 shard, 5 realm and 12 num digits, or a signed encoded id.
const DOTTED = /^(?:(\d{1,4})\.)?(\d{1,5})\.(\d{1,12})$/;
const ENCODED = /^-?\d{1,19}$/;
const MIN_ENCODED = -(1n << 63n);
const EVM = /^(?:(\d{1,10})\.(\d{1,10})\.)?(?:0x)?([0-9a-fA-F]{40})$/;

/**
 * Parses `shard.realm.num`, `realm.num` or an encoded number (negative for shards of 512 and above). With
 * `allowEvmAddress`, also a long-zero EVM address (`[shard.realm.]0x…`) whose top 12 bytes are zero.
 * Returns null when invalid.
 */
export function parseEntityId(text: string, { allowEvmAddress = false } = {}): bigint | null {
  if (ENCODED.test(text)) {
    const encoded = BigInt(text);
    return encoded <= MAX_ENCODED && encoded >= MIN_ENCODED ? encoded : null;
  }
  const dotted = DOTTED.exec(text);
  if (dotted) {
    const [, a, b, c] = dotted;
    const shard = a === undefined ? 0n : BigInt(a);
    const realm = BigInt(b!);
    const num = BigInt(c!);
    return inRange(shard, realm, num) ? encodeEntityId({ shard, realm, num }) : null;
  }
  if (!allowEvmAddress) return null;
  const evm = EVM.exec(text);
  if (!evm) return null;
  return longZeroToEntityId(evm[3]!);
}

/** A long-zero EVM address (4-byte shard, 8-byte realm, 8-byte num) → encoded id, else null. */
export function longZeroToEntityId(hex40: string): bigint | null {
  const shard = BigInt(`0x${hex40.slice(0, 8)}`);
  const realm = BigInt(`0x${hex40.slice(8, 24)}`);
  const num = BigInt(`0x${hex40.slice(24)}`);
  return inRange(shard, realm, num) ? encodeEntityId({ shard, realm, num }) : null;
}

/** The long-zero EVM address of an entity (0x + 40 hex). */
export function entityIdToLongZero(encoded: bigint): string {
  const { shard, realm, num } = decodeEntityId(encoded);
  return `0x${shard.toString(16).padStart(8, '0')}${realm.toString(16).padStart(16, '0')}${num.toString(16).padStart(16, '0')}`;
}
