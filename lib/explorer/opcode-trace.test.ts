import { encodeErrorResult, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { failingStep, memoryOffset, pageCount, pageOfStep } from './opcode-trace';

const reason = encodeErrorResult({
  abi: parseAbi(['error Error(string)']),
  errorName: 'Error',
  args: ['Vault: insufficient deposit'],
});
const step = (op: string, data: string | null = null) => ({ op, reason: data });

describe('failingStep', () => {
  it('is the last REVERT of a failed transaction, with its reason decoded', () => {
    const trace = [step('PUSH1'), step('REVERT', '0x'), step('CALL'), step('REVERT', reason), step('STOP')];
    expect(failingStep(trace, true)).toEqual({ index: 3, reason: 'Error("Vault: insufficient deposit")' });
  });

  it('is the last step when nothing reverted (out of gas, an invalid opcode)', () => {
    expect(failingStep([step('PUSH1'), step('INVALID')], true)).toEqual({ index: 1, reason: null });
  });

  it('has no reason for a bare revert', () => {
    expect(failingStep([step('REVERT', '0x')], true)).toEqual({ index: 0, reason: null });
  });

  it('is none for a transaction that succeeded, even if a call inside it reverted', () => {
    expect(failingStep([step('REVERT', reason), step('STOP')], false)).toBeNull();
    expect(failingStep([], true)).toBeNull();
  });
});

describe('pages and offsets', () => {
  it('puts steps on pages of 100', () => {
    expect(pageOfStep(0)).toBe(0);
    expect(pageOfStep(99)).toBe(0);
    expect(pageOfStep(100)).toBe(1);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(100)).toBe(1);
    expect(pageCount(101)).toBe(2);
  });

  it('names memory words by byte offset', () => {
    expect(memoryOffset(0)).toBe('0x0');
    expect(memoryOffset(2)).toBe('0x40');
  });
});
