import { describe, expect, it } from 'vitest';
import { headerDifference } from './compare';

const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('header comparison of a replayed case', () => {
  const recorded = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=2', link: '</api/v1/blocks?limit=1&block.number=lt:9>; rel="next"' };

  it('accepts the recorded headers and ignores ones the corpus does not compare', () => {
    expect(headerDifference(headers({ ...recorded, etag: 'W/"x"', vary: 'accept-encoding' }), recorded)).toBeNull();
  });

  it('names a header that differs, is missing, or is sent where the reference sent none', () => {
    expect(headerDifference(headers({ ...recorded, 'cache-control': 'public, max-age=1' }), recorded)).toBe(
      'cache-control: got "public, max-age=1", want "public, max-age=2"',
    );
    expect(headerDifference(headers({ 'content-type': recorded['content-type'], 'cache-control': recorded['cache-control'] }), recorded)).toMatch(/^link: got none, want/);
    const error = { 'content-type': 'application/json; charset=utf-8' };
    expect(headerDifference(headers({ ...error, 'cache-control': 'no-store' }), error)).toBe('cache-control: got "no-store", want none');
  });
});
