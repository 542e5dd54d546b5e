/**
 * What an `{idOrAliasOrEvmAddress}` text denotes, decided without the database: an entity id (also from a
 * long-zero EVM address), another EVM address, or a base32 account alias — or nothing (null), which the API
 * answers with a 400. Looking the last two up is the ledger's job.
 */
import { MAX_NUM, parseEntityId, encodeEntityId } from './entity-id';
import { hexToBytes } from './hex';

// The network's own shard and realm: EVM addresses and aliases may only be prefixed with these.
const SYSTEM_SHARD = 0n;
const SYSTEM_REALM = 0n;

// The reference's accepted spellings (digit counts included: a longer part is invalid, not out of range).
const EVM_ADDRESS = /^(?:0x)?([0-9A-Fa-f]{40})$/;
const EVM_ADDRESS_SHARD_REALM = /^(?:(\d{1,4})\.)?(?:(\d{1,5})\.)?([0-9A-Fa-f]{40})$/;
const ACCOUNT_ALIAS = /^(?:(\d{1,5})\.)?(?:(\d{1,5})\.)?([A-Z2-7]+)$/;

export type AccountRef =
  { kind: 'id'; id: bigint } | { kind: 'evmAddress'; address: Uint8Array } | { kind: 'alias'; alias: Uint8Array };

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
  return (
    (shard === undefined || BigInt(shard) === SYSTEM_SHARD) && (realm === undefined || BigInt(realm) === SYSTEM_REALM)
  );
}

/**
 * Classifies the text; null when the reference would answer 400. Ids are stored as signed int64, so shards of
 * 512 and above come back as negative numbers (the ledger's own convention).
 */
export function parseAccountRef(text: string): AccountRef | null {
  const id = parseEntityId(text);
  if (id !== null) return { kind: 'id', id };
  const evm = EVM_ADDRESS.exec(text);
  const evmWithPrefix = evm ? null : EVM_ADDRESS_SHARD_REALM.exec(text);
  if (evm || evmWithPrefix) {
    const hex = (evm ?? evmWithPrefix)![evm ? 1 : 3]!;
    if (evmWithPrefix) {
      // `realm.address` and `shard.realm.address`: a lone prefix is the realm.
      const [shard, realm] =
        evmWithPrefix[2] === undefined ? [undefined, evmWithPrefix[1]] : [evmWithPrefix[1], evmWithPrefix[2]];
      if (!isSystemShardRealm(shard, realm)) return null;
    }
    const num = BigInt(`0x${hex.slice(24)}`);
    if (/^0{24}$/.test(hex.slice(0, 24)) && num <= MAX_NUM) {
      return { kind: 'id', id: encodeEntityId({ shard: SYSTEM_SHARD, realm: SYSTEM_REALM, num }) };
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
