import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAge,
  formatHbar,
  formatInteger,
  formatTimestampUtc,
  formatTokenAmount,
  parseLocalDateTime,
  shortHash,
  timestampToMs,
} from './format';

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
    expect(formatAge(90 * 86_400_000, 0)).toBe('in 90 d');
    expect(formatAge(400, 0)).toBe('0 s ago');
  });

  it('shortens hashes', () => {
    expect(shortHash('0x0123456789abcdef0123')).toBe('0x012345…abcdef'.replace('…abcdef', '…ef0123'));
  });

  it('keeps nanoseconds in UTC timestamps', () => {
    expect(formatTimestampUtc('1700000000.000000123')).toBe('2023-11-14 22:13:20.000000123 UTC');
  });

  it('formats token amounts with their decimals', () => {
    expect(formatTokenAmount(123_450n, 2)).toBe('1,234.5');
    expect(formatTokenAmount(-5, 3)).toBe('-0.005');
    expect(formatTokenAmount(1234, null)).toBe('1,234');
    expect(formatInteger(12345678901234567890n)).toBe('12,345,678,901,234,567,890');
  });

  it('groups digits exactly as en-US toLocaleString does, without Intl', () => {
    for (const n of [0n, 7n, 999n, 1000n, -1000n, 123456n, -1234567n, 9223372036854775807n, -9223372036854775808n]) {
      expect(formatInteger(n)).toBe(n.toLocaleString('en-US'));
    }
    fc.assert(fc.property(fc.bigInt(), (n) => formatInteger(n) === n.toLocaleString('en-US')));
  });
});

describe('a date and time typed into a datetime-local field', () => {
  it('reads it in the given zone, seconds optional', () => {
    expect(parseLocalDateTime('2026-11-23T21:00')).toBe(Date.UTC(2026, 10, 23, 21) / 1000);
    expect(parseLocalDateTime('2026-11-23T21:00:05')).toBe(Date.UTC(2026, 10, 23, 21, 0, 5) / 1000);
    // 21:00 in UTC+01:00 is 20:00 UTC.
    expect(parseLocalDateTime('2026-11-23T21:00', 60)).toBe(Date.UTC(2026, 10, 23, 20) / 1000);
    expect(parseLocalDateTime('2026-11-23T21:00', -300)).toBe(Date.UTC(2026, 10, 24, 2) / 1000);
  });

  it('refuses what is not a date', () => {
    for (const text of [
      '',
      'yesterday',
      '2026-02-30T10:00',
      '2026-11-23T24:00',
      '2026-11-23T10:60',
      '2026-11-23T10:00:60',
      '2026-11-23 10:00',
      '1969-12-31T23:59',
    ]) {
      expect(parseLocalDateTime(text), text).toBeNull();
    }
    expect(parseLocalDateTime('2026-11-23T21:00', 24 * 60)).toBeNull();
    expect(parseLocalDateTime('2026-11-23T21:00', 1.5)).toBeNull();
  });
});
