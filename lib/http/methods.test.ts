import { describe, expect, it } from 'vitest';
import { pageMethodRefusal, unservedMethod } from './methods';

describe('methods', () => {
  it('refuses what no route serves with a 405 naming the allowed ones', () => {
    for (const method of ['TRACE', 'TRACK', 'PROPFIND', 'CONNECT', 'M-SEARCH', undefined]) {
      const refused = unservedMethod(method);
      expect(refused?.status, String(method)).toBe(405);
      expect(refused?.headers.Allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    }
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      expect(unservedMethod(method)).toBeNull();
  });

  it('pages are only read', () => {
    expect(pageMethodRefusal('GET')).toBeNull();
    expect(pageMethodRefusal('HEAD')).toBeNull();
    const refused = pageMethodRefusal('DELETE');
    expect(refused).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } });
    expect(refused?.body).toBe('Method DELETE is not allowed; allowed: GET, HEAD\n');
  });
});
