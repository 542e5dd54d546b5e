import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './';

describe('configuration', () => {
  it('applies defaults', () => {
    const config = parseConfig({});
    expect(config.DATA_DIR).toBe('.data');
    expect(config.PORT).toBe(3000);
    expect(config.RESPONSE_CACHE).toBe('on');
    expect(config.DEMO_LIVE).toBe(false);
  });

  it('names every bad variable', () => {
    expect(() => parseConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', RESPONSE_CACHE: 'maybe' })).toThrowError(
      ConfigError,
    );
    try {
      parseConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
    }
  });

  it('reads the proxy trust and the rate limits, 0 turning a limit off; the public APIs have none by default', () => {
    const defaults = parseConfig({});
    expect(defaults).toMatchObject({
      TRUST_PROXY: false,
      RATE_LIMIT_API_PER_SECOND: 0,
      RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: 10,
    });
    expect(parseConfig({ TRUST_PROXY: '1', RATE_LIMIT_API_PER_SECOND: '50' })).toMatchObject({
      TRUST_PROXY: true,
      RATE_LIMIT_API_PER_SECOND: 50,
    });
    for (const bad of [
      { TRUST_PROXY: 'maybe' },
      { RATE_LIMIT_API_PER_SECOND: '-1' },
      { RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: '2.5' },
    ]) {
      expect(() => parseConfig(bad), JSON.stringify(bad)).toThrowError(Object.keys(bad)[0]);
    }
  });

  it('reads API_USERS as a JSON array of Basic users with an optional limit, and refuses anything else by name', () => {
    expect(parseConfig({}).API_USERS).toEqual([]);
    const users = '[{"username":"relay","password":"s3cret","limit":1000},{"username":"ops","password":"pw"}]';
    expect(parseConfig({ API_USERS: users }).API_USERS).toEqual([
      { username: 'relay', password: 's3cret', limit: 1000 },
      { username: 'ops', password: 'pw' },
    ]);
    const bad = [
      'not json',
      '{"username":"a","password":"b"}',
      '[{"username":"a"}]',
      '[{"username":"a","password":"b","limit":0}]',
      '[{"username":"a","password":"b"},{"username":"a","password":"c"}]',
      '[{"username":"a","password":"b","role":"x"}]',
    ];
    for (const value of bad) expect(() => parseConfig({ API_USERS: value }), value).toThrowError('API_USERS');
  });

  it('treats empty variables as unset', () => {
    const config = parseConfig({ DATABASE_URL: '', DEMO_LIVE: '1' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DEMO_LIVE).toBe(true);
  });

  it('reads the demo history windows, or off', () => {
    const defaults = parseConfig({});
    expect(defaults.DEMO_NODE_OUTAGE).toEqual({ nodeId: 4, startMinutesAgo: 80, durationMinutes: 20 });
    expect(defaults.DEMO_BLOCK_STALL).toEqual({ startMinutesAgo: 30, durationMinutes: 3 });
    const set = parseConfig({ DEMO_NODE_OUTAGE: '2:45:12.5', DEMO_BLOCK_STALL: 'off' });
    expect(set.DEMO_NODE_OUTAGE).toEqual({ nodeId: 2, startMinutesAgo: 45, durationMinutes: 12.5 });
    expect(set.DEMO_BLOCK_STALL).toBeNull();
  });

  it('refuses a history window that names no node, lasts nothing or has not ended', () => {
    for (const [name, value] of [
      ['DEMO_NODE_OUTAGE', '7:80:20'],
      ['DEMO_NODE_OUTAGE', '1:10:20'],
      ['DEMO_NODE_OUTAGE', '1:80'],
      ['DEMO_BLOCK_STALL', '30:0'],
      ['DEMO_BLOCK_STALL', 'soon'],
    ] as const) {
      expect(() => parseConfig({ [name]: value }), `${name}=${value}`).toThrowError(new RegExp(name));
    }
  });
});
