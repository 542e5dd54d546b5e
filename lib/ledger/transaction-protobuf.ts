import { proto } from '@hiero-ledger/proto';
import type { CustomFeeLimit } from '../schemas/v1/transaction';

/** protobufjs gives int64 fields as Long objects (or numbers when small); both print their exact digits. */
type LongLike = { toString(): string } | number | null | undefined;

function toBigInt(value: LongLike): bigint {
  return value === null || value === undefined ? 0n : BigInt(value.toString());
}

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

/**
 * `transaction.max_custom_fees` holds one serialized protobuf `CustomFeeLimit` per element. Each limit names an
 * account and several fixed fees; the reference flattens them to one object per fee. An account given by alias
 * (not by number) reads as null, and so does a denominating token id of 0 (hbar).
 */
export function decodeMaxCustomFees(column: readonly (Uint8Array | null)[] | null | undefined): CustomFeeLimit[] {
  if (!column) return [];
  return column.flatMap((bytes) => {
    if (!bytes) return [];
    let limit: proto.CustomFeeLimit;
    try {
      limit = proto.CustomFeeLimit.decode(bytes);
    } catch {
      return []; // a corrupt element must not take the whole answer down
    }
    const account = limit.accountId;
    const accountId =
      account && account.accountNum !== null && account.accountNum !== undefined
        ? `${toBigInt(account.shardNum)}.${toBigInt(account.realmNum)}.${toBigInt(account.accountNum)}`
        : null;
    return (limit.fees ?? []).map((fee) => {
      const token = fee.denominatingTokenId;
      const tokenNum = toBigInt(token?.tokenNum);
      return {
        account_id: accountId,
        amount: toBigInt(fee.amount),
        denominating_token_id:
          token && tokenNum !== 0n ? `${toBigInt(token.shardNum)}.${toBigInt(token.realmNum)}.${tokenNum}` : null,
      };
    });
  });
}
