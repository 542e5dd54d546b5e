/** A small generated demo ledger plus the sample path values the route records build their sample requests from. */
import { fixedClock } from '../../core/clock';
import { getConfig } from '../../config';
import type { Db } from '../../db';
import { openMigratedPglite } from '../../db/testing';
import { generateDemoLedger } from '../../demo/generate';
import { parseJsonLossless } from '../../core/int64-json';
import type { ApiContext } from './context';
import { handleV1 } from './router';

const END = new Date('2026-01-01T00:00:00Z');

/** The small demo ledger the route-wide tests read (the samples' fixed times are inside it). */
export async function fillDemoLedger(db: Db): Promise<void> {
  await generateDemoLedger(db, { seed: 7, blocks: 60, endTime: END });
}

export async function openDemoLedger(): Promise<Db> {
  const db = await openMigratedPglite();
  await fillDemoLedger(db);
  return db;
}

/** A context over `db` with no response cache (every request reaches the database) and the clock at the ledger's end. */
export function demoContext(db: Db): ApiContext {
  return { db, config: { ...getConfig(), RESPONSE_CACHE: 'off' }, clock: fixedClock(END.getTime()), cache: null };
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

export async function getJson(ctx: ApiContext, url: string): Promise<Answer> {
  const response = await handleV1(new Request(`http://localhost${url}`), ctx);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? parseJsonLossless(text) : null };
}
