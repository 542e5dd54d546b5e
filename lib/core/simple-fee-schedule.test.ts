import { describe, expect, it } from 'vitest';
import { decodeSimpleFeeSchedule, encodeSimpleFeeSchedule } from './simple-fee-schedule';

describe('the simple fee schedule (file 0.0.113)', () => {
  it('reads back what it writes, high-volume rates included', () => {
    const bytes = encodeSimpleFeeSchedule({
      node: {
        baseFee: 100_000n,
        extras: [
          { name: 'SIGNATURES', includedCount: 1 },
          { name: 'BYTES', includedCount: 1024 },
        ],
      },
      networkMultiplier: 9,
      extraFees: [
        ['SIGNATURES', 100_000n],
        ['BYTES', 11_000n],
        ['KEYS', 10_000_000n],
      ],
      services: [
        {
          name: 'Crypto',
          fees: [
            {
              functionality: 11,
              baseFee: 499_000_000n,
              extras: [{ name: 'KEYS', includedCount: 1 }],
              free: false,
              highVolumeRates: {
                maxMultiplier: 5000,
                curve: [
                  { utilizationBasisPoints: 0, multiplier: 1000 },
                  { utilizationBasisPoints: 10_000, multiplier: 5000 },
                ],
              },
            },
            { functionality: 12, baseFee: 0n, extras: [], free: true, highVolumeRates: null },
          ],
        },
      ],
    });
    const schedule = decodeSimpleFeeSchedule(bytes)!;
    expect(schedule.node).toEqual({
      baseFee: 100_000n,
      extras: [
        { name: 'SIGNATURES', includedCount: 1 },
        { name: 'BYTES', includedCount: 1024 },
      ],
    });
    expect(schedule.networkMultiplier).toBe(9);
    expect([...schedule.extraFees]).toEqual([
      ['SIGNATURES', 100_000n],
      ['BYTES', 11_000n],
      ['KEYS', 10_000_000n],
    ]);
    expect(schedule.services.get(11)).toEqual({
      functionality: 11,
      baseFee: 499_000_000n,
      extras: [{ name: 'KEYS', includedCount: 1 }],
      free: false,
      highVolumeRates: {
        maxMultiplier: 5000,
        curve: [
          { utilizationBasisPoints: 0, multiplier: 1000 },
          { utilizationBasisPoints: 10_000, multiplier: 5000 },
        ],
      },
    });
    expect(schedule.services.get(12)?.free).toBe(true);
  });

  it('is null for bytes that are not a schedule', () => {
    expect(decodeSimpleFeeSchedule(new Uint8Array([0xff, 0xff, 0xff]))).toBeNull();
    expect(decodeSimpleFeeSchedule(new Uint8Array())).toBeNull(); // no node and network parts
  });
});
