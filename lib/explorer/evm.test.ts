import { describe, expect, it } from 'vitest';
import { decodeRevert, describeRevert, knownSignature, selectorOf } from './evm';

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
  });

  it('Error(string)', () => {
    const message = 'Insufficient balance';
    const padded = text(message).padEnd(64, '0');
    const data = `0x08c379a0${word(32)}${word(message.length)}${padded}`;
    expect(decodeRevert(data)).toEqual({ kind: 'error', message });
    expect(describeRevert(decodeRevert(data))).toBe('Error("Insufficient balance")');
  });

  it('Panic(uint256)', () => {
    expect(decodeRevert(`0x4e487b71${word(0x11)}`)).toEqual({ kind: 'panic', code: 0x11n, meaning: 'arithmetic overflow or underflow' });
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
});
