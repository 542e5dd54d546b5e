import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, newNonce } from './csp';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('the pages\' Content-Security-Policy', () => {
  it('runs scripts by nonce or by hash only, never inline by default, and frames nothing', () => {
    const inline = 'document.documentElement.classList.add("x")';
    const policy = directives(contentSecurityPolicy({ nonce: 'abc', inlineScripts: [inline], connectTo: ['https://testnet.example'] }));
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'", `'sha256-${hash}'`]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://testnet.example']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy({ nonce: 'n', allowEval: true })).get('script-src')).toContain("'unsafe-eval'");
  });

  it('draws a new 128-bit nonce each time', () => {
    // More than one 4 kB draw of random bytes (256 nonces each): no nonce comes back, across draws either.
    const nonces = new Set(Array.from({ length: 1000 }, newNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
