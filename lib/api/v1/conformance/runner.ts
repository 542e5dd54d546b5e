import { fixedClock, systemClock } from '../../../core/clock';
import { getConfig, type Config } from '../../../config';
import type { Db } from '../../../db';
import { forgetFirstTimestamps, forgetLedgerSchema, ledgerSchema } from '../../../db/ledger-schema';
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
  V0154_CORPUS,
  type CorpusCase,
  type CorpusEntry,
} from './corpus';
import { firstDifference, headerDifference } from './compare';
import { deviations } from './deviations';
import { expectationChange, expectedHeaders } from './v0154-changes';

/** `changed`: answered as interface 0.154 changed the recorded (0.145) answer (v0154-changes.ts). */
export type Outcome = 'match' | 'changed' | 'deliberate' | 'mismatch' | 'skipped';

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
  const schema = await ledgerSchema(db);
  // A table an older Mirror Node schema lacks (registered_node before 0.153) holds nothing to empty.
  const tables = [...new Set([...previousTables, ...entry.tables])].filter((t) => schema.hasTable(t));
  if (tables.length) await db.exec(tables.map((t) => `DELETE FROM public.${t};`).join('\n'));
  await loadDump(db, readData(entry));
  // Entries go back and forth in time, as a ledger never does: its first timestamps are read again.
  forgetFirstTimestamps(db);
  // The importer's history says which unit the ledger's Ethereum amounts are in; it is read with the schema.
  if (tables.includes(IMPORTER_HISTORY)) forgetLedgerSchema(db);
}

const IMPORTER_HISTORY = 'flyway_schema_history';

/** What a replay reads of one answer, whichever way it was asked for. */
export interface ReplayedAnswer {
  status: number;
  header(name: string): string | null;
  text: string;
}

/** One case's request: a GET of its URL, or (our own cases) another method, headers and a body. */
export interface ReplayRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: Uint8Array<ArrayBuffer>;
}

/** Asks for one case with the entry's configuration and clock (in `ctx`), in process or over HTTP. */
export type Ask = (request: ReplayRequest, ctx: ApiContext) => Promise<ReplayedAnswer>;

/** In process, through the router's web-Request wrapper (the way Next.js and the tests call it). */
export const askInProcess: Ask = async ({ url, method, headers, body }, ctx) => {
  const response = await handleV1(new Request(`http://localhost${url}`, { method, headers, body }), ctx);
  return { status: response.status, header: (name) => response.headers.get(name), text: await response.text() };
};

export function replayRequest(recorded: CorpusCase): ReplayRequest {
  const headers: Record<string, string> = { ...recorded.requestHeaders };
  if (recorded.contentType) headers['content-type'] = recorded.contentType;
  const request: ReplayRequest = { url: recorded.url, method: recorded.method ?? 'GET', headers };
  if (recorded.bodyHex !== undefined) request.body = new Uint8Array(Buffer.from(recorded.bodyHex, 'hex'));
  return request;
}

function compareCase(entry: CorpusEntry, recorded: CorpusCase, answer: ReplayedAnswer, cacheControl?: string): CaseResult {
  const { url } = recorded;
  const ours = entry.corpus === V0154_CORPUS;
  // Our own cases are written as 0.154 answers already; only the 0.145 recordings can be out of date.
  const change = ours ? undefined : expectationChange(url);
  const { status, body } = change ? change.expected(recorded) : recorded;
  const { text } = answer;
  // A text/plain answer (network supply's `q`) is recorded as the JSON string of its text.
  const plain = answer.header('content-type')?.startsWith('text/plain');
  const actual = plain ? text : text ? parseJsonLossless(text) : null;
  const deviation = deviations.find((d) => d.url.test(url));
  if (deviation && answer.status === deviation.status) return { entry: entry.entry, url, outcome: 'deliberate', detail: deviation.reason };
  let detail: string | null = null;
  if (answer.status !== status) detail = `status ${answer.status}, want ${status}: ${text.slice(0, 300)}`;
  else detail = firstDifference(actual, body, ours ? '0.154' : '0.145');
  // Every header the reference sent on this case, on every status; older recordings kept a 200's Cache-Control only.
  const headers = change ? expectedHeaders(url, recorded.headers) : recorded.headers;
  if (!detail && headers) detail = headerDifference(answer.header, headers);
  else if (!detail && status === 200 && cacheControl && answer.header('cache-control') !== cacheControl) {
    detail = `cache-control ${answer.header('cache-control')}, want ${cacheControl}`;
  }
  for (const [name, value] of Object.entries(recorded.responseHeaders ?? {})) {
    if (!detail && answer.header(name) !== value) detail = `${name} ${answer.header(name)}, want ${value}`;
  }
  if (detail) return { entry: entry.entry, url, outcome: 'mismatch', detail };
  const changed =
    change && (status !== recorded.status || firstDifference(body, recorded.body) !== null || headers?.['content-type'] !== recorded.headers?.['content-type']);
  return changed ? { entry: entry.entry, url, outcome: 'changed', detail: change.reason } : { entry: entry.entry, url, outcome: 'match' };
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
  const schema = await ledgerSchema(db);
  for (const entry of entries) {
    const missing = (entry.requiresTables ?? []).filter((t) => !schema.hasTable(t));
    if (missing.length) {
      const detail = `the ledger schema has no ${missing.join(', ')}`;
      results.push(...readCases(entry).map((c): CaseResult => ({ entry: entry.entry, url: c.url, outcome: 'skipped', detail })));
      continue;
    }
    await loadEntry(db, entry, previousTables);
    previousTables = entry.tables;
    const ctx = entryContext(db, entry, baseConfig);
    const cacheControl = readExpectedCacheControl(entry);
    for (const c of readCases(entry)) results.push(compareCase(entry, c, await ask(replayRequest(c), ctx), cacheControl));
  }
  return results;
}

export function summarise(results: CaseResult[]): string {
  const count = (o: Outcome) => results.filter((r) => r.outcome === o).length;
  const changed = count('changed') ? `, ${count('changed')} as changed in 0.154` : '';
  const deliberate = count('deliberate') ? `, ${count('deliberate')} deliberate differences (docs/compatibility.md)` : '';
  const skipped = count('skipped') ? `, ${count('skipped')} skipped (${results.find((r) => r.outcome === 'skipped')?.detail})` : '';
  return `${count('match') + count('changed')}/${results.length} cases match${changed}${deliberate}${skipped}`;
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
