import { describe, expect, it } from 'vitest';
import { accountChange, movementOf } from './movement';

const base = {
  transaction_id: '0.0.1001-1700000000-000000001',
  node: '0.0.3',
  charged_tx_fee: 150,
  staking_reward_transfers: [],
  token_transfers: [],
  nft_transfers: [],
};
const fees = [
  { account: '0.0.3', amount: 10, is_approval: false },
  { account: '0.0.98', amount: 140, is_approval: false },
];

describe('what a transaction moved, for lists', () => {
  it('an hbar transfer is payer → receiver with the amount credited, fees left out', () => {
    const tx = {
      ...base,
      transfers: [
        { account: '0.0.1001', amount: -1_000_150, is_approval: false },
        { account: '0.0.1002', amount: 1_000_000, is_approval: false },
        ...fees,
      ],
    };
    expect(movementOf(tx)).toEqual({ kind: 'hbar', from: '0.0.1001', to: '0.0.1002', amount: 1_000_000n, more: 0 });
    expect(accountChange(tx, '0.0.1001')).toEqual({ hbar: -1_000_150n, tokens: [], nfts: [] });
    expect(accountChange(tx, '0.0.1002').hbar).toBe(1_000_000n);
  });

  it('a transaction that only paid its fee moved nothing', () => {
    expect(
      movementOf({ ...base, transfers: [{ account: '0.0.1001', amount: -150, is_approval: false }, ...fees] }),
    ).toBeNull();
  });

  it('a split payment names the largest receiver and counts the others', () => {
    const tx = {
      ...base,
      transfers: [
        { account: '0.0.1001', amount: -600_150, is_approval: false },
        { account: '0.0.1002', amount: 200_000, is_approval: false },
        { account: '0.0.1003', amount: 400_000, is_approval: false },
        ...fees,
      ],
    };
    expect(movementOf(tx)).toEqual({ kind: 'hbar', from: '0.0.1001', to: '0.0.1003', amount: 600_000n, more: 1 });
  });

  it('tokens win over the hbar fee legs; a mint has no sender', () => {
    const transfers = [{ account: '0.0.1001', amount: -150, is_approval: false }, ...fees];
    const moved = {
      ...base,
      transfers,
      token_transfers: [
        { token_id: '0.0.5000', account: '0.0.1001', amount: -30, is_approval: false },
        { token_id: '0.0.5000', account: '0.0.1002', amount: 30, is_approval: false },
      ],
    };
    expect(movementOf(moved)).toEqual({
      kind: 'token',
      tokenId: '0.0.5000',
      from: '0.0.1001',
      to: '0.0.1002',
      amount: 30n,
      more: 0,
    });
    expect(accountChange(moved, '0.0.1002').tokens).toEqual([{ tokenId: '0.0.5000', amount: 30n }]);
    const minted = {
      ...base,
      transfers,
      token_transfers: [{ token_id: '0.0.5000', account: '0.0.1001', amount: 1000, is_approval: false }],
    };
    expect(movementOf(minted)).toMatchObject({ kind: 'token', from: null, to: '0.0.1001', amount: 1000n });
  });

  it('an NFT names its serial, sender and receiver', () => {
    const tx = {
      ...base,
      transfers: fees,
      nft_transfers: [
        {
          token_id: '0.0.6000',
          serial_number: 7,
          sender_account_id: '0.0.1001',
          receiver_account_id: '0.0.1002',
          is_approval: false,
        },
      ],
    };
    expect(movementOf(tx)).toEqual({
      kind: 'nft',
      tokenId: '0.0.6000',
      serial: 7n,
      from: '0.0.1001',
      to: '0.0.1002',
      more: 0,
    });
    expect(accountChange(tx, '0.0.1001').nfts).toEqual([{ tokenId: '0.0.6000', serial: 7n, received: false }]);
  });
});
