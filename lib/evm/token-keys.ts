/**
 * A token's stored protobuf `Key` as the token service's `KeyValue` struct: the one key it is (a contract id, an
 * ED25519 or ECDSA secp256k1 public key, a delegatable contract id) in its own field, the rest zero or empty. A key
 * list, a threshold key, or bytes that are no Key answer the all-empty value, as the network's keyTupleFor does
 * for every key that is not one of those kinds; `inheritAccountKey` is never set by a stored key.
 */
import { proto } from '@hiero-ledger/proto';
import { encodeEntityId } from '../core/entity-id';
import { longZeroAddress } from './address';
import type { EvmTokenKeys } from './ledger-view';

export interface KeyValue {
  inheritAccountKey: boolean;
  contractId: `0x${string}`;
  ed25519: `0x${string}`;
  ECDSA_secp256k1: `0x${string}`;
  delegatableContractId: `0x${string}`;
}

const ZERO_ADDRESS = `0x${'0'.repeat(40)}` as const;
const hex = (bytes: Uint8Array): `0x${string}` => `0x${Buffer.from(bytes).toString('hex')}`;

export const EMPTY_KEY_VALUE: KeyValue = {
  inheritAccountKey: false,
  contractId: ZERO_ADDRESS,
  ed25519: '0x',
  ECDSA_secp256k1: '0x',
  delegatableContractId: ZERO_ADDRESS,
};

/** A ContractID's address: its EVM address when it names one, else the long-zero address of shard.realm.num. */
function contractAddress(id: proto.IContractID): `0x${string}` {
  if (id.evmAddress?.length === 20) return hex(id.evmAddress);
  const part = (n: unknown) => BigInt(String(n ?? 0));
  return hex(
    longZeroAddress(encodeEntityId({ shard: part(id.shardNum), realm: part(id.realmNum), num: part(id.contractNum) })),
  );
}

export function keyValueOf(bytes: Uint8Array | null): KeyValue {
  if (!bytes?.length) return EMPTY_KEY_VALUE;
  let key: proto.Key;
  try {
    key = proto.Key.decode(bytes);
  } catch {
    return EMPTY_KEY_VALUE;
  }
  if (key.contractID) return { ...EMPTY_KEY_VALUE, contractId: contractAddress(key.contractID) };
  if (key.ed25519?.length) return { ...EMPTY_KEY_VALUE, ed25519: hex(key.ed25519) };
  if (key.ECDSASecp256k1?.length) return { ...EMPTY_KEY_VALUE, ECDSA_secp256k1: hex(key.ECDSASecp256k1) };
  if (key.delegatableContractId)
    return { ...EMPTY_KEY_VALUE, delegatableContractId: contractAddress(key.delegatableContractId) };
  return EMPTY_KEY_VALUE;
}

/** The key types of HIP-206's `getTokenKey` and of `HederaToken.tokenKeys`, in the order the network lists them. */
export const KEY_TYPES: [bigint, keyof EvmTokenKeys][] = [
  [1n, 'admin'],
  [2n, 'kyc'],
  [4n, 'freeze'],
  [8n, 'wipe'],
  [16n, 'supply'],
  [32n, 'feeSchedule'],
  [64n, 'pause'],
];
