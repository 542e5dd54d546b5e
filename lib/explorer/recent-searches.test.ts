import { describe, expect, it } from 'vitest';
import { readRecent, remember, RECENT_MAX, writeRecent } from './recent-searches';
import type { Match } from './matches';

const match = (n: number): Match => ({
  group: 'Accounts',
  title: `0.0.${n}`,
  detail: 'account',
  href: `/accounts/0.0.${n}`,
});

function memoryStorage(initial: string | null = null) {
  let value = initial;
  return {
    getItem: () => value,
    setItem: (_: string, v: string) => void (value = v),
    removeItem: () => void (value = null),
    get value() {
      return value;
    },
  };
}

describe('recent searches', () => {
  it('keeps the newest first, each place once, a few at most', () => {
    let list: Match[] = [];
    for (const n of [1, 2, 3, 2]) list = remember(list, match(n));
    expect(list.map((m) => m.title)).toEqual(['0.0.2', '0.0.3', '0.0.1']);
    for (let n = 10; n < 20; n++) list = remember(list, match(n));
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0]!.title).toBe('0.0.19');
  });

  it('survives storage it cannot read or write', () => {
    expect(readRecent(memoryStorage('not json'))).toEqual([]);
    expect(readRecent(memoryStorage('{"a":1}'))).toEqual([]);
    expect(readRecent(memoryStorage(JSON.stringify([match(1), { href: 'https://evil.example/' }, null])))).toEqual([
      match(1),
    ]);
    expect(readRecent(undefined)).toEqual([]);
    const storage = memoryStorage();
    writeRecent(storage, [match(5)]);
    expect(readRecent(storage)).toEqual([match(5)]);
    writeRecent(storage, []);
    expect(storage.value).toBeNull();
    expect(() =>
      writeRecent(
        {
          setItem: () => {
            throw new Error('full');
          },
          removeItem: () => {},
        },
        [match(1)],
      ),
    ).not.toThrow();
  });
});
