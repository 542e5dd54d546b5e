import { describe, expect, it } from 'vitest';
import { decodeRevert, describeRevert, entityIdOfAddress, longZeroAddress, systemContractAt } from './evm';
import { knownSignature, selectorOf } from './selectors';

const word = (n: number | bigint) => BigInt(n).toString(16).padStart(64, '0');
const text = (s: string) => Buffer.from(s, 'utf8').toString('hex');

describe('EVM decoding', () => {
  it('4-byte selectors', () => {
    expect(selectorOf('0xa9059cbb000000')).toBe('0xa9059cbb');
    expect(selectorOf('0xA9059CBB')).toBe('0xa9059cbb');
    expect(selectorOf('0x1234')).toBeNull();
    expect(selectorOf(null)).toBeNull();
    expect(knownSignature('0xa9059cbb')).toBe('transfer(address,uint256)');
    expect(knownSignature('0xdeadbeef')).toBeNull();
    // Overloads have their own selectors: ERC-721's two safeTransferFrom and ERC-1155's.
    expect(knownSignature('0x42842e0e')).toBe('safeTransferFrom(address,address,uint256)');
    expect(knownSignature('0xb88d4fde')).toBe('safeTransferFrom(address,address,uint256,bytes)');
    expect(knownSignature('0xf242432a')).toBe('safeTransferFrom(address,address,uint256,uint256,bytes)');
    expect(knownSignature('0x38ED1739')).toBe('swapExactTokensForTokens(uint256,uint256,address[],address,uint256)');
  });

  it('Error(string)', () => {
    const message = 'Insufficient balance';
    const padded = text(message).padEnd(64, '0');
    const data = `0x08c379a0${word(32)}${word(message.length)}${padded}`;
    expect(decodeRevert(data)).toEqual({ kind: 'error', message });
    expect(describeRevert(decodeRevert(data))).toBe('Error("Insufficient balance")');
  });

  it('Panic(uint256)', () => {
    expect(decodeRevert(`0x4e487b71${word(0x11)}`)).toEqual({
      kind: 'panic',
      code: 0x11n,
      meaning: 'arithmetic overflow or underflow',
    });
    expect(describeRevert(decodeRevert(`0x4e487b71${word(0x32)}`))).toBe('Panic(0x32): array index out of bounds');
  });

  it('Hedera response codes written as ASCII', () => {
    expect(decodeRevert(`0x${text('INSUFFICIENT_GAS')}`)).toEqual({ kind: 'text', message: 'INSUFFICIENT_GAS' });
  });

  it('anything else stays hex', () => {
    expect(decodeRevert('0xdeadbeef')).toEqual({ kind: 'hex', hex: '0xdeadbeef' });
    expect(decodeRevert('0x08c379a0ffff')).toEqual({ kind: 'hex', hex: '0x08c379a0ffff' });
    expect(decodeRevert('0x')).toEqual({ kind: 'empty' });
    expect(decodeRevert(null)).toEqual({ kind: 'empty' });
  });

  it('names precompiles and Hedera system contracts', () => {
    const at = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
    const names = [0x1, 0x2, 0x3, 0x4, 0x5, 0x6, 0x7, 0x8, 0x9].map((n) => systemContractAt(at(n))?.name);
    expect(names).toEqual([
      'ecrecover',
      'sha256',
      'ripemd160',
      'identity',
      'modexp',
      'ecadd',
      'ecmul',
      'ecpairing',
      'blake2f',
    ]);
    expect(systemContractAt(at(0x1))?.kind).toBe('EVM precompile');
    expect(systemContractAt('0x0000000000000000000000000000000000000167')).toMatchObject({
      name: 'HTS precompile',
      kind: 'Hedera system contract',
    });
    expect(systemContractAt(at(0x168))?.name).toBe('Exchange rate');
    expect(systemContractAt(at(0x169))?.name).toBe('PRNG');
    expect(systemContractAt('0x000000000000000000000000000000000000016A')?.name).toBe('HAS');
    expect(systemContractAt('000000000000000000000000000000000000016a')?.name).toBe('HAS');
    expect(systemContractAt('0.0.359')?.name).toBe('HTS precompile');
  });

  it('leaves other addresses unnamed', () => {
    const at = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
    expect(systemContractAt(at(0))).toBeNull();
    expect(systemContractAt(at(0xa))).toBeNull();
    expect(systemContractAt(at(0x166))).toBeNull();
    expect(systemContractAt(at(0x7a1))).toBeNull();
    // Not long-zero: an EVM alias that merely ends in 0167.
    expect(systemContractAt('0x8cc3fe96f0e10b7684ad1bc2142e58de33860167')).toBeNull();
    expect(systemContractAt('0x0167')).toBeNull();
    expect(systemContractAt('0.0.1953')).toBeNull();
    expect(systemContractAt(null)).toBeNull();
    expect(systemContractAt('')).toBeNull();
  });

  it('long-zero addresses of entity ids', () => {
    expect(longZeroAddress('0.0.1953')).toBe('0x00000000000000000000000000000000000007a1');
    expect(longZeroAddress('0.0.359')).toBe('0x0000000000000000000000000000000000000167');
    expect(longZeroAddress('1.2.3')).toBe('0x0000000100000000000000020000000000000003');
    expect(longZeroAddress('0.0.abc')).toBeNull();
    expect(longZeroAddress(null)).toBeNull();
  });

  it('entity ids of long-zero addresses, none for aliases', () => {
    expect(entityIdOfAddress('0x0000000000000000000000000000000000000621')).toBe('0.0.1569');
    expect(entityIdOfAddress('0x0000000100000000000000020000000000000003')).toBe('1.2.3');
    expect(entityIdOfAddress('0xc67cfd031164965de4b68bb527e510d55178c0c3')).toBeNull();
    expect(entityIdOfAddress(`0x${'0'.repeat(40)}`)).toBeNull();
    expect(entityIdOfAddress('0x0621')).toBeNull();
    expect(entityIdOfAddress(null)).toBeNull();
  });
});
