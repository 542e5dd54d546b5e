import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../lib/config';
import { ourPinnedEnv, PINNED, referencePinnedEnv } from './servers';

describe("the side-by-side servers' pinned settings", () => {
  it('give ours and the reference the same pool, timeouts and no per-request log', () => {
    const ours = parseConfig(ourPinnedEnv());
    expect(ours.DB_POOL_SIZE).toBe(PINNED.poolSize);
    expect(ours.DB_STATEMENT_TIMEOUT_MS).toBe(PINNED.statementTimeoutMs);
    // ours gives up on a connection after min(statement timeout, 5 s) (lib/db/pg-driver.ts)
    expect(Math.min(ours.DB_STATEMENT_TIMEOUT_MS, 5_000)).toBe(PINNED.connectionTimeoutMs);
    expect(referencePinnedEnv()).toEqual({
      HIERO_MIRROR_REST_LOG_LEVEL: 'warn',
      HIERO_MIRROR_REST_DB_POOL_MAXCONNECTIONS: String(ours.DB_POOL_SIZE),
      HIERO_MIRROR_REST_DB_POOL_STATEMENTTIMEOUT: String(ours.DB_STATEMENT_TIMEOUT_MS),
      HIERO_MIRROR_REST_DB_POOL_CONNECTIONTIMEOUT: '5000',
    });
  });
});
