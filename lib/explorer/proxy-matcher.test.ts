import { describe, expect, it, vi } from 'vitest';
import { PROXY_PATHS } from './sections';

// proxy.ts reaches server-only modules (the in-process API); only its matcher is read here.
vi.mock('server-only', () => ({}));

/** A matcher entry as Next.js compiles it: the whole path, with the entry's own regular expression groups. */
const compiled = (source: string) => new RegExp(`^${source.replace('/:path(', '/(')}$`);

describe('the proxy runs on every page', () => {
  it('its literal matcher takes every explorer section, the status pages and the API reference, and no API or body route', async () => {
    const { config } = await import('../../proxy');
    const matches = (path: string) => config.matcher.some((source) => compiled(source).test(path));
    const explorer = PROXY_PATHS.flatMap((path) =>
      path.endsWith('/:path*') ? [path.slice(0, -7), `${path.slice(0, -7)}/0.0.2`] : [path],
    );
    for (const path of [
      ...explorer,
      '/status',
      '/status/history',
      '/status/incidents/abc',
      '/status/admin',
      '/status/subscription',
      '/api/v1/docs',
      '/api/v1/accounts/%FF',
    ]) {
      expect(matches(path), path).toBe(true);
    }
    for (const path of [
      '/api/v1/blocks',
      '/api/v2/status.json',
      '/_next/static/chunks/a.js',
      '/health/liveness',
      '/metrics',
      '/status/badge.svg',
      '/status/live.json',
      '/status/history.atom',
      '/status/subscribe',
      '/status/subscription/confirm',
      '/status/admin/session',
      '/status/admin/api/incidents',
    ]) {
      expect(matches(path), path).toBe(false);
    }
  });
});
