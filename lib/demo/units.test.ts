import { bytesToHex } from '../core/hex';
import { describe, expect, it } from 'vitest';
import { errorString, panicCode } from './abi';
import { recordFileName } from './blocks';
import { demoHistory } from './history';
import { keccakHex } from './keccak';
import { Prng } from './prng';
import { Timeline } from './timeline';

describe('demo building blocks', () => {
  it('keccak256 matches known vectors', () => {
    expect(keccakHex('')).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
    expect(keccakHex('Transfer(address,address,uint256)')).toBe(
      'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
    );
  });

  it('encodes revert payloads as the EVM does', () => {
    expect(bytesToHex(errorString('x')).slice(0, 8)).toBe('08c379a0');
    expect(bytesToHex(panicCode(0x11))).toBe(`4e487b71${'0'.repeat(62)}11`);
  });

  it('prng is reproducible', () => {
    const a = new Prng(1);
    const b = new Prng(1);
    expect(Array.from({ length: 5 }, () => a.uint32())).toEqual(Array.from({ length: 5 }, () => b.uint32()));
  });

  it('names record files after their first timestamp', () => {
    expect(recordFileName(1_795_000_000_123_456_789n)).toBe('2026-11-18T11_06_40.123456789Z.rcd.gz');
  });

  it('leaves the block stall empty and still ends at the end time', () => {
    const end = 10_000n * 1_000_000_000n;
    const history = demoHistory(end, { nodeOutage: null, blockStall: { startMinutesAgo: 30, durationMinutes: 3 } });
    const t = new Timeline(3000, 2_000_000_000n, end, history.blockStall);
    const times = Array.from({ length: 3000 }, (_, i) => t.blockTime(i));
    expect(times.at(-1)).toBe(end);
    const stall = history.blockStall!;
    expect(times.some((x) => x >= stall.start && x < stall.end)).toBe(false);
    const gaps = times.slice(1).map((x, i) => x - times[i]!);
    expect(gaps.filter((g) => g > 2_000_000_000n)).toEqual([182_000_000_000n]);
  });
});
