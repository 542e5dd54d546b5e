import { describe, expect, it } from 'vitest';
import { formatUptime } from './uptime-format';

describe('uptime shown to readers', () => {
  it('cuts to two decimals instead of rounding up', () => {
    expect(formatUptime(99.999)).toBe('99.99 % uptime');
    expect(formatUptime(99.995)).toBe('99.99 % uptime');
    expect(formatUptime(98.7659)).toBe('98.76 % uptime');
  });

  it('keeps values that are exact in two decimals', () => {
    expect(formatUptime(99.99)).toBe('99.99 % uptime');
    expect(formatUptime(99.9)).toBe('99.90 % uptime');
    expect(formatUptime(0.29)).toBe('0.29 % uptime');
    expect(formatUptime(0)).toBe('0.00 % uptime');
  });

  it('says 100 only for a perfect record, and no data without one', () => {
    expect(formatUptime(100)).toBe('100 % uptime');
    expect(formatUptime(null)).toBe('no data');
  });
});
