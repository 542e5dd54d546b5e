import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { decodeScheduledBody } = await import('./scheduled-body');

describe("a schedule's transaction body, decoded", () => {
  it("names the type, the fee limit, the memo and a transfer's hbar movements", () => {
    const body = decodeScheduledBody('CIDC1y8SEXNjaGVkdWxlZCBwYXltZW50ShwKGgoLCgMYjwoQ/4+8/QIKCwoDGO8HEICQvP0C');
    expect(body).not.toBeNull();
    expect(body!.type).toBe('CRYPTOTRANSFER');
    expect(body!.maxFee).toBe(100_000_000n);
    expect(body!.memo).toBe('scheduled payment');
    expect(body!.transfers).toEqual([
      { account: '0.0.1295', amount: -400_000_000n },
      { account: '0.0.1007', amount: 400_000_000n },
    ]);
    const json = JSON.parse(body!.json);
    expect(json.cryptoTransfer.transfers.accountAmounts[0]).toEqual({ accountID: '0.0.1295', amount: '-400000000' });
    expect(json).not.toHaveProperty('maxCustomFees');
  });

  it('gives null for bytes that are not a body', () => {
    expect(decodeScheduledBody('')).toBeNull();
    expect(decodeScheduledBody('////')).toBeNull();
  });
});
