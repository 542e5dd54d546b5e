import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { requestOrigin } from '../../http/client';
import { closeTestDb, openTestContext, type TestContext } from '../testing';
import {
  SESSION_SECONDS,
  adminSessionValid,
  clearedSessionCookie,
  closeAdminSession,
  openAdminSession,
  sameOrigin,
  sessionCookie,
  sessionIdOf,
} from './admin-session';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await openTestContext();
  await ctx.db.exec('TRUNCATE status.admin_session');
});
afterEach(() => ctx.close());
afterAll(closeTestDb);

describe('admin sessions', () => {
  it('are random ids stored only as their SHA-256, valid until they expire', async () => {
    const one = await openAdminSession(ctx);
    const two = await openAdminSession(ctx);
    expect(one).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(two).not.toBe(one);
    const stored = await ctx.db.query<{ id_sha256: string }>('SELECT id_sha256 FROM status.admin_session');
    expect(stored.map((r) => r.id_sha256)).not.toContain(one);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.id_sha256))).toBe(true);

    expect(await adminSessionValid(ctx, one)).toBe(true);
    ctx.advance(SESSION_SECONDS * 1000 - 1);
    expect(await adminSessionValid(ctx, one)).toBe(true);
    ctx.advance(1);
    expect(await adminSessionValid(ctx, one)).toBe(false);
    // Expired sessions are purged when the next one opens.
    await openAdminSession(ctx);
    expect(await ctx.db.query('SELECT 1 FROM status.admin_session')).toHaveLength(1);
  });

  it('are revoked by sign-out, and nothing else passes for one', async () => {
    const id = await openAdminSession(ctx);
    const other = await openAdminSession(ctx);
    await closeAdminSession(ctx, id);
    expect(await adminSessionValid(ctx, id)).toBe(false);
    expect(await adminSessionValid(ctx, other)).toBe(true);
    for (const forged of [
      null,
      '',
      ctx.config.STATUS_ADMIN_TOKEN!,
      `${other.slice(0, -1)}A`,
      `${other}x`,
      "' OR 1=1 --",
    ]) {
      expect(await adminSessionValid(ctx, forged), String(forged)).toBe(other === forged);
    }
  });

  it('ride an HttpOnly, SameSite=Strict cookie on /status/admin, Secure whenever the request came over https', () => {
    const plain = parseConfig({ PUBLIC_URL: 'http://status.test' });
    const https = parseConfig({ PUBLIC_URL: 'https://status.example.com' });
    const direct = new Request('http://127.0.0.1:3000/status/admin/session', { method: 'POST' });
    const viaProxy = new Request('http://127.0.0.1:3000/status/admin/session', {
      method: 'POST',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(sessionCookie('abc', plain, direct)).toBe(
      `status_admin=abc; HttpOnly; SameSite=Strict; Path=/status/admin; Max-Age=${SESSION_SECONDS}`,
    );
    expect(sessionCookie('abc', https, direct)).toMatch(/; Secure$/);
    expect(sessionCookie('abc', parseConfig({}), direct)).not.toContain('Secure');
    expect(clearedSessionCookie(https, direct)).toBe(
      'status_admin=; HttpOnly; SameSite=Strict; Path=/status/admin; Max-Age=0; Secure',
    );
    // Behind an https proxy, with no PUBLIC_URL or an http one: Secure once the proxy is trusted, not before.
    expect(sessionCookie('abc', parseConfig({ TRUST_PROXY: '1' }), viaProxy)).toMatch(/; Secure$/);
    expect(sessionCookie('abc', parseConfig({ TRUST_PROXY: '1', PUBLIC_URL: 'http://status.test' }), viaProxy)).toMatch(
      /; Secure$/,
    );
    expect(clearedSessionCookie(parseConfig({ TRUST_PROXY: '1' }), viaProxy)).toMatch(/; Secure$/);
    expect(sessionCookie('abc', parseConfig({}), viaProxy)).not.toContain('Secure');
    expect(sessionIdOf('theme=dark; status_admin=abc_-1; x=y')).toBe('abc_-1');
    expect(sessionIdOf(null)).toBeNull();
  });
});

describe('the same-origin check of writes', () => {
  const write = (url: string, headers: Record<string, string>) => new Request(url, { method: 'POST', headers });

  it('compares scheme and host with PUBLIC_URL when it is set', () => {
    const config = parseConfig({ PUBLIC_URL: 'https://status.example.com' });
    const at = (origin: string, extra: Record<string, string> = {}) =>
      sameOrigin(write('http://10.0.0.5:3000/status/admin/session', { origin, ...extra }), config);
    expect(at('https://status.example.com')).toBe(true);
    expect(at('https://status.example.com:443')).toBe(true);
    expect(at('http://status.example.com')).toBe(false); // scheme
    expect(at('https://evil.example')).toBe(false);
    expect(at('https://evil.example', { 'x-forwarded-host': 'evil.example' })).toBe(false);
    expect(at('null')).toBe(false);
  });

  it('without PUBLIC_URL compares with the request itself, believing X-Forwarded-* only with TRUST_PROXY', () => {
    const direct = parseConfig({});
    const behindProxy = parseConfig({ TRUST_PROXY: '1' });
    const request = (origin: string) =>
      write('http://127.0.0.1:3000/status/admin/session', {
        origin,
        host: '127.0.0.1:3000',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      });
    expect(sameOrigin(request('http://127.0.0.1:3000'), direct)).toBe(true);
    expect(sameOrigin(request('https://evil.example'), direct)).toBe(false);
    expect(sameOrigin(request('https://127.0.0.1:3000'), direct)).toBe(false);
    expect(sameOrigin(request('https://evil.example'), behindProxy)).toBe(true);
    expect(sameOrigin(request('http://127.0.0.1:3000'), behindProxy)).toBe(false);
  });

  it('lets a request without Origin through unless the browser says it is cross-site', () => {
    const config = parseConfig({});
    expect(sameOrigin(write('http://a.test/x', {}), config)).toBe(true);
    expect(sameOrigin(write('http://a.test/x', { 'sec-fetch-site': 'cross-site' }), config)).toBe(false);
  });

  it("reads the forwarded origin's first hop", () => {
    const request = new Request('http://10.0.0.5/x', {
      headers: { 'x-forwarded-host': 'A.example, proxy.internal', 'x-forwarded-proto': 'https, http' },
    });
    expect(requestOrigin(request, true)).toBe('https://a.example');
    expect(requestOrigin(request, false)).toBe('http://10.0.0.5');
  });
});
