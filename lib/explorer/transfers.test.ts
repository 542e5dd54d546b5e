import { describe, expect, it } from 'vitest';
import { feeLabel, payerOf, transferView } from './transfers';

describe('hbar transfers from → to', () => {
  it('labels fee collectors', () => {
    expect(feeLabel('0.0.3', '0.0.3')).toBe('Node fee');
    expect(feeLabel('0.0.98', '0.0.3')).toBe('Network fee');
    expect(feeLabel('0.0.800', null)).toMatch(/Staking reward/);
    expect(feeLabel('0.0.801', null)).toMatch(/Node reward/);
    expect(feeLabel('0.0.1001', '0.0.3')).toBeNull();
  });

  it('splits the payer debit into payload and fees', () => {
    const view = transferView(
      [
        { account: '0.0.1001', amount: -1_000_150 },
        { account: '0.0.1002', amount: 1_000_000 },
        { account: '0.0.3', amount: 10 },
        { account: '0.0.98', amount: 100 },
        { account: '0.0.800', amount: 40n },
      ],
      '0.0.1001',
      '0.0.3',
    );
    expect(view.from).toEqual([{ account: '0.0.1001', amount: 1_000_000n }]);
    expect(view.to).toEqual([{ account: '0.0.1002', amount: 1_000_000n }]);
    expect(view.fees.map((f) => f.account)).toEqual(['0.0.3', '0.0.98', '0.0.800']);
    expect(view.feeTotal).toBe(150n);
  });

  it('a fee-only transaction has no payload legs; reward payouts from 0.0.800 stay payload', () => {
    expect(transferView([{ account: '0.0.2', amount: -5 }, { account: '0.0.98', amount: 5 }], '0.0.2', null).from).toEqual([]);
    const reward = transferView([{ account: '0.0.800', amount: -7 }, { account: '0.0.5', amount: 7 }], '0.0.2', null);
    expect(reward.from).toEqual([{ account: '0.0.800', amount: 7n }]);
  });

  it('reads the payer from either id notation', () => {
    expect(payerOf('0.0.2-1700000000-000000001')).toBe('0.0.2');
    expect(payerOf('0.0.2@1700000000.000000001')).toBe('0.0.2');
  });
});
