import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('zod settings', () => {
  it('live on globalThis.__zod_globalConfig, where zod-jitless.ts sets them before zod loads', () => {
    expect(z.config()).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
  });
});
