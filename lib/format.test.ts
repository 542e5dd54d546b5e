import { describe, expect, it } from 'vitest';
import { formatAge, formatHbar, shortHash, timestampToMs } from './format';

describe('display formatting', () => {
  it('formats tinybars as hbar with separators and up to 8 decimals', () => {
    expect(formatHbar(123_456_789_000_000n)).toBe('1,234,567.89 ℏ');
    expect(formatHbar(1n)).toBe('0.00000001 ℏ');
    expect(formatHbar(-250_000_000n)).toBe('-2.5 ℏ');
    expect(formatHbar(9223372036854775807n)).toBe('92,233,720,368.54775807 ℏ');
  });

  it('reads ledger timestamps and ages', () => {
    expect(timestampToMs('1700000000.123456789')).toBe(1_700_000_000_123);
    expect(formatAge(0, 59_000)).toBe('59 s ago');
    expect(formatAge(0, 3_600_000)).toBe('1 h ago');
  });

  it('shortens hashes', () => {
    expect(shortHash('0x0123456789abcdef0123')).toBe('0x012345…abcdef'.replace('…abcdef', '…ef0123'));
  });
});
