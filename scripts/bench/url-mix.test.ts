import { describe, expect, it } from 'vitest';
import {
  buildUrlMix,
  deepPageStarts,
  mixComposition,
  shuffle,
  timestampParam,
  transactionId,
  type LedgerSamples,
} from './url-mix';

const samples: LedgerSamples = {
  transactions: [
    {
      payer: 1001n,
      validStartNs: 1_700_000_000_000_000_123n,
      consensusNs: 1_700_000_001_000_000_000n,
      hashHex: 'ab'.repeat(48),
    },
    {
      payer: 1002n,
      validStartNs: 1_700_000_005_500_000_000n,
      consensusNs: 1_700_000_006_000_000_000n,
      hashHex: 'cd'.repeat(48),
    },
  ],
  contractCalls: [{ payer: 1003n, validStartNs: 1_700_000_010_000_000_000n, ethereumHashHex: 'ef'.repeat(32) }],
  contractResults: [{ contract: 1700n, consensusNs: 1_700_000_010_500_000_000n }],
  accounts: [
    { id: 1001n, evmAddressHex: null },
    { id: 1002n, evmAddressHex: '11'.repeat(20) },
  ],
  tokenHolders: [1001n],
  nftOwners: [1002n],
  rewardedAccounts: [1001n],
  cryptoAllowanceOwners: [1001n],
  tokenAllowanceOwners: [1002n],
  blocks: [{ number: 7n, hashHex: '22'.repeat(48) }],
  contracts: [
    { id: 1700n, evmAddressHex: null },
    { id: 1701n, evmAddressHex: '33'.repeat(20) },
  ],
  logContracts: [1700n],
  logTopics: [{ topic0Hex: '33'.repeat(32), consensusNs: 1_700_000_020_000_000_000n }],
  tokens: [1500n],
  fungibleTokens: [1500n],
  nfts: [{ tokenId: 1501n, serial: 3n }],
  schedules: [1600n],
  topicMessages: [{ topicId: 1700n, sequence: 42n, consensusNs: 1_700_000_020_000_000_001n }],
  balanceSnapshots: [1_700_000_000_000_000_000n],
};

const deep = Object.fromEntries(
  deepPageStarts(samples).map(({ first, depths }) => [first, depths.map((d) => `${first}&page=${d}`)]),
);

describe('URL mix', () => {
  it('writes transaction ids and timestamps as the Mirror Node does (nanos padded to nine digits)', () => {
    expect(transactionId(1001n, 1_700_000_000_000_000_123n)).toBe('0.0.1001-1700000000-000000123');
    expect(timestampParam(1_700_000_005_500_000_000n)).toBe('1700000005.500000000');
  });

  it('holds 400 URLs when the ledger has every kind of item, cycling through small samples', () => {
    const mix = buildUrlMix(samples, deep);
    expect(mix).toHaveLength(400);
    const byKind = Object.fromEntries(mixComposition(mix).map((c) => [`${c.endpoint} ${c.kind}`, c.count]));
    expect(byKind['/transactions/{id} by id']).toBe(35);
    expect(byKind['/accounts/{id} by id']).toBe(35);
    expect(byKind['/transactions deep page']).toBe(12);
    expect(byKind['/tokens/{id}/nfts/{serial}/transactions by id']).toBe(10);
    expect(mix.filter((u) => u.path === '/api/v1/tokens/0.0.1501/nfts/3')).toHaveLength(10);
    expect(mix.filter((u) => u.path === '/api/v1/transactions/0.0.1001-1700000000-000000123')).toHaveLength(18);
  });

  it('uses only routes both servers answer (no NFT allowances, no airdrops) and the 32-byte hash for contract actions', () => {
    const paths = buildUrlMix(samples, deep).map((u) => u.path);
    expect(paths.some((p) => p.includes('/allowances/nfts') || p.includes('/airdrops'))).toBe(false);
    expect(paths).toContain(`/api/v1/contracts/results/0x${'ef'.repeat(32)}/actions`);
    expect(paths).toContain(`/api/v1/contracts/results/0x${'ef'.repeat(32)}`);
    expect(paths).toContain('/api/v1/contracts/0.0.1700/results/1700000010.500000000');
    expect(paths).toContain(`/api/v1/accounts/0x${'11'.repeat(20)}`);
    expect(paths).toContain('/api/v1/topics/0.0.1700/messages/42');
    expect(paths).toContain('/api/v1/topics/messages/1700000020.000000001');
    expect(paths).toContain(`/api/v1/contracts/0x${'33'.repeat(20)}`);
    expect(paths).toContain('/api/v1/contracts/0.0.1701/state?timestamp=1700000001.000000000');
    expect(paths).toContain('/api/v1/balances?timestamp=1700000000.000000000&limit=25');
    expect(paths).toContain('/api/v1/network/supply?timestamp=1700000000.000000000');
    expect(paths.some((p) => p.includes('/network/exchangerate') || p.includes('/network/stake'))).toBe(false);
    expect(paths).toContain('/api/v1/contracts/0.0.1700/results/logs');
    expect(paths).toContain(
      `/api/v1/contracts/results/logs?topic0=0x${'33'.repeat(32)}&timestamp=gte:1699996420.000000000&timestamp=lte:1700000020.000000000`,
    );
  });

  it('keeps deep pages apart: account cursors count as the account list, not the transaction list', () => {
    const mix = buildUrlMix(samples, deep);
    const accountDeep = mix.filter((u) => u.endpoint === '/transactions?account.id' && u.kind === 'deep page');
    expect(accountDeep.every((u) => u.path.includes('account.id='))).toBe(true);
    const listDeep = mix.filter((u) => u.endpoint === '/transactions' && u.kind === 'deep page');
    expect(listDeep.some((u) => u.path.includes('account.id='))).toBe(false);
  });

  it('leaves out what the ledger does not have instead of inventing it', () => {
    const bare = buildUrlMix(
      {
        ...samples,
        schedules: [],
        contractCalls: [],
        contracts: [],
        contractResults: [],
        logContracts: [],
        logTopics: [],
      },
      {},
    );
    expect(bare.some((u) => u.endpoint === '/schedules/{id}' || u.endpoint.startsWith('/contracts'))).toBe(false);
    expect(bare.some((u) => u.kind === 'deep page')).toBe(false);
  });

  it('is the same for the same seed and shuffled differently for another', () => {
    expect(buildUrlMix(samples, deep, 1)).toEqual(buildUrlMix(samples, deep, 1));
    expect(buildUrlMix(samples, deep, 1)).not.toEqual(buildUrlMix(samples, deep, 2));
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect(shuffle(items, 3).sort((a, b) => a - b)).toEqual(items);
  });
});
