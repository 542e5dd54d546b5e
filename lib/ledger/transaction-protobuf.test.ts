import { proto } from '@hiero-ledger/proto';
import { describe, expect, it } from 'vitest';
import { decodeMaxCustomFees } from './transaction-protobuf';

/** The encoder takes plain numbers and decimal strings for int64 fields (the typings only name Long). */
const encode = (value: Record<string, unknown>) =>
  proto.CustomFeeLimit.encode(value as unknown as proto.ICustomFeeLimit).finish();

describe('transaction protobuf columns', () => {
  it('flattens CustomFeeLimit messages to one entry per fixed fee', () => {
    const limit = encode({
      accountId: { shardNum: 0, realmNum: 0, accountNum: 8 },
      fees: [{ amount: 1000, denominatingTokenId: { tokenNum: 5100 } }, { amount: '9223372036854775807' }],
    });
    expect(decodeMaxCustomFees([limit])).toEqual([
      { account_id: '0.0.8', amount: 1000n, denominating_token_id: '0.0.5100' },
      { account_id: '0.0.8', amount: 9223372036854775807n, denominating_token_id: null },
    ]);
  });

  it('reads an alias account as null and skips bytes that are not a CustomFeeLimit', () => {
    const alias = encode({ accountId: { alias: new Uint8Array([1, 2]) }, fees: [{ amount: 1 }] });
    expect(decodeMaxCustomFees([alias, new Uint8Array([0xff, 0xff]), null])).toEqual([
      { account_id: null, amount: 1n, denominating_token_id: null },
    ]);
    expect(decodeMaxCustomFees(null)).toEqual([]);
  });
});
