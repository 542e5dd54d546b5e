/**
 * The `{contractIdOrAddress}` path parameter as the reference reads it (entityId.js): an entity id
 * (`shard.realm.num`, `realm.num`, encoded), a long-zero EVM address (the contract's number, optionally after
 * `shard.realm.`), or any other EVM address, which names the live contract created with it (CREATE2).
 */
import { encodeEntityId, MAX_NUM, parseEntityId } from '../../core/entity-id';
import type { Queryable } from '../../db/types';
import { findContractIdByEvmAddress } from '../../ledger/contract-results';
import { invalidParameters, notFound } from '../errors';

const EVM_ADDRESS = /^(?:0x)?[0-9a-fA-F]{40}$/;
const EVM_ADDRESS_AFTER_SHARD_REALM = /^(?:(\d{1,4})\.)?(?:(\d{1,5})\.)?([0-9a-fA-F]{40})$/;
const LONG_ZERO_PREFIX = '0'.repeat(24);

/** Whether the text is one of the accepted forms at all (the reference's validateContractIdParam). */
export const isContractIdOrAddress = (text: string) =>
  parseEntityId(text) !== null || EVM_ADDRESS.test(text) || EVM_ADDRESS_AFTER_SHARD_REALM.test(text);

/**
 * The encoded contract id, or the reference's answer: 400 `Invalid parameter: contractid` when malformed, 404
 * naming the address when no live contract has it.
 */
export async function contractIdFromPath(db: Queryable, text: string): Promise<bigint> {
  const id = parseEntityId(text);
  if (id !== null) return id;
  const evm = EVM_ADDRESS.exec(text) ? { shard: undefined, realm: undefined, address: text.replace(/^0x/, '') } : addressAfterShardRealm(text);
  if (!evm) throw invalidParameters('contractid');
  const num = BigInt(`0x${evm.address.slice(24)}`);
  if (evm.address.slice(0, 24) === LONG_ZERO_PREFIX && num <= MAX_NUM) {
    // The shard and realm of a long-zero address are the ones written before it, else the system's (0.0).
    const shard = BigInt(evm.shard ?? 0);
    const realm = BigInt(evm.realm ?? 0);
    if (shard !== 0n || realm !== 0n) throw invalidParameters('contractid');
    return encodeEntityId({ shard, realm, num });
  }
  const found = await findContractIdByEvmAddress(db, Buffer.from(evm.address, 'hex'));
  if (found === null) throw notFound(`No contract with the given evm address 0x${evm.address} has been found.`);
  return found;
}

function addressAfterShardRealm(text: string) {
  const m = EVM_ADDRESS_AFTER_SHARD_REALM.exec(text);
  if (!m) return null;
  // One number before the address is the realm (`realm.address`); two are shard and realm.
  const [shard, realm] = m[2] === undefined ? [undefined, m[1]] : [m[1], m[2]];
  return { shard, realm, address: m[3]! };
}
