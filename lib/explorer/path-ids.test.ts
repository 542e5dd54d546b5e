import { describe, expect, it } from 'vitest';
import { LOCAL_NETWORK } from './networks';
import { explainMissing, explainNotFound, pathId } from './path-ids';
import { detailApiPath } from './sections';

describe('identifiers in detail page paths', () => {
  it('takes what each page can show, in the form the API asks for', () => {
    expect(pathId('accounts', '0.0.1001')).toBe('0.0.1001');
    expect(pathId('accounts', '0.0.1001-vfmkw')).toBe('0.0.1001');
    expect(pathId('accounts', '1001')).toBe('0.0.1001');
    expect(pathId('accounts', `0x${'00'.repeat(16)}000003e9`)).toBe(`0x${'00'.repeat(16)}000003e9`);
    expect(pathId('transactions', '0.0.2@1700000000.5')).toBe('0.0.2-1700000000-500000000');
    expect(pathId('transactions', `0x${'ab'.repeat(48)}`)).toBe('ab'.repeat(48));
    expect(pathId('transactions', `0x${'cd'.repeat(32)}`)).toBe('cd'.repeat(32));
    expect(pathId('transactions', 'KOKBiiYDi5hvpIVibQsOCkvrLHobmXpp63+yr02xI5vbZMUoW+I49yuPqOzZm0Ff')).toBe(
      'KOKBiiYDi5hvpIVibQsOCkvrLHobmXpp63+yr02xI5vbZMUoW+I49yuPqOzZm0Ff',
    );
    expect(pathId('blocks', '0')).toBe('0');
    expect(pathId('blocks', `0x${'ab'.repeat(48)}`)).toBe(`0x${'ab'.repeat(48)}`);
    expect(pathId('schedules', '0.0.7')).toBe('0.0.7');
  });

  it('refuses what cannot name one, paths and URLs included', () => {
    expect(pathId('accounts', 'abc')).toBeNull();
    expect(pathId('accounts', '../transactions/0.0.2-1-1')).toBeNull();
    expect(pathId('transactions', 'zzz')).toBeNull();
    expect(pathId('transactions', '0.0.2')).toBeNull();
    expect(pathId('blocks', 'xyz')).toBeNull();
    expect(pathId('blocks', '0.0.5')).toBeNull();
    expect(pathId('schedules', `0x${'00'.repeat(20)}`)).toBeNull();
    expect(pathId('tokens', 'https://example.org/tokens/0.0.5')).toBeNull();
  });

  it('the not-found page tells a missing id from a malformed one', () => {
    expect(explainNotFound('/accounts/0.0.999999999')).toEqual({
      heading: 'Not found on this network',
      message: 'The ledger has no account 0.0.999999999.',
      forms: null,
    });
    expect(explainNotFound('/accounts/0.0.5/tokens')?.message).toBe('The ledger has no account 0.0.5.');
    const bad = explainNotFound('/blocks/xyz');
    expect(bad?.heading).toBe('Not a valid block identifier');
    expect(bad?.message).toBe('“xyz” cannot name a block.');
    expect(bad?.forms).toMatch(/number or its hash/);
    expect(explainNotFound('/transactions/%E2%9C%93')?.message).toBe('“✓” cannot name a transaction.');
    expect(explainNotFound('/transactions/%E0%A4%A')?.heading).toBe('Not a valid transaction identifier');
    expect(explainNotFound('/accounts/abc')?.message).toBe('“abc” cannot name an account.');
    expect(explainNotFound('/nowhere')).toBeNull();
    expect(explainNotFound('/accounts/0.0.5/bogus')).toBeNull();
    expect(explainNotFound('/blocks/5/tokens')).toBeNull();
    // A token's NFT page names the serial it lacks; its NFT list is the token's own page.
    expect(explainNotFound('/tokens/5/nfts/42')?.message).toBe('The ledger has no NFT 0.0.5 #42.');
    expect(explainNotFound('/tokens/0.0.5/nfts')?.message).toBe('The ledger has no token 0.0.5.');
    expect(explainNotFound('/tokens/0.0.5/nfts/0')).toBeNull();
    expect(explainNotFound('/tokens/0.0.5/nfts/1/x')).toBeNull();
    expect(explainNotFound('/status/incidents/abc%20def')).toEqual({
      heading: 'No such incident',
      message: 'This status page has no incident “abc def”.',
      forms: null,
    });
    expect(explainNotFound('/status/maintenances/x')?.heading).toBe('No such maintenance');
    expect(explainNotFound('/status/incidents/x/y')).toBeNull();
  });

  it('names the API read behind each detail page', () => {
    expect(detailApiPath('accounts', '0.0.5')).toBe('/api/v1/accounts/0.0.5?limit=1');
    expect(detailApiPath('blocks', '12')).toBe('/api/v1/blocks/12');
    expect(detailApiPath('transactions', 'a/b')).toBe('/api/v1/transactions/a%2Fb');
  });

  it('says which network is unknown, or else explains the id whatever the query', () => {
    const networks = [LOCAL_NETWORK, { id: 'testnet', name: 'testnet', base: 'https://testnet.example' }];
    const words = explainMissing('/blocks?network=nowhere&limit=5', networks);
    expect(words).toEqual({
      heading: 'Unknown network',
      message: 'This explorer has no network “nowhere”.',
      forms: 'Its networks: local (This server), testnet (testnet).',
    });
    expect(explainMissing('/accounts/0.0.999?network=testnet', networks)?.message).toBe(
      'The ledger has no account 0.0.999.',
    );
    expect(explainMissing('/blocks/xyz', networks)?.heading).toBe('Not a valid block identifier');
    expect(explainMissing('/status/incidents/abc?network=nowhere', networks)?.heading).toBe('No such incident');
    expect(explainMissing('/accounts/0.0.2/bogus', networks)).toBeNull();
    expect(explainMissing('/nodes/99', networks)?.message).toBe('The address book has no node 99.');
    expect(explainMissing('/nodes/0.0.3', networks)?.message).toBe('“0.0.3” cannot name a node.');
  });
});
