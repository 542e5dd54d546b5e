import { describe, expect, it } from 'vitest';
import { LOCAL_NETWORK, findNetwork, parseNetworks, withNetwork } from './networks';

describe('explorer networks', () => {
  it('is this server alone by default', () => {
    expect(parseNetworks(undefined)).toEqual([LOCAL_NETWORK]);
    expect(parseNetworks(' , ')).toEqual([LOCAL_NETWORK]);
  });

  it('reads name=URL and bare URLs', () => {
    const list = parseNetworks('Testnet=https://testnet.mirrornode.hedera.com/, https://mirror.example.org/base');
    expect(list.slice(1)).toEqual([
      { id: 'testnet', name: 'Testnet', base: 'https://testnet.mirrornode.hedera.com' },
      { id: 'mirror-example-org', name: 'mirror.example.org', base: 'https://mirror.example.org/base' },
    ]);
  });

  it('rejects what is not a URL, and duplicates', () => {
    expect(() => parseNetworks('x=not a url')).toThrow(/EXPLORER_NETWORKS/);
    expect(() => parseNetworks('ftp://x.org')).toThrow(/http/);
    expect(() => parseNetworks('a=https://a.org,a=https://b.org')).toThrow(/duplicate/);
  });

  it('finds the network of a URL parameter', () => {
    const list = parseNetworks('testnet=https://t.org');
    expect(findNetwork(list, null)).toBe(LOCAL_NETWORK);
    expect(findNetwork(list, 'testnet')?.base).toBe('https://t.org');
    expect(findNetwork(list, 'nope')).toBeUndefined();
  });

  it('keeps the network on links', () => {
    expect(withNetwork('/blocks/1', undefined)).toBe('/blocks/1');
    expect(withNetwork('/blocks/1', 'local')).toBe('/blocks/1');
    expect(withNetwork('/blocks?limit=5', 'testnet')).toBe('/blocks?limit=5&network=testnet');
    expect(withNetwork('/blocks/1#top', 'testnet')).toBe('/blocks/1?network=testnet#top');
  });
});
