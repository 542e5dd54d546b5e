import { fixedClock, systemClock } from '../../../core/clock';
import { getConfig, type Config } from '../../../config';
import type { Db } from '../../../db';
import { loadDump } from '../../../db/load-dump';
import { parseJsonLossless } from '../../../core/int64-json';
import type { ApiContext } from '../context';
import { handleV1 } from '../router';
import {
  applyOverrides,
  everyFilledTable,
  fakeTimeMs,
  readCases,
  readData,
  readExpectedCacheControl,
  type CorpusCase,
  type CorpusEntry,
} from './corpus';
import { firstDifference, headerDifference } from './compare';
import { deviations } from './deviations';

export type Outcome = 'match' | 'deliberate' | 'mismatch';

export interface CaseResult {
  entry: string;
  url: string;
  outcome: Outcome;
  detail?: string;
}

/**
 * Replaces the ledger's contents with one entry's data.sql (tables of the previous entry are emptied). DELETE, not
 * TRUNCATE: an entry holds a handful of rows, and TRUNCATE makes new files for every partition and index of a table;
 * on the operator's partitioned schema that cost 2.3 s per entry against 12 ms.
 */
async function loadEntry(db: Db, entry: CorpusEntry, previousTables: string[]): Promise<void> {
  const tables = [...new Set([...previousTables, ...entry.tables])];
  if (tables.length) await db.exec(tables.map((t) => `DELETE FROM public.${t};`).join('\n'));
  await loadDump(db, readData(entry));
}

/** What a replay reads of one answer, whichever way it was asked for. */
export interface ReplayedAnswer {
  status: number;
  header(name: string): string | null;
  text: string;
}

/** Asks for one case's URL with the entry's configuration and clock (in `ctx`), in process or over HTTP. */
export type Ask = (url: string, ctx: ApiContext) => Promise<ReplayedAnswer>;

/** In process, through the router's web-Request wrapper (the way Next.js and the tests call it). */
export const askInProcess: Ask = async (url, ctx) => {
  const response = await handleV1(new Request(`http://localhost${url}`), ctx);
  return { status: response.status, header: (name) => response.headers.get(name), text: await response.text() };
};

function compareCase(entry: CorpusEntry, expected: CorpusCase, answer: ReplayedAnswer, cacheControl?: string): CaseResult {
  const { url, status, body } = expected;
  const { text } = answer;
  // A text/plain answer (network supply's `q`) is recorded as the JSON string of its text.
  const plain = answer.header('content-type')?.startsWith('text/plain');
  const actual = plain ? text : text ? parseJsonLossless(text) : null;
  const deviation = deviations.find((d) => d.url.test(url));
  if (deviation && answer.status === deviation.status) return { entry: entry.entry, url, outcome: 'deliberate', detail: deviation.reason };
  let detail: string | null = null;
  if (answer.status !== status) detail = `status ${answer.status}, want ${status}: ${text.slice(0, 300)}`;
  else detail = firstDifference(actual, body);
  // Every header the reference sent on this case, on every status; older recordings kept a 200's Cache-Control only.
  if (!detail && expected.headers) detail = headerDifference(answer.header, expected.headers);
  else if (!detail && status === 200 && cacheControl && answer.header('cache-control') !== cacheControl) {
    detail = `cache-control ${answer.header('cache-control')}, want ${cacheControl}`;
  }
  return { entry: entry.entry, url, outcome: detail ? 'mismatch' : 'match', detail: detail ?? undefined };
}

/** The configuration and clock an entry was recorded with, over `baseConfig`. */
export function entryContext(db: Db, entry: CorpusEntry, baseConfig: Config): ApiContext {
  const now = fakeTimeMs(entry.fakeTime);
  return {
    db,
    config: applyOverrides({ ...baseConfig, RESPONSE_CACHE: 'off' }, entry.configOverrides),
    clock: now === null ? systemClock : fixedClock(now),
    cache: null,
  };
}

/**
 * Loads each entry into `db` and replays its cases against the /api/v1 router: in process by default, or through
 * `ask` (scripts/conformance-http.ts asks a running server over HTTP).
 */
export async function runConformance(db: Db, entries: CorpusEntry[], baseConfig: Config = getConfig(), ask: Ask = askInProcess): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  // The first entry also empties what an earlier run (another group) left behind.
  let previousTables = everyFilledTable();
  for (const entry of entries) {
    await loadEntry(db, entry, previousTables);
    previousTables = entry.tables;
    const ctx = entryContext(db, entry, baseConfig);
    const cacheControl = readExpectedCacheControl(entry);
    for (const c of readCases(entry)) results.push(compareCase(entry, c, await ask(c.url, ctx), cacheControl));
  }
  return results;
}

export function summarise(results: CaseResult[]): string {
  const count = (o: Outcome) => results.filter((r) => r.outcome === o).length;
  return `${count('match')}/${results.length} cases match${count('deliberate') ? `, ${count('deliberate')} deliberate differences (docs/compatibility.md)` : ''}`;
}

/**
 * One line per family of groups (` (ext contracts/results)` and ` (ext contracts/{id}/state)` are both `ext contracts`),
 * for families of more than one group: the figure issues and the README quote.
 */
export function familyTotals(groups: { label: string; results: CaseResult[] }[]): string[] {
  const families = new Map<string, { groups: number; results: CaseResult[] }>();
  for (const { label, results } of groups) {
    const family = /^ \((ext [a-z]+)/.exec(label)?.[1];
    if (!family) continue;
    const entry = families.get(family) ?? { groups: 0, results: [] };
    entry.groups += 1;
    entry.results.push(...results);
    families.set(family, entry);
  }
  return [...families].filter(([, f]) => f.groups > 1).map(([family, f]) => ` (${family}, all ${f.groups} groups): ${summarise(f.results)}`);
}
