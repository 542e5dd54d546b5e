import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, hashPolicy, inlineScriptsOf, newNonce } from './csp';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe("the pages' Content-Security-Policy", () => {
  it('runs scripts by nonce or by hash only, never inline by default, and frames nothing', () => {
    const inline = 'document.documentElement.classList.add("x")';
    const policy = directives(
      contentSecurityPolicy({ nonce: 'abc', inlineScripts: [inline], connectTo: ['https://testnet.example'] }),
    );
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'", `'sha256-${hash}'`]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://testnet.example']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy({ nonce: 'n', allowEval: true })).get('script-src')).toContain(
      "'unsafe-eval'",
    );
  });

  it('draws a new 128-bit nonce each time', () => {
    // More than one 4 kB draw of random bytes (256 nonces each): no nonce comes back, across draws either.
    const nonces = new Set(Array.from({ length: 1000 }, newNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('for a copy served to many, allows exactly the inline scripts of the page by their hashes, and no nonce', () => {
    const theme = 'document.documentElement.dataset.theme="dark"';
    const page = [
      '<html><head><script nonce="n1" src="/_next/static/chunks/main.js" async=""></script>',
      `<script>${theme}</script></head><body><p>up</p>`,
      '<script>self.__next_f.push([1,"a<\\/p>"])</script>',
      '<SCRIPT type="text/javascript">\nself.__next_f.push([2])\n</SCRIPT >',
      '<script data-src="x">ok()</script></body></html>',
    ].join('');
    const scripts = inlineScriptsOf(page);
    expect(scripts).toEqual([theme, 'self.__next_f.push([1,"a<\\/p>"])', '\nself.__next_f.push([2])\n', 'ok()']);
    const rendered = contentSecurityPolicy({
      nonce: 'n1',
      inlineScripts: [theme],
      connectTo: ['https://testnet.example'],
    });
    const policy = directives(hashPolicy(rendered, scripts));
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    // Each inline script once (the theme script's hash was there already), 'self' for the chunks, no nonce.
    expect(policy.get('script-src')).toEqual(["'self'", ...scripts.map(hash)]);
    // Every other directive as the rendered policy had it.
    const before = directives(rendered);
    for (const [name, sources] of before) if (name !== 'script-src') expect(policy.get(name), name).toEqual(sources);
    expect([...policy.keys()]).toEqual([...before.keys()]);
    // A changed script is another hash: the old copy's policy would refuse it.
    const changed = directives(hashPolicy(rendered, inlineScriptsOf(page.replace('[2]', '[3]')))).get('script-src')!;
    expect(changed).not.toContain(hash('\nself.__next_f.push([2])\n'));
    expect(changed).toContain(hash('\nself.__next_f.push([3])\n'));
    // Development's 'unsafe-eval' stays.
    expect(
      directives(hashPolicy(contentSecurityPolicy({ nonce: 'n', allowEval: true }), [])).get('script-src'),
    ).toEqual(["'self'", "'unsafe-eval'"]);
  });
});
