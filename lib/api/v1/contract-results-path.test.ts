import { describe, expect, it } from 'vitest';
import type { Queryable, Row } from '../../db/types';
import { HttpError } from '../../http/errors';
import { contractIdFromPath, isContractIdOrAddress } from './contract-results-path';

/** A ledger whose only live contract with an EVM address of its own is 0.0.7001; records the lookups it answers. */
function ledger(lookups: string[]): Queryable {
  return {
    async query<T extends Row>(_sql: string, params?: readonly unknown[]): Promise<T[]> {
      const address = Buffer.from(params![0] as Uint8Array).toString('hex');
      lookups.push(address);
      return (address === 'c0ffee'.padEnd(40, '0') ? [{ id: 7001n }] : []) as unknown as T[];
    },
    exec: async () => {},
  };
}

describe('the {contractIdOrAddress} path parameter', () => {
  it('reads ids and long-zero addresses (after 0x or shard.realm.) without a lookup', async () => {
    const lookups: string[] = [];
    const db = ledger(lookups);
    const longZero = '000000000000000000000000000000000186Fb1b';
    for (const text of ['0.0.25623323', '0.25623323', '25623323', longZero, `0x${longZero}`, `0.${longZero}`, `0.0.${longZero}`]) {
      expect(await contractIdFromPath(db, text), text).toBe(25623323n);
    }
    expect(lookups).toEqual([]);
  });

  it('looks any other address up as a CREATE2 contract, 404 naming it when none is live', async () => {
    const lookups: string[] = [];
    expect(await contractIdFromPath(ledger(lookups), `0x${'c0ffee'.padEnd(40, '0')}`)).toBe(7001n);
    const missing = await contractIdFromPath(ledger(lookups), '70f2b2914a2a4b783faefb75f459a580616fcb5e').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(HttpError);
    expect(missing).toMatchObject({ status: 404, messages: ['No contract with the given evm address 0x70f2b2914a2a4b783faefb75f459a580616fcb5e has been found.'] });
  });

  it('refuses malformed text with the reference words', async () => {
    for (const text of ['x', '-1.0.1', '0f2b2914a2a4b783faefb75f459a580616fcb5e', '0.0.0x000000000000000000000000000000000186fb1b']) {
      expect(isContractIdOrAddress(text), text).toBe(false);
      await expect(contractIdFromPath(ledger([]), text)).rejects.toMatchObject({ status: 400, messages: ['Invalid parameter: contractid'] });
    }
  });
});
