import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** The CI leg against real services: PostgreSQL (DATABASE_URL) and Redis (REDIS_URL). */
export default defineConfig({
  resolve: { alias: { '@': import.meta.dirname } },
  test: {
    include: ['lib/**/*.pg.test.ts', 'lib/**/*.redis.test.ts', 'scripts/**/*.pg.test.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
