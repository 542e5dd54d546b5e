import { describe, expect, it } from 'vitest';
import { encodeEntityId, formatEntityId, parseEntityId } from './entity-id';

describe('entity id parameters', () => {
  it('reads shard.realm.num, realm.num and encoded ids within the reference patterns', () => {
    expect(parseEntityId('0.0.1001')).toBe(1001n);
    expect(parseEntityId('0.1001')).toBe(1001n);
    expect(parseEntityId('1001')).toBe(1001n);
    expect(formatEntityId(parseEntityId('1.2.3'))).toBe('1.2.3');
    expect(parseEntityId('1023.65535.274877906943')).toBe(
      encodeEntityId({ shard: 1023n, realm: 65535n, num: 274877906943n }),
    );
  });

  it('takes signed encoded ids (shards of 512 and above are negative), as the reference does', () => {
    expect(parseEntityId('-1')).toBe(-1n);
    expect(formatEntityId(parseEntityId('-1'))).toBe('1023.65535.274877906943');
    expect(parseEntityId('-9223372036854775808')).toBe(-(1n << 63n));
    expect(parseEntityId('9223372036854775808')).toBeNull();
  });

  it('refuses more digits than the reference allows per part', () => {
    expect(parseEntityId('0.0.0000000000001')).toBeNull(); // 13-digit num
    expect(parseEntityId('0.000001.1')).toBeNull(); // 6-digit realm
    expect(parseEntityId('00001.0.1')).toBeNull(); // 5-digit shard
    expect(parseEntityId('0.0.274877906944')).toBeNull(); // num beyond 38 bits
  });

  it('reads a long-zero EVM address only where allowed', () => {
    const address = '0x00000000000000000000000000000000000003e9';
    expect(parseEntityId(address)).toBeNull();
    expect(parseEntityId(address, { allowEvmAddress: true })).toBe(1001n);
    expect(parseEntityId('71eaa748d5252be68c1185588beca495459fdba4', { allowEvmAddress: true })).toBeNull();
  });
});
