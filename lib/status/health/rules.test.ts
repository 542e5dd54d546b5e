import { describe, expect, it } from 'vitest';
import { blockGapSteps, nodeGapSteps, type HealthThresholds } from './rules';

const t: HealthThresholds = { blockDegradedMs: 10_000, blockPartialMs: 60_000, blockMajorMs: 300_000, nodeSilentMs: 300_000 };

describe('steps of a past outage', () => {
  it('dates a silent node from its last transaction once the silence is long enough to count', () => {
    expect(nodeGapSteps(1_000, 1_000 + 300_000, t)).toEqual([]); // exactly N minutes: a quiet moment, not an outage
    expect(nodeGapSteps(1_000, 1_000 + 1_200_000, t)).toEqual([
      { atMs: 1_000, status: 'major_outage' },
      { atMs: 1_201_000, status: 'operational' },
    ]);
  });

  it('dates a stall from the last block; escalations stay where the block age crossed them', () => {
    expect(blockGapSteps(0, 10_000, t)).toEqual([]);
    expect(blockGapSteps(0, 11_000, t)).toEqual([
      { atMs: 0, status: 'degraded_performance' },
      { atMs: 11_000, status: 'operational' },
    ]);
    expect(blockGapSteps(0, 400_000, t)).toEqual([
      { atMs: 0, status: 'degraded_performance' },
      { atMs: 60_000, status: 'partial_outage' },
      { atMs: 300_000, status: 'major_outage' },
      { atMs: 400_000, status: 'operational' },
    ]);
  });
});
