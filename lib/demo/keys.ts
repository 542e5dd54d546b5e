import { createECDH, createPrivateKey, createPublicKey } from 'node:crypto';
import { keccak256 } from './keccak';
import type { Prng } from './prng';

/** A real key pair's public half, in the forms the Mirror Node stores. */
export interface DemoKey {
  kind: 'ED25519' | 'ECDSA_SECP256K1';
  /** Protobuf `Key` bytes, as entity.key holds them. */
  protobuf: Uint8Array;
  /** Raw public key bytes (32 for ED25519, 33 compressed for ECDSA). */
  raw: Uint8Array;
  publicKeyHex: string;
  /** Only for ECDSA: keccak of the uncompressed point, last 20 bytes. */
  evmAddress: Uint8Array | null;
}

const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** Key field numbers: ed25519 = 2, ECDSA_secp256k1 = 7 (0x3a = field 7, wire type 2). */
function keyProtobuf(tag: number, raw: Uint8Array): Uint8Array {
  return Uint8Array.from([tag, raw.length, ...raw]);
}

export function ed25519Key(prng: Prng): DemoKey {
  const seed = Buffer.from(prng.bytes(32));
  const priv = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const raw = new Uint8Array(createPublicKey(priv).export({ format: 'der', type: 'spki' }).subarray(-32));
  return {
    kind: 'ED25519',
    protobuf: keyProtobuf(0x12, raw),
    raw,
    publicKeyHex: Buffer.from(raw).toString('hex'),
    evmAddress: null,
  };
}

export function ecdsaKey(prng: Prng): DemoKey {
  const ecdh = createECDH('secp256k1');
  // Any 32 bytes below the curve order work; a leading 0x01 keeps it safely in range.
  const priv = prng.bytes(32);
  priv[0] = 0x01;
  ecdh.setPrivateKey(Buffer.from(priv));
  const raw = new Uint8Array(ecdh.getPublicKey(null, 'compressed'));
  const uncompressed = new Uint8Array(ecdh.getPublicKey()).subarray(1);
  return {
    kind: 'ECDSA_SECP256K1',
    protobuf: keyProtobuf(0x3a, raw),
    raw,
    publicKeyHex: Buffer.from(raw).toString('hex'),
    evmAddress: keccak256(uncompressed).subarray(12),
  };
}

/** The "long-zero" EVM address of an entity without its own: 12 zero bytes then the 8-byte number. */
export function longZeroAddress(id: number): Uint8Array {
  const out = new Uint8Array(20);
  new DataView(out.buffer).setBigUint64(12, BigInt(id));
  return out;
}
