import { describe, expect, it, vi } from 'vitest';
import { PROXY_PATHS } from './sections';

// proxy.ts reaches server-only modules (the in-process API); only its matcher is read here.
vi.mock('server-only', () => ({}));

describe('the proxy runs on every explorer section', () => {
  it('its literal matcher lists the registry’s paths, then the status page’s own and malformed API paths', async () => {
    const { config } = await import('../../proxy');
    const explorer = config.matcher.filter((path) => !path.startsWith('/status/') && !path.startsWith('/api/'));
    expect(explorer).toEqual(PROXY_PATHS);
  });
});
