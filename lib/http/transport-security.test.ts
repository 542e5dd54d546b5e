import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { cameOverHttps } from './transport-security';

const request = (headers: Record<string, string>, encrypted = false) =>
  ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;

describe('cameOverHttps', () => {
  it('believes a TLS socket always, and X-Forwarded-Proto only from a trusted proxy', () => {
    expect(cameOverHttps(request({}, true), false)).toBe(true);
    expect(cameOverHttps(request({ 'x-forwarded-proto': 'https' }), true)).toBe(true);
    expect(cameOverHttps(request({ 'x-forwarded-proto': 'HTTPS, http' }), true)).toBe(true);
    expect(cameOverHttps(request({ 'x-forwarded-proto': 'https' }), false)).toBe(false);
    expect(cameOverHttps(request({ 'x-forwarded-proto': 'http' }), true)).toBe(false);
    expect(cameOverHttps(request({}), true)).toBe(false);
  });
});
