import { describe, expect, it } from 'vitest';
import { conditionalAnswer, etagOf, matchesIfNoneMatch } from './conditional-get';

describe('etagOf', () => {
  it('is a weak SHA-1 tag by default and a strong one on request, equal for equal bodies', () => {
    expect(etagOf('{"a":1}')).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(etagOf('{"a":1}', { weak: false })).toBe(etagOf('{"a":1}').slice(2));
    expect(etagOf('{"a":1}')).toBe(etagOf(new TextEncoder().encode('{"a":1}')));
    expect(etagOf('{"a":2}')).not.toBe(etagOf('{"a":1}'));
  });
});

describe('matchesIfNoneMatch', () => {
  const etag = 'W/"abc"';
  it('matches one tag, any of several, and *, comparing weakly', () => {
    expect(matchesIfNoneMatch('W/"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"x", W/"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"x","abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch(' * ', etag)).toBe(true);
  });

  it('does not match other tags, unquoted text or no header', () => {
    expect(matchesIfNoneMatch(null, etag)).toBe(false);
    expect(matchesIfNoneMatch('', etag)).toBe(false);
    expect(matchesIfNoneMatch('W/"abcd", "ab"', etag)).toBe(false);
    expect(matchesIfNoneMatch('abc', etag)).toBe(false);
    expect(matchesIfNoneMatch('"a,b"', 'W/"a,b"')).toBe(true);
    expect(matchesIfNoneMatch('"a,b"', 'W/"a"')).toBe(false);
  });
});

describe('conditionalAnswer', () => {
  const headers = () =>
    new Headers({ 'content-type': 'application/json', etag: 'W/"t"', 'cache-control': 'public, max-age=5' });
  const request = (init: RequestInit = {}) => new Request('http://localhost/x', init);

  it('answers the body, or no body for HEAD', async () => {
    const get = conditionalAnswer(request(), '{"a":1}', headers());
    expect(get.status).toBe(200);
    expect(await get.text()).toBe('{"a":1}');
    const head = conditionalAnswer(request({ method: 'HEAD' }), '{"a":1}', headers());
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(head.headers.get('etag')).toBe('W/"t"');
  });

  it('answers 304 with the validators and caching headers but no content type', async () => {
    const response = conditionalAnswer(request({ headers: { 'if-none-match': '"other", "t"' } }), '{"a":1}', headers());
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
    expect(response.headers.get('etag')).toBe('W/"t"');
    expect(response.headers.get('cache-control')).toBe('public, max-age=5');
    expect(response.headers.get('content-type')).toBeNull();
  });
});
