import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { groupMatches, orderMatches, pickMatch, type Match } from './matches';
import { resolveSearch, transactionsByEthereumHash, type Getter } from './resolve';

const tx = (over: Record<string, unknown> = {}) => ({
  batch_key: null,
  bytes: null,
  charged_tx_fee: 5,
  consensus_timestamp: '1700000000.000000009',
  entity_id: null,
  high_volume: false,
  high_volume_pricing_multiplier: 1,
  max_custom_fees: [],
  max_fee: '100',
  memo_base64: null,
  name: 'CRYPTOTRANSFER',
  nft_transfers: [],
  node: '0.0.3',
  nonce: 0,
  parent_consensus_timestamp: null,
  result: 'SUCCESS',
  scheduled: false,
  staking_reward_transfers: [],
  token_transfers: [],
  transaction_hash: 'AA==',
  transaction_id: '0.0.2-1700000000-000000001',
  transfers: [],
  valid_duration_seconds: '120',
  valid_start_timestamp: '1700000000.000000001',
  ...over,
});
const block = {
  count: 3,
  hapi_version: '0.1',
  hash: '0xab',
  name: 'x.rcd',
  number: 7,
  previous_hash: '0xaa',
  size: 1,
  timestamp: { from: '1.000000000', to: '2.000000000' },
  gas_used: 0,
  logs_bloom: null,
};

const schedule = (over: Record<string, unknown> = {}) => ({
  admin_key: null,
  deleted: false,
  consensus_timestamp: '1000.000000000',
  creator_account_id: '0.0.2',
  executed_timestamp: null,
  expiration_time: '2000.000000000',
  memo: '',
  payer_account_id: '0.0.2',
  schedule_id: '0.0.7',
  signatures: [],
  transaction_body: 'AA==',
  wait_for_expiry: false,
  ...over,
});

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
    expect(api.asked).toEqual([
      '/api/v1/contracts/0.0.7',
      '/api/v1/accounts/0.0.7?limit=1',
      '/api/v1/schedules/0.0.7',
      '/api/v1/tokens/0.0.7',
      '/api/v1/topics/0.0.7',
      '/api/v1/blocks/7',
    ]);
    expect(matches).toEqual([{ group: 'Blocks', title: 'Block 7', detail: '3 transactions', href: '/blocks/7' }]);
  });

  it('an entity id that is a token offers the token page, grouped before blocks', async () => {
    const token = {
      admin_key: null,
      auto_renew_account: null,
      auto_renew_period: null,
      created_timestamp: '1.000000000',
      custom_fees: { created_timestamp: '1.000000000', fixed_fees: [], fractional_fees: [] },
      decimals: '2',
      deleted: false,
      expiry_timestamp: null,
      fee_schedule_key: null,
      freeze_default: false,
      freeze_key: null,
      initial_supply: '100',
      kyc_key: null,
      max_supply: '9223372036854775807',
      memo: '',
      metadata: '',
      metadata_key: null,
      modified_timestamp: '1.000000000',
      name: 'Demo Dollar',
      pause_key: null,
      pause_status: 'NOT_APPLICABLE',
      supply_key: null,
      supply_type: 'INFINITE',
      symbol: 'DUSD',
      token_id: '0.0.7',
      total_supply: '100',
      treasury_account_id: '0.0.2',
      type: 'FUNGIBLE_COMMON',
      wipe_key: null,
    };
    const api = fakeApi({ '/api/v1/tokens/0.0.7': token, '/api/v1/blocks/7': block });
    const matches = await resolveSearch('7', api.get);
    expect(matches[0]).toEqual({
      group: 'Tokens',
      title: '0.0.7',
      detail: 'Demo Dollar (DUSD) · fungible token',
      href: '/tokens/0.0.7',
    });
    expect(groupMatches(matches).map((s) => s.group)).toEqual(['Tokens', 'Blocks']);
  });

  it('text finds tokens by their exact symbol (newest tokens) first, then by part of their name', async () => {
    const summary = (token_id: string, name: string, symbol: string, type = 'FUNGIBLE_COMMON') => ({
      admin_key: null,
      decimals: 2,
      metadata: '',
      name,
      symbol,
      token_id,
      type,
    });
    const newest = {
      tokens: [
        summary('0.0.9', 'Art Prints', 'ART', 'NON_FUNGIBLE_UNIQUE'),
        summary('0.0.8', 'Smart Coin', 'SMRT'),
        summary('0.0.7', 'Demo Dollar', 'DUSD'),
      ],
      links: { next: null },
    };
    const api = fakeApi({
      '/api/v1/tokens?order=desc&limit=100': newest,
      '/api/v1/tokens?name=art&limit=10': {
        tokens: [summary('0.0.8', 'Smart Coin', 'SMRT'), summary('0.0.9', 'Art Prints', 'ART', 'NON_FUNGIBLE_UNIQUE')],
        links: { next: null },
      },
      '/api/v1/tokens?name=Demo%20Dollar&limit=10': {
        tokens: [summary('0.0.7', 'Demo Dollar', 'DUSD')],
        links: { next: null },
      },
    });
    const art = await resolveSearch('art', api.get);
    // The symbol match leads, the name matches follow, each token once.
    expect(art.map((m) => m.href)).toEqual(['/tokens/0.0.9', '/tokens/0.0.8']);
    expect(art[0]).toEqual({
      group: 'Tokens',
      title: '0.0.9',
      detail: 'Art Prints (ART) · NFT collection',
      href: '/tokens/0.0.9',
    });
    expect((await resolveSearch('dusd', api.get)).map((m) => m.title)).toEqual(['0.0.7']);
    expect((await resolveSearch('Demo Dollar', api.get)).map((m) => m.detail)).toEqual([
      'Demo Dollar (DUSD) · fungible token',
    ]);
    expect(await resolveSearch('Nothing Like It', api.get)).toEqual([]);
  });

  it('a number that is a schedule and a block: one order for the list, the highlight, Enter and /search', async () => {
    const api = fakeApi({ '/api/v1/schedules/0.0.7': schedule(), '/api/v1/blocks/7': block });
    const matches = await resolveSearch('7', api.get, 5_000_000);
    // The entity 0.0.7 is the best match, the block second (the probes' order), and the groups show in that order.
    expect(matches.map((m) => m.href)).toEqual(['/schedules/0.0.7', '/blocks/7']);
    const sections = groupMatches(matches);
    expect(sections.map((s) => s.group)).toEqual(['Schedules', 'Blocks']);
    // Display order (the option ids' indices, group by group) is the order Enter and the highlight index into.
    const displayed = sections.flatMap((s) => s.options);
    expect(displayed.map((o) => o.index)).toEqual([0, 1]);
    for (const { match, index } of displayed) expect(pickMatch(matches, index, true)).toBe(match);
    // No highlight: Enter opens the first one shown, which is also /search's redirect (matches[0]).
    expect(pickMatch(matches, -1, true)).toBe(displayed[0]!.match);
    expect(pickMatch(matches, -1, false)).toBeUndefined();
    expect(pickMatch(matches, 5, true)).toBe(matches[0]);
  });

  it('orders any match list into contiguous groups, best group first, and keeps an ordered list as it is', () => {
    const m = (group: Match['group'], href: string): Match => ({ group, title: href, detail: '', href });
    const scrambled = [
      m('Blocks', '/b/1'),
      m('Accounts', '/a/1'),
      m('Blocks', '/b/2'),
      m('Schedules', '/s/1'),
      m('Accounts', '/a/2'),
    ];
    const ordered = orderMatches(scrambled);
    expect(ordered.map((x) => x.href)).toEqual(['/b/1', '/b/2', '/a/1', '/a/2', '/s/1']);
    expect(orderMatches(ordered)).toEqual(ordered);
    const sections = groupMatches(scrambled);
    expect(sections.flatMap((s) => s.options.map((o) => `${o.index} ${o.match.href}`))).toEqual(
      ordered.map((x, i) => `${i} ${x.href}`),
    );
  });

  it('labels a schedule with the state its page shows', async () => {
    const api = fakeApi({
      '/api/v1/schedules/0.0.1': schedule({ schedule_id: '0.0.1' }),
      '/api/v1/schedules/0.0.2': schedule({ schedule_id: '0.0.2', executed_timestamp: '1500.000000000' }),
      '/api/v1/schedules/0.0.3': schedule({ schedule_id: '0.0.3', deleted: true }),
    });
    const detail = async (q: string, nowMs: number) => (await resolveSearch(q, api.get, nowMs))[0]?.detail;
    expect(await detail('0.0.1', 1_999_000)).toBe('pending');
    expect(await detail('0.0.1', 2_000_000)).toBe('expired');
    expect(await detail('0.0.2', 9_000_000)).toBe('executed');
    expect(await detail('0.0.3', 1_000_000)).toBe('deleted');
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
    expect(groupMatches(matches).map((s) => `${s.group} ${s.options.length}`)).toEqual(['Transactions 3']);
  });

  it('an Ethereum hash goes through the actions to the transaction', async () => {
    const hash = `0x${'cd'.repeat(32)}`;
    const action = {
      call_depth: 0,
      caller: '0.0.2',
      caller_type: 'ACCOUNT',
      from: '0x01',
      gas: 1,
      gas_used: 1,
      index: 0,
      input: '0x',
      recipient: null,
      recipient_type: null,
      result_data: '0x',
      timestamp: '1700000000.000000009',
      to: null,
      value: 0,
    };
    const api = fakeApi({
      [`/api/v1/contracts/results/${hash}/actions?limit=1`]: { actions: [action], links: { next: null } },
      '/api/v1/transactions?timestamp=1700000000.000000009': { transactions: [tx()], links: { next: null } },
    });
    expect((await resolveSearch(hash, api.get))[0]?.href).toBe('/transactions/0.0.2-1700000000-000000001');
  });

  it('a 32-byte hash without actions falls back to the contract result (a Mirror Node has it; this server does not)', async () => {
    const digits = 'ef'.repeat(32);
    const api = fakeApi({
      [`/api/v1/contracts/results/0x${digits}/actions?limit=1`]: { actions: [], links: { next: null } },
      [`/api/v1/contracts/results/0x${digits}`]: { timestamp: '1700000000.000000009', hash: `0x${digits}` },
      '/api/v1/transactions?timestamp=1700000000.000000009': { transactions: [tx()], links: { next: null } },
    });
    expect((await transactionsByEthereumHash(digits.toUpperCase(), api.get)).map((t) => t.transaction_id)).toEqual([
      '0.0.2-1700000000-000000001',
    ]);
    expect(await transactionsByEthereumHash('0x1234', api.get)).toEqual([]);
    const none = fakeApi({});
    expect(await transactionsByEthereumHash(`0x${digits}`, none.get)).toEqual([]);
    expect(none.asked).toEqual([
      `/api/v1/contracts/results/0x${digits}/actions?limit=1`,
      `/api/v1/contracts/results/0x${digits}`,
    ]);
  });

  it('nothing plausible asks nothing', async () => {
    const api = fakeApi({});
    // Over the 100 bytes a token name may have, text is nothing the ledger can be asked for.
    expect(await resolveSearch('?'.repeat(101), api.get)).toEqual([]);
    expect(api.asked).toEqual([]);
  });
});

describe('search resolution of contracts and topics', () => {
  it('a contract id opens the contract page first; a topic id the topic page', async () => {
    const contract = {
      admin_key: null,
      auto_renew_account: null,
      auto_renew_period: null,
      contract_id: '0.0.9',
      created_timestamp: '1.000000000',
      deleted: false,
      evm_address: '0x0000000000000000000000000000000000000009',
      expiration_timestamp: null,
      file_id: null,
      max_automatic_token_associations: 0,
      memo: '',
      nonce: 1,
      obtainer_id: null,
      permanent_removal: null,
      proxy_account_id: null,
      timestamp: { from: '1.000000000', to: null },
    };
    const topic = {
      admin_key: null,
      auto_renew_account: null,
      auto_renew_period: null,
      created_timestamp: '1.000000000',
      custom_fees: { created_timestamp: null, fixed_fees: [] },
      deleted: false,
      fee_exempt_key_list: [],
      fee_schedule_key: null,
      memo: 'price feed',
      submit_key: null,
      timestamp: { from: '1.000000000', to: null },
      topic_id: '0.0.10',
    };
    const api = fakeApi({ '/api/v1/contracts/0.0.9': contract, '/api/v1/topics/0.0.10': topic });
    expect((await resolveSearch('0.0.9', api.get))[0]).toMatchObject({ group: 'Contracts', href: '/contracts/0.0.9' });
    expect((await resolveSearch('0.0.10', api.get))[0]).toEqual({
      group: 'Topics',
      title: '0.0.10',
      detail: 'price feed',
      href: '/topics/0.0.10',
    });
  });
});
