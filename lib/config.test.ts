import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('configuration', () => {
  it('applies defaults', () => {
    const config = parseConfig({});
    expect(config.DATA_DIR).toBe('.data');
    expect(config.PORT).toBe(3000);
    expect(config.RESPONSE_CACHE).toBe('on');
    expect(config.DEMO_LIVE).toBe(false);
  });

  it('names every bad variable', () => {
    expect(() => parseConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', RESPONSE_CACHE: 'maybe' })).toThrowError(ConfigError);
    try {
      parseConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
    }
  });

  it('treats empty variables as unset', () => {
    const config = parseConfig({ DATABASE_URL: '', DEMO_LIVE: '1' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DEMO_LIVE).toBe(true);
  });
});
