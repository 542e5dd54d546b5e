import { describe, expect, it } from 'vitest';
import type { NextConfig } from 'next';
// @ts-expect-error next.config.js is plain JavaScript without declarations
import loadedConfig from '../../next.config.js';
import { EVERY_ANSWER, NOT_FRAMEABLE } from './security-headers';

const nextConfig = loadedConfig as NextConfig;
const asRecord = (headers: { key: string; value: string }[]) =>
  Object.fromEntries(headers.map((h) => [h.key, h.value]));

describe('security headers outside Next.js', () => {
  it('are the ones next.config.js puts on every answer and on every answer but the badge', async () => {
    const rules = await nextConfig.headers!();
    const every = rules.find((r) => r.source === '/:path*');
    const framed = rules.find((r) => r.source.includes('status/badge'));
    expect(asRecord(every!.headers)).toEqual(EVERY_ANSWER);
    expect(asRecord(framed!.headers)).toEqual(NOT_FRAMEABLE);
  });
});
