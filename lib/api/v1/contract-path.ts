/**
 * The `{contractIdOrAddress}` path parameter of the contract routes (and the `contract.id` filter of
 * `/contracts`), read as the reference reads it: `shard.realm.num`, `realm.num`, `num` or an encoded id; a
 * long-zero EVM address (the id in disguise); or any other EVM address, which names a CREATE2 contract through
 * `entity.evm_address`. EVM addresses may carry `0x` or a `shard.realm.` prefix, not both.
 */
import { encodeEntityId, MAX_NUM, parseEntityId } from '../../core/entity-id';
import { hexToBytes } from '../../core/hex';
import type { Queryable } from '../../db/types';
import { findContractIdByEvmAddress } from '../../ledger/contracts';
import { invalidArgument, invalidParameter, notFound } from '../errors';
import type { ParamDoc } from '../params';

export type ContractRef =
  { kind: 'id'; id: bigint; spelledAsEvmAddress: boolean } | { kind: 'evmAddress'; address: Uint8Array; hex: string };

const EVM_ADDRESS = /^(?:0x)?([0-9A-Fa-f]{40})$/;
const EVM_ADDRESS_SHARD_REALM = /^(?:(\d{1,4})\.)?(?:(\d{1,5})\.)?([0-9A-Fa-f]{40})$/;
const LONG_ZERO_PREFIX = /^0{24}/;

/**
 * What the text names, or null when the reference answers 400. A long-zero address must not name another
 * shard or realm than the network's own (0.0); the prefix of a CREATE2 address is not checked (the reference
 * ignores it).
 */
export function parseContractRef(text: string, { allowHexPrefix = true } = {}): ContractRef | null {
  const id = parseEntityId(text);
  if (id !== null) return { kind: 'id', id, spelledAsEvmAddress: false };
  const plain = allowHexPrefix ? EVM_ADDRESS.exec(text) : null;
  const prefixed = plain ? null : EVM_ADDRESS_SHARD_REALM.exec(text);
  if (!plain && !prefixed) return null;
  const hex = plain ? plain[1]! : prefixed![3]!;
  const num = BigInt(`0x${hex.slice(24)}`);
  if (!LONG_ZERO_PREFIX.test(hex) || num > MAX_NUM) return { kind: 'evmAddress', address: hexToBytes(hex), hex };
  const [shard, realm] = prefixed
    ? prefixed[2] === undefined
      ? [undefined, prefixed[1]]
      : [prefixed[1], prefixed[2]]
    : [];
  if ((shard !== undefined && BigInt(shard) !== 0n) || (realm !== undefined && BigInt(realm) !== 0n)) return null;
  return { kind: 'id', id: encodeEntityId({ shard: 0n, realm: 0n, num }), spelledAsEvmAddress: true };
}

/** The reference's 404 for a CREATE2 address no live contract has. */
export const unknownContractAddress = (hex: string) =>
  notFound(`No contract with the given evm address 0x${hex} has been found.`);

/** The encoded id a contract reference names: ids as they are, CREATE2 addresses looked up (404 when unknown). */
export async function resolveContractRef(db: Queryable, ref: ContractRef): Promise<bigint> {
  if (ref.kind === 'id') return ref.id;
  const id = await findContractIdByEvmAddress(db, ref.address);
  if (id === null) throw unknownContractAddress(ref.hex);
  return id;
}

/** `{contractIdOrAddress}` → encoded contract id: 400 `Invalid parameter: contractid` when malformed. */
export async function contractIdFromPath(db: Queryable, text: string): Promise<bigint> {
  return resolveContractRef(db, contractRefFromPath(text));
}

/** `{contractIdOrAddress}` → what it names, without the database (400 when malformed). */
export function contractRefFromPath(text: string): ContractRef {
  const ref = parseContractRef(text);
  if (!ref) throw invalidArgument(invalidParameter('contractid'));
  return ref;
}

/** How the OpenAPI document describes `{contractIdOrAddress}`. */
export const contractIdOrAddressDoc: ParamDoc = {
  description: 'Contract id `[shard.realm.]num`, or its EVM address (`0x`, long-zero or CREATE2)',
  schema: {
    type: 'string',
    pattern:
      '^((\\d{1,4}\\.)?(\\d{1,5}\\.)?\\d{1,12}|(0x)?[A-Fa-f0-9]{40}|(\\d{1,4}\\.)?(\\d{1,5}\\.)?[A-Fa-f0-9]{40})$',
  },
};
