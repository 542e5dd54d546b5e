import { encodeEntityId, MAX_NUM, parseEntityId } from '../../core/entity-id';
import { hexToBytes } from '../../core/hex';
import type { Queryable } from '../../db/types';
import { contractIdsByEvmAddress } from '../../ledger/contract-logs';
import { invalidArgument, invalidParameter, notFound } from '../errors';

// The reference's accepted forms (entityId.js): an EVM address with optional 0x or shard.realm. prefix, an id
// `[shard.]realm.num`, or an encoded id.
const EVM_ADDRESS = /^(?:0x)?[0-9A-Fa-f]{40}$|^(?:\d{1,4}\.)?(?:\d{1,5}\.)?[0-9A-Fa-f]{40}$/;
const ENTITY_ID = /^(?:\d{1,4}\.)?\d{1,5}\.\d{1,12}$|^-?\d{1,19}$/;
const LONG_ZERO_PREFIX = '0'.repeat(24);

const invalidContractId = () => invalidArgument(invalidParameter('contractid'));

/** The reference checks the path's form before the query string, and looks the contract up after it. */
export function checkContractIdOrAddress(text: string): void {
  if (!EVM_ADDRESS.test(text) && !ENTITY_ID.test(text)) throw invalidContractId();
}

/**
 * The encoded contract id a `{contractIdOrAddress}` path segment names, as the reference computes it: an id or
 * encoded id as written; a long-zero EVM address (12 zero bytes, then the number) as that number in shard 0
 * realm 0; any other EVM address looked up as a CREATE2 address (404 when no contract has it). 0 names no
 * contract (the all-zero id or address). 400 `Invalid parameter: contractid` when malformed.
 */
export async function contractIdFromPath(db: Queryable, text: string): Promise<bigint> {
  checkContractIdOrAddress(text);
  const pieces = text.replace(/^0x/, '').split('.');
  const last = pieces.at(-1)!;
  if (last.length !== 40) {
    const id = parseEntityId(text);
    if (id === null) throw invalidContractId();
    return id;
  }
  const num = BigInt(`0x${last.slice(24)}`);
  if (last.slice(0, 24) !== LONG_ZERO_PREFIX || num > MAX_NUM) {
    const ids = await contractIdsByEvmAddress(db, hexToBytes(last));
    if (!ids.length) throw notFound(`No contract with the given evm address 0x${last} has been found.`);
    return ids[0]!;
  }
  // A long-zero address is in the system shard and realm; an explicit other one does not name it.
  if (pieces.slice(0, -1).some((p) => BigInt(p) !== 0n)) throw invalidContractId();
  return encodeEntityId({ shard: 0n, realm: 0n, num });
}
