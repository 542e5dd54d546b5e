import { describe, expect, it } from 'vitest';
import { Account } from '../schemas/v1/account';
import { toAccount, type AccountRow } from './accounts';

const row: AccountRow = {
  id: 9n,
  alias: null,
  auto_renew_period: 8000001n,
  created_timestamp: 9999123456789n,
  decline_reward: false,
  deleted: false,
  ethereum_nonce: null,
  evm_address: null,
  expiration_timestamp: null,
  key: Uint8Array.from(Buffer.from('3200', 'hex')),
  max_automatic_token_associations: 0,
  memo: 'm',
  receiver_sig_required: null,
  staked_account_id: 0n,
  staked_node_id: 3n,
  stake_period_start: 2000n,
  pending_reward: 5n,
};

describe('toAccount', () => {
  it('derives expiry, stake period, long-zero address and hides the zero account', () => {
    const account = toAccount(row, null);
    expect(Account.parse(account)).toBeTruthy();
    expect(account).toMatchObject({
      account: '0.0.9',
      evm_address: '0x0000000000000000000000000000000000000009',
      expiry_timestamp: '8010000.123456789',
      key: null,
      staked_account_id: null,
      staked_node_id: 3n,
      stake_period_start: '172800000.000000000',
    });
  });
  it('uses a 20-byte alias as the EVM address and shows the alias in base32', () => {
    const alias = Uint8Array.from(Buffer.from('000102030405060708090a0b0c0d0e0f10111213', 'hex'));
    const account = toAccount({ ...row, alias, staked_node_id: -1n }, null);
    expect(account.evm_address).toBe('0x000102030405060708090a0b0c0d0e0f10111213');
    expect(account.alias).toBe('AAAQEAYEAUDAOCAJBIFQYDIOB4IBCEQT');
    expect(account.stake_period_start).toBeNull();
  });
});
