import { describe, expect, it } from 'vitest';
import { selfTimes, type CpuProfile } from './cpu-profile';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber, columnNumber: 0 });

describe('CPU profile self times', () => {
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)') },
      { id: 2, callFrame: frame('(idle)') },
      { id: 3, callFrame: frame('serialize', 'file:///app/.next/server/chunks/api.js', 9) },
      { id: 4, callFrame: frame('parse', 'file:///app/node_modules/pg/lib/result.js', 99) },
      { id: 5, callFrame: frame('serialize', 'file:///app/.next/server/chunks/api.js', 9) }, // same function, another call path
    ],
    // V8 writes the time since the previous sample before each sample: sample i lasts timeDeltas[i + 1]
    samples: [3, 4, 2, 5, 4],
    timeDeltas: [0, 3000, 1000, 50_000, 2000],
  };

  it('charges each sample the time until the next, merges call paths of one function, and leaves idle out', () => {
    const rows = selfTimes(profile);
    expect(rows.map((r) => [r.location, r.selfMs])).toEqual([
      ['serialize (server/chunks/api.js:10)', 5],
      ['parse (pg/lib/result.js:100)', 1],
    ]);
    expect(rows[0]!.share).toBeCloseTo(5 / 6);
  });

  it('names bundled code by its source where a resolver knows it', () => {
    const resolve = (file: string, line: number) =>
      file === '/app/.next/server/chunks/api.js' && line === 9 ? { file: 'lib/api/json.ts', line: 41 } : null;
    expect(selfTimes(profile, resolve).map((r) => r.location)).toEqual([
      'serialize (lib/api/json.ts:42)',
      'parse (pg/lib/result.js:100)',
    ]);
  });
});
