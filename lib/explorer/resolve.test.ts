import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { groupMatches, resolveSearch, transactionHref, type Getter } from './resolve';

const tx = (over: Record<string, unknown> = {}) => ({
  batch_key: null, bytes: null, charged_tx_fee: 5, consensus_timestamp: '1700000000.000000009', entity_id: null,
  high_volume: false, high_volume_pricing_multiplier: 1, max_custom_fees: [], max_fee: '100', memo_base64: null,
  name: 'CRYPTOTRANSFER', nft_transfers: [], node: '0.0.3', nonce: 0, parent_consensus_timestamp: null, result: 'SUCCESS',
  scheduled: false, staking_reward_transfers: [], token_transfers: [], transaction_hash: 'AA==', transaction_id: '0.0.2-1700000000-000000001',
  transfers: [], valid_duration_seconds: '120', valid_start_timestamp: '1700000000.000000001', ...over,
});
const block = { count: 3, hapi_version: '0.1', hash: '0xab', name: 'x.rcd', number: 7, previous_hash: '0xaa', size: 1,
  timestamp: { from: '1.000000000', to: '2.000000000' }, gas_used: 0, logs_bloom: null };

/** A fake API answering from a table of paths; unknown paths are 404 (null). */
function fakeApi(answers: Record<string, unknown>): { get: Getter; asked: string[] } {
  const asked: string[] = [];
  const get = (async <S extends z.ZodType>(path: string, schema: S) => {
    asked.push(path);
    return path in answers ? schema.parse(answers[path]) : null;
  }) as Getter;
  return { get, asked };
}

describe('search resolution', () => {
  it('a number finds the account and the block, account first', async () => {
    const api = fakeApi({ '/api/v1/blocks/7': block });
    const matches = await resolveSearch('7', api.get);
    expect(api.asked).toEqual(['/api/v1/accounts/0.0.7?limit=1', '/api/v1/schedules/0.0.7', '/api/v1/tokens/0.0.7', '/api/v1/blocks/7']);
    expect(matches).toEqual([{ group: 'Blocks', title: 'Block 7', detail: '3 transactions', href: '/blocks/7' }]);
  });

  it('an entity id that is a token offers the token page, grouped before blocks', async () => {
    const token = {
      admin_key: null, auto_renew_account: null, auto_renew_period: null, created_timestamp: '1.000000000',
      custom_fees: { created_timestamp: '1.000000000', fixed_fees: [], fractional_fees: [] }, decimals: '2', deleted: false,
      expiry_timestamp: null, fee_schedule_key: null, freeze_default: false, freeze_key: null, initial_supply: '100', kyc_key: null,
      max_supply: '9223372036854775807', memo: '', metadata: '', metadata_key: null, modified_timestamp: '1.000000000', name: 'Demo Dollar',
      pause_key: null, pause_status: 'NOT_APPLICABLE', supply_key: null, supply_type: 'INFINITE', symbol: 'DUSD', token_id: '0.0.7',
      total_supply: '100', treasury_account_id: '0.0.2', type: 'FUNGIBLE_COMMON', wipe_key: null,
    };
    const api = fakeApi({ '/api/v1/tokens/0.0.7': token, '/api/v1/blocks/7': block });
    const matches = await resolveSearch('7', api.get);
    expect(matches[0]).toEqual({ group: 'Tokens', title: '0.0.7', detail: 'Demo Dollar (DUSD) · fungible token', href: '/tokens/0.0.7' });
    expect(groupMatches(matches).map(([g]) => g)).toEqual(['Tokens', 'Blocks']);
  });

  it('a transaction id lists every transaction sharing it, with child and scheduled links', async () => {
    const api = fakeApi({
      '/api/v1/transactions/0.0.2-1700000000-000000001': {
        transactions: [tx(), tx({ nonce: 1, name: 'TOKENMINT' }), tx({ scheduled: true })],
      },
    });
    const matches = await resolveSearch('0.0.2@1700000000.000000001', api.get);
    expect(matches.map((m) => m.href)).toEqual([
      '/transactions/0.0.2-1700000000-000000001',
      '/transactions/0.0.2-1700000000-000000001?nonce=1',
      '/transactions/0.0.2-1700000000-000000001?scheduled=true',
    ]);
    expect(groupMatches(matches).map(([g, l]) => `${g} ${l.length}`)).toEqual(['Transactions 3']);
  });

  it('an Ethereum hash goes through the actions to the transaction', async () => {
    const hash = `0x${'cd'.repeat(32)}`;
    const action = { call_depth: 0, caller: '0.0.2', caller_type: 'ACCOUNT', from: '0x01', gas: 1, gas_used: 1, index: 0, input: '0x',
      recipient: null, recipient_type: null, result_data: '0x', timestamp: '1700000000.000000009', to: null, value: 0 };
    const api = fakeApi({
      [`/api/v1/contracts/results/${hash}/actions?limit=1`]: { actions: [action], links: { next: null } },
      '/api/v1/transactions?timestamp=1700000000.000000009': { transactions: [tx()], links: { next: null } },
    });
    expect((await resolveSearch(hash, api.get))[0]?.href).toBe('/transactions/0.0.2-1700000000-000000001');
  });

  it('nothing plausible asks nothing', async () => {
    const api = fakeApi({});
    expect(await resolveSearch('hello', api.get)).toEqual([]);
    expect(api.asked).toEqual([]);
  });

  it('links a transaction by its id in the URL-safe notation', () => {
    expect(transactionHref({ transaction_id: '0.0.2@1700000000.000000001', nonce: 2, scheduled: true })).toBe(
      '/transactions/0.0.2-1700000000-000000001?nonce=2&scheduled=true',
    );
  });
});
