import { describe, expect, it } from 'vitest';
import { formatTimestamp, parseTimestamp } from './timestamp';

describe('parseTimestamp', () => {
  it('reads seconds with up to nine fraction digits as nanoseconds', () => {
    expect(parseTimestamp('1565779209.711927001')).toBe(1_565_779_209_711_927_001n);
    expect(parseTimestamp('1565779209.7')).toBe(1_565_779_209_700_000_000n);
    expect(parseTimestamp('0')).toBe(0n);
  });

  it('rejects what is not seconds.nanoseconds', () => {
    for (const bad of ['', '-1', '1.', '1.0000000001', '12345678901', 'abc', '1e9']) {
      expect(parseTimestamp(bad)).toBeNull();
    }
  });

  it('saturates bounds beyond int64 nanoseconds instead of overflowing', () => {
    expect(parseTimestamp('9999999999')).toBe(9_223_372_036_854_775_806n);
    expect(parseTimestamp('9223372036.854775807')).toBe(9_223_372_036_854_775_806n);
    expect(parseTimestamp('9223372036.854775805')).toBe(9_223_372_036_854_775_805n);
  });

  it('formats back to the wire form', () => {
    expect(formatTimestamp(1_565_779_209_000_000_001n)).toBe('1565779209.000000001');
    expect(formatTimestamp(null)).toBeNull();
  });
});
