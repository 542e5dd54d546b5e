import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/types';
import { contractIdFromPath, parseContractRef } from './contract-path';

const CREATE2 = '62cf9068fed962cf9aaabbb962cf9068fed9dddd';
const LONG_ZERO_1000 = '00000000000000000000000000000000000003e8';

/** A database stub answering every lookup with the given rows. */
const stubDb = (rows: { id: bigint }[]): Queryable =>
  ({ query: async <T>() => rows as T[], exec: async () => {} }) as unknown as Queryable;

describe('parseContractRef', () => {
  it('reads ids and long-zero addresses as ids, other addresses as CREATE2 addresses', () => {
    for (const text of [
      '1000',
      '0.1000',
      '0.0.1000',
      LONG_ZERO_1000,
      `0x${LONG_ZERO_1000}`,
      `0.${LONG_ZERO_1000}`,
      `0.0.${LONG_ZERO_1000}`,
    ]) {
      expect(parseContractRef(text), text).toMatchObject({ kind: 'id', id: 1000n });
    }
    expect(parseContractRef('0.0.1000')).toMatchObject({ spelledAsEvmAddress: false });
    expect(parseContractRef(LONG_ZERO_1000)).toMatchObject({ spelledAsEvmAddress: true });
    for (const text of [CREATE2, `0x${CREATE2}`, `0.0.${CREATE2}`, `7.${CREATE2}`]) {
      expect(parseContractRef(text), text).toMatchObject({ kind: 'evmAddress', hex: CREATE2 });
    }
  });

  it('rejects what the reference rejects', () => {
    for (const text of [
      'abc',
      '1.2.3.4',
      '',
      '0x1000',
      `0x0.0.${CREATE2}`,
      `1.0.${LONG_ZERO_1000}`,
      '0.65536.1',
      `${CREATE2}00`,
    ]) {
      expect(parseContractRef(text), text).toBeNull();
    }
    expect(parseContractRef(`0x${CREATE2}`, { allowHexPrefix: false })).toBeNull();
    expect(parseContractRef(CREATE2, { allowHexPrefix: false })).toMatchObject({ kind: 'evmAddress' });
  });
});

describe('contractIdFromPath', () => {
  it('maps lookups to the reference answers', async () => {
    await expect(contractIdFromPath(stubDb([]), 'x')).rejects.toMatchObject({
      status: 400,
      messages: ['Invalid parameter: contractid'],
    });
    await expect(contractIdFromPath(stubDb([]), `0x${CREATE2}`)).rejects.toMatchObject({
      status: 404,
      messages: [`No contract with the given evm address 0x${CREATE2} has been found.`],
    });
    await expect(contractIdFromPath(stubDb([{ id: 1n }, { id: 2n }]), CREATE2)).rejects.not.toHaveProperty('status');
    await expect(contractIdFromPath(stubDb([{ id: 5n }]), CREATE2)).resolves.toBe(5n);
    await expect(contractIdFromPath(stubDb([]), '0.0.7')).resolves.toBe(7n);
  });
});
