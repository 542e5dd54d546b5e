/** Wire renderings of account fields stored as bytes: keys, aliases and EVM addresses. */
import type { Key } from '../schemas/v1/account';

export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

// Protobuf Key encodings of a primitive key, a one-key KeyList, and a 1-of-1 ThresholdKey.
const ECDSA = /^(?:3a21|32250a233a21|2a29080112250a233a21)([0-9a-f]{66})$/;
const ED25519 = /^(?:1220|32240a221220|2a28080112240a221220)([0-9a-f]{64})$/;
// An empty KeyList: the ledger's marker for an immutable entity, shown as no key at all.
const IMMUTABLE_SENTINEL = '3200';

/** The reference's key rendering: null, a typed primitive key, or the raw protobuf hex. */
export function encodeKey(key: Uint8Array | null | undefined): Key | null {
  if (key === null || key === undefined) return null;
  const hex = toHex(key);
  if (hex === IMMUTABLE_SENTINEL) return null;
  const ed = ED25519.exec(hex);
  if (ed) return { _type: 'ED25519', key: ed[1]! };
  const ecdsa = ECDSA.exec(hex);
  if (ecdsa) return { _type: 'ECDSA_SECP256K1', key: ecdsa[1]! };
  return { _type: 'ProtobufEncoded', key: hex };
}

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (how aliases are shown); null stays null. */
export function encodeBase32(bytes: Uint8Array | null | undefined): string | null {
  if (bytes === null || bytes === undefined) return null;
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32_ALPHABET[(buffer >> bits) & 31];
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}
