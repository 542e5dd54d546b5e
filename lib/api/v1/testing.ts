import { fixedClock, systemClock } from '../../core/clock';
import { parseConfig } from '../../config';
import type { Db } from '../../db';
import { parseJsonLossless } from '../../core/int64-json';
import type { ApiContext } from './context';
import { handleV1 } from './router';

/** A router context for tests: default configuration, no response cache, and a fixed clock when given. */
export function uncachedContext(db: Db, nowMs?: number): ApiContext {
  return {
    db,
    config: parseConfig({ RESPONSE_CACHE: 'off' }),
    clock: nowMs === undefined ? systemClock : fixedClock(nowMs),
    cache: null,
  };
}

/** GET through the router, body parsed losslessly (int64 stays exact). */
export async function getV1(ctx: ApiContext, path: string): Promise<{ status: number; body: unknown }> {
  const response = await handleV1(new Request(`http://localhost${path}`), ctx);
  return { status: response.status, body: parseJsonLossless(await response.text()) };
}
