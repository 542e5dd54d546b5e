import { proto } from '@hiero-ledger/proto';

/** A key as the reference prints it (`admin_key` of schedules and nodes, account keys...). */
export interface WireKey {
  _type: 'ED25519' | 'ECDSA_SECP256K1' | 'ProtobufEncoded';
  key: string;
}

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** The single primitive key a `Key` stands for: itself, a one-key list, or a 1-of-1 threshold key. */
function singlePrimitive(key: proto.IKey): proto.IKey | null {
  if (key.ed25519 || key.ECDSASecp256k1) return key;
  const list = key.keyList?.keys ?? key.thresholdKey?.keys?.keys;
  if (key.thresholdKey && key.thresholdKey.threshold !== 1) return null;
  return list?.length === 1 && (list[0]!.ed25519 || list[0]!.ECDSASecp256k1) ? list[0]! : null;
}

function decode(bytes: Uint8Array): proto.Key | null {
  try {
    const key = proto.Key.decode(bytes);
    // Only a canonical encoding counts as "that primitive key"; anything else is shown verbatim.
    return sameBytes(proto.Key.encode(key).finish(), bytes) ? key : null;
  } catch {
    return null;
  }
}

// An empty KeyList: the ledger's marker for "no key" (an immutable entity, a removed admin key), shown as null.
const EMPTY_KEY_LIST = '3200';

/**
 * The reference's key rendering (every key column: accounts, tokens, schedules, nodes): a primitive ED25519
 * (32 bytes) or ECDSA secp256k1 (33 bytes) key, alone or wrapped in a one-key list or a 1-of-1 threshold key,
 * is shown typed with its raw hex; an empty key list as null; every other key (including bytes that are not a
 * protobuf Key at all) as `ProtobufEncoded` with the column's hex. Null stays null.
 */
export function encodeKey(bytes: Uint8Array | null | undefined): WireKey | null {
  if (bytes === null || bytes === undefined || hex(bytes) === EMPTY_KEY_LIST) return null;
  const key = bytes.length ? decode(bytes) : null;
  const primitive = key ? singlePrimitive(key) : null;
  if (primitive?.ed25519?.length === 32) return { _type: 'ED25519', key: hex(primitive.ed25519) };
  if (primitive?.ECDSASecp256k1?.length === 33) return { _type: 'ECDSA_SECP256K1', key: hex(primitive.ECDSASecp256k1) };
  return { _type: 'ProtobufEncoded', key: hex(bytes) };
}
