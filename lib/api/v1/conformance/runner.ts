import { fixedClock, systemClock } from '../../../core/clock';
import { getConfig, type Config } from '../../../config';
import type { Db } from '../../../db';
import { forgetLedgerSchema, ledgerSchema } from '../../../db/ledger-schema';
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
import { firstDifference } from './compare';
import { deviations } from './deviations';
import { expectationChange } from './v0154-changes';

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
  // The importer's history says which unit the ledger's Ethereum amounts are in; it is read with the schema.
  if (tables.includes(IMPORTER_HISTORY)) forgetLedgerSchema(db);
}

const IMPORTER_HISTORY = 'flyway_schema_history';

async function runCase(ctx: ApiContext, entry: CorpusEntry, recorded: CorpusCase, cacheControl?: string): Promise<CaseResult> {
  const { url } = recorded;
  const ours = entry.corpus === V0154_CORPUS;
  // Our own cases are written as 0.154 answers already; only the 0.145 recordings can be out of date.
  const change = ours ? undefined : expectationChange(url);
  const { status, body } = change ? change.expected(recorded) : recorded;
  const headers: Record<string, string> = { ...recorded.headers };
  if (recorded.contentType) headers['content-type'] = recorded.contentType;
  const init: RequestInit = { method: recorded.method ?? 'GET', headers };
  if (recorded.bodyHex !== undefined) init.body = new Uint8Array(Buffer.from(recorded.bodyHex, 'hex'));
  const response = await handleV1(new Request(`http://localhost${url}`, init), ctx);
  const text = await response.text();
  // A text/plain answer (network supply's `q`) is recorded as the JSON string of its text.
  const plain = response.headers.get('content-type')?.startsWith('text/plain');
  const actual = plain ? text : text ? parseJsonLossless(text) : null;
  const deviation = deviations.find((d) => d.url.test(url));
  if (deviation && response.status === deviation.status) return { entry: entry.entry, url, outcome: 'deliberate', detail: deviation.reason };
  let detail: string | null = null;
  if (response.status !== status) detail = `status ${response.status}, want ${status}: ${text.slice(0, 300)}`;
  else detail = firstDifference(actual, body, ours ? '0.154' : '0.145');
  if (!detail && status === 200 && cacheControl && response.headers.get('cache-control') !== cacheControl) {
    detail = `cache-control ${response.headers.get('cache-control')}, want ${cacheControl}`;
  }
  for (const [name, value] of Object.entries(recorded.responseHeaders ?? {})) {
    if (!detail && response.headers.get(name) !== value) detail = `${name} ${response.headers.get(name)}, want ${value}`;
  }
  if (detail) return { entry: entry.entry, url, outcome: 'mismatch', detail };
  const changed = change && (status !== recorded.status || firstDifference(body, recorded.body) !== null);
  return changed ? { entry: entry.entry, url, outcome: 'changed', detail: change.reason } : { entry: entry.entry, url, outcome: 'match' };
}

/** Loads each entry into `db` and replays its cases against the /api/v1 router, in process. */
export async function runConformance(db: Db, entries: CorpusEntry[], baseConfig: Config = getConfig()): Promise<CaseResult[]> {
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
    const now = fakeTimeMs(entry.fakeTime);
    const ctx: ApiContext = {
      db,
      config: applyOverrides({ ...baseConfig, RESPONSE_CACHE: 'off' }, entry.configOverrides),
      clock: now === null ? systemClock : fixedClock(now),
      cache: null,
    };
    const cacheControl = readExpectedCacheControl(entry);
    for (const c of readCases(entry)) results.push(await runCase(ctx, entry, c, cacheControl));
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
