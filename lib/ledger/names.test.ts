import { describe, expect, it } from 'vitest';
import { SUCCESS_RESULTS, transactionResultName, transactionTypeId, transactionTypeName } from './names';

describe('transaction names', () => {
  it('maps type ids to the reference names and back, case-insensitively', () => {
    expect(transactionTypeName(14)).toBe('CRYPTOTRANSFER');
    expect(transactionTypeId('cryptoTransfer')).toBe(14);
    expect(transactionTypeId('nope')).toBeNull();
    expect(transactionTypeName(9999)).toBe('UNKNOWN');
  });

  it('names results from the protobuf response codes', () => {
    expect(transactionResultName(22)).toBe('SUCCESS');
    expect(transactionResultName(11)).toBe('DUPLICATE_TRANSACTION');
    expect(transactionResultName(-5)).toBe('UNKNOWN');
    expect(SUCCESS_RESULTS).toEqual([22, 104, 220]);
  });
});
