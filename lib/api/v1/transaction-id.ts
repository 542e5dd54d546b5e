import { parseEntityId } from '../../core/entity-id';
import { invalidArgument } from '../errors';

export const INVALID_TRANSACTION_ID =
  'Invalid Transaction id. Please use "shard.realm.num-sss-nnn" format where sss are seconds and nnn are nanoseconds';

// The reference's TransactionId pattern: the payer is always shard.realm.num (never an encoded number).
const TRANSACTION_ID = /^(\d+\.\d+\.\d+)-(\d{1,19})-(\d{1,9})$/;
const HEX_HASH = /^(?:0x)?([0-9a-fA-F]{96})$/;
// 48 bytes in base64, either alphabet (the list answers standard base64; URLs often carry base64url).
const BASE64_HASH = /^[A-Za-z0-9+/_-]{64}$/;

export type TransactionKey = { kind: 'hash'; hash: Uint8Array } | { kind: 'id'; payer: bigint; validStartNs: bigint };

/**
 * A 48-byte hash (96 hex digits with optional 0x, or 64 base64 / base64url characters) or `shard.realm.num-sss-nnn`.
 * A payer outside the entity id ranges is the reference's `Invalid entity ID "…"` (thrown); other bad text is null.
 */
export function parseTransactionIdOrHash(text: string): TransactionKey | null {
  const hex = HEX_HASH.exec(text);
  if (hex) return { kind: 'hash', hash: Buffer.from(hex[1]!, 'hex') };
  if (BASE64_HASH.test(text))
    return { kind: 'hash', hash: Buffer.from(text.replace(/\+/g, '-').replace(/\//g, '_'), 'base64url') };
  const id = TRANSACTION_ID.exec(text);
  if (!id) return null;
  const payer = parseEntityId(id[1]!);
  if (payer === null) throw invalidArgument(`Invalid entity ID "${id[1]}"`);
  const seconds = BigInt(id[2]!);
  const validStartNs = seconds * 1_000_000_000n + BigInt(id[3]!);
  if (validStartNs > 9223372036854775807n) return null;
  return { kind: 'id', payer, validStartNs };
}
