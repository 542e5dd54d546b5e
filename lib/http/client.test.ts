import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, trustedForwarding } from './client';

const incoming = (headers: Record<string, string>) =>
  ({ headers: { ...headers }, socket: { remoteAddress: '192.0.2.10' } }) as unknown as IncomingMessage;

describe('client identity', () => {
  it('without a trusted proxy is the socket, whatever X-Forwarded-* the client wrote', () => {
    const req = incoming({
      'x-forwarded-for': '203.0.113.1',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      forwarded: 'for=1.2.3.4',
      host: 'a.test',
    });
    trustedForwarding(req, false);
    expect(req.headers).toEqual({ 'x-forwarded-for': '192.0.2.10', host: 'a.test' });
  });

  it("behind a trusted proxy is X-Forwarded-For's first hop, or the socket when the proxy sent none", () => {
    const proxied = incoming({ 'x-forwarded-for': '203.0.113.1, 10.0.0.2', 'x-forwarded-host': 'status.example.com' });
    trustedForwarding(proxied, true);
    expect(proxied.headers['x-forwarded-host']).toBe('status.example.com');
    expect(clientAddress(new Headers(proxied.headers as Record<string, string>))).toBe('203.0.113.1');
    const direct = incoming({});
    trustedForwarding(direct, true);
    expect(direct.headers['x-forwarded-for']).toBe('192.0.2.10');
  });

  it('is unknown for a request that did not come over HTTP', () => {
    expect(clientAddress(new Headers())).toBeNull();
  });
});
