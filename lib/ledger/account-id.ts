/**
 * Resolution of the `{idOrAliasOrEvmAddress}` path parameter the way the reference does it: entity ids
 * are encoded without touching the database, long-zero EVM addresses likewise, other EVM addresses and
 * base32 account aliases are looked up in `entity`.
 */
import { encodeEntityId } from '../api/entity-id';
import { InvalidArgumentError, NotFoundError, invalidParameter } from '../api/errors';
import type { Queryable } from '../db/types';

// The network's own shard and realm: EVM addresses and aliases may only be prefixed with these.
const SYSTEM_SHARD = 0n;
const SYSTEM_REALM = 0n;

const MAX_SHARD = 1023n;
const MAX_REALM = 65535n;
const MAX_NUM = (1n << 38n) - 1n;
const MAX_ENCODED = (1n << 63n) - 1n;
const MIN_ENCODED = -(1n << 63n);

// The reference's accepted spellings (digit counts included: a longer part is invalid, not out of range).
const ENTITY_ID = /^(?:(\d{1,4})\.)?(\d{1,5})\.(\d{1,12})$/;
const ENCODED_ID = /^-?\d{1,19}$/;
const EVM_ADDRESS = /^(?:0x)?([0-9A-Fa-f]{40})$/;
const EVM_ADDRESS_SHARD_REALM = /^(?:(\d{1,4})\.)?(?:(\d{1,5})\.)?([0-9A-Fa-f]{40})$/;
const ACCOUNT_ALIAS = /^(?:(\d{1,5})\.)?(?:(\d{1,5})\.)?([A-Z2-7]+)$/;

export const MISSING_ACCOUNT_ALIAS = 'No account with a matching alias found';

/** What the path parameter denotes before any lookup. */
export type AccountRef =
  | { kind: 'id'; id: bigint }
  | { kind: 'evmAddress'; address: Uint8Array }
  | { kind: 'alias'; alias: Uint8Array };

/**
 * The id as stored: the 64-bit encoding read as a signed bigint column, so shards of 512 and above are
 * negative numbers (the ledger's own convention).
 */
export function storedEntityId(shard: bigint, realm: bigint, num: bigint): bigint {
  return BigInt.asIntN(64, encodeEntityId({ shard, realm, num }));
}

/** Two's-complement reading of an encoded id, as the reference does for negative encodings. */
function decodeSigned(encoded: bigint): bigint {
  const unsigned = BigInt.asUintN(64, encoded);
  const num = unsigned & MAX_NUM;
  const realm = (unsigned >> 38n) & MAX_REALM;
  const shard = (unsigned >> 54n) & MAX_SHARD;
  return storedEntityId(shard, realm, num);
}

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * RFC 4648 base32 without padding. Null when the length leaves 5+ spare bits or the spare bits are not
 * zero — the reference rejects those strings as invalid aliases (400), not as unknown ones.
 */
export function decodeBase32(text: string): Uint8Array | null {
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value < 0) return null;
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((buffer >> bits) & 0xff);
    }
  }
  if (bits >= 5 || (buffer & ((1 << bits) - 1)) !== 0) return null;
  return Uint8Array.from(out);
}

function isSystemShardRealm(shard: string | undefined, realm: string | undefined): boolean {
  return (shard === undefined || BigInt(shard) === SYSTEM_SHARD) && (realm === undefined || BigInt(realm) === SYSTEM_REALM);
}

/** Classifies the parameter without touching the database; null when the reference would answer 400. */
export function parseAccountRef(text: string): AccountRef | null {
  const entity = ENTITY_ID.exec(text);
  if (entity) {
    const shard = entity[1] === undefined ? SYSTEM_SHARD : BigInt(entity[1]);
    const realm = BigInt(entity[2]!);
    const num = BigInt(entity[3]!);
    if (shard > MAX_SHARD || realm > MAX_REALM || num > MAX_NUM) return null;
    return { kind: 'id', id: storedEntityId(shard, realm, num) };
  }
  if (ENCODED_ID.test(text)) {
    const encoded = BigInt(text);
    if (encoded > MAX_ENCODED || encoded < MIN_ENCODED) return null;
    return { kind: 'id', id: decodeSigned(encoded) };
  }
  const evm = EVM_ADDRESS.exec(text);
  const evmWithPrefix = evm ? null : EVM_ADDRESS_SHARD_REALM.exec(text);
  if (evm || evmWithPrefix) {
    const hex = (evm ?? evmWithPrefix)![evm ? 1 : 3]!;
    if (evmWithPrefix) {
      // `realm.address` and `shard.realm.address`: a lone prefix is the realm.
      const [shard, realm] = evmWithPrefix[2] === undefined ? [undefined, evmWithPrefix[1]] : [evmWithPrefix[1], evmWithPrefix[2]];
      if (!isSystemShardRealm(shard, realm)) return null;
    }
    const num = BigInt(`0x${hex.slice(24)}`);
    if (/^0{24}$/.test(hex.slice(0, 24)) && num <= MAX_NUM) {
      return { kind: 'id', id: storedEntityId(SYSTEM_SHARD, SYSTEM_REALM, num) };
    }
    return { kind: 'evmAddress', address: hexToBytes(hex) };
  }
  const alias = ACCOUNT_ALIAS.exec(text);
  if (alias) {
    const [shard, realm] = alias[2] === undefined ? [undefined, alias[1]] : [alias[1], alias[2]];
    if (!isSystemShardRealm(shard, realm)) return null;
    const bytes = decodeBase32(alias[3]!);
    return bytes ? { kind: 'alias', alias: bytes } : null;
  }
  return null;
}

/**
 * Encoded id of a live entity with this EVM address, or null. Deleted entities never match, and, as in the
 * reference (`deleted <> true`, unlike its alias lookup), neither do rows whose `deleted` is NULL; several
 * matches mean an inconsistent ledger, which the reference reports as an internal error.
 */
export async function findIdByEvmAddress(db: Queryable, address: Uint8Array): Promise<bigint | null> {
  const rows = await db.query<{ id: bigint }>(
    'SELECT id FROM entity WHERE evm_address = $1 AND deleted <> true LIMIT 2',
    [address],
  );
  if (rows.length > 1) throw new Error('Multiple alive entities matching evm address');
  return rows[0]?.id ?? null;
}

/** Encoded id of the live entity with this alias, or null (several matches: internal error, as above). */
export async function findIdByAlias(db: Queryable, alias: Uint8Array): Promise<bigint | null> {
  const rows = await db.query<{ id: bigint }>(
    'SELECT id FROM entity WHERE alias = $1 AND deleted IS NOT TRUE LIMIT 2',
    [alias],
  );
  if (rows.length > 1) throw new Error('Multiple alive entities matching alias');
  return rows[0]?.id ?? null;
}

/**
 * The encoded account id the path parameter denotes. Throws 400 `Invalid parameter: <paramName>` for a
 * malformed value, 404 `Not found` for an unknown EVM address and 404 `No account with a matching alias
 * found` for an unknown alias. Entity ids (and long-zero addresses) are returned without any lookup:
 * whether such an account exists is each endpoint's own question.
 */
export async function resolveAccountId(
  db: Queryable,
  text: string,
  paramName = 'idOrAliasOrEvmAddress',
): Promise<bigint> {
  const ref = parseAccountRef(text);
  if (!ref) throw new InvalidArgumentError(invalidParameter(paramName));
  switch (ref.kind) {
    case 'id':
      return ref.id;
    case 'evmAddress': {
      const id = await findIdByEvmAddress(db, ref.address);
      if (id === null) throw new NotFoundError();
      return id;
    }
    case 'alias': {
      const id = await findIdByAlias(db, ref.alias);
      if (id === null) throw new NotFoundError(MISSING_ACCOUNT_ALIAS);
      return id;
    }
  }
}
