import { readFileSync } from 'node:fs';
import type { Clock } from '../core/clock';
import type { Config } from '../config';

/**
 * Test-only clock for maintenance auto-transitions, so a browser test can watch a window open and close without
 * waiting for it. Off unless STATUS_TEST_CLOCK is on (only scripts/e2e.ts sets it); then the milliseconds written in
 * STATUS_CLOCK_OFFSET_FILE (read on every tick, 0 when missing or unreadable) are added to the wall clock. Only
 * the transitions follow it: health, uptime and authoring keep the wall clock, so a test cannot fake a block stall.
 */
export function testTransitionClock(
  config: Pick<Config, 'STATUS_TEST_CLOCK' | 'STATUS_CLOCK_OFFSET_FILE'>,
): Clock | undefined {
  const file = config.STATUS_CLOCK_OFFSET_FILE;
  if (!config.STATUS_TEST_CLOCK || !file) return undefined;
  return { nowMs: () => Date.now() + readOffsetMs(file) };
}

function readOffsetMs(file: string): number {
  try {
    const value = Number(readFileSync(file, 'utf8').trim());
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}
