import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../../config';
import { parseJsonLossless } from '../../../core/int64-json';

/** The recorded Mirror Node corpus beside this repository (../shared/conformance). */
export const CORPUS_ROOT = path.resolve(process.cwd(), '..', 'shared', 'conformance');

/**
 * Our own cases of what interface 0.154 changed since the 0.145 recordings (`conformance/v0.154` in this
 * repository, laid out as the recorded corpus: index.json, then per entry data.sql, cases.json and meta.json).
 * Their bodies are compared as they are, without reading a 0.145 recording as 0.154 (compare.ts).
 */
export const V0154_CORPUS = 'v0.154';
const LOCAL_CORPORA: Record<string, string> = { [V0154_CORPUS]: path.resolve(process.cwd(), 'conformance', V0154_CORPUS) };

const corpusRoot = (corpus: string) => LOCAL_CORPORA[corpus] ?? path.join(CORPUS_ROOT, corpus);

export interface CorpusCase {
  url: string;
  status: number;
  body: unknown;
  /** Every response header of the compared ones the reference sent (lower-case names), when the corpus recorded them. */
  headers?: Record<string, string>;
  /** Our own cases only (conformance/v0.154): the request's headers (an `Authorization`), a request other than a plain GET, its body (hex), and response headers to check besides the compared ones. */
  requestHeaders?: Record<string, string>;
  method?: string;
  contentType?: string;
  bodyHex?: string;
  responseHeaders?: Record<string, string>;
}

export interface CorpusEntry {
  corpus: string;
  entry: string;
  dir: string;
  tables: string[];
  configOverrides: Record<string, unknown> | null;
  fakeTime: string | number | null;
  /** Tables the entry's data needs; on a ledger schema without one of them the entry is skipped, not failed. */
  requiresTables?: string[];
}

export function corpusAvailable(): boolean {
  return existsSync(path.join(CORPUS_ROOT, 'mirror-node-v1', 'index.json'));
}

/** Entries of one corpus folder, optionally only those whose entry path starts with a prefix. */
export function loadEntries(corpus: string, prefix = ''): CorpusEntry[] {
  const root = corpusRoot(corpus);
  const index = JSON.parse(readFileSync(path.join(root, 'index.json'), 'utf8')) as Omit<CorpusEntry, 'dir' | 'corpus'>[];
  return index
    .filter((e) => e.entry.startsWith(prefix))
    .map((e) => ({ ...e, corpus, dir: path.join(root, e.entry) }));
}

/** Every table some entry of any corpus fills: a replay empties them first, whatever ran before it. */
export function everyFilledTable(): string[] {
  const tables = ['mirror-node-v1', 'mirror-node-v1-ext', V0154_CORPUS].flatMap((corpus) => loadEntries(corpus).flatMap((e) => e.tables));
  return [...new Set(tables)].sort();
}

export interface EntryGroup {
  /** How the replay names it: `conformance<label>: M/N cases match`. */
  label: string;
  entries: CorpusEntry[];
}

/**
 * Every recorded entry of an endpoint we serve: the whole seed corpus, and from the ext corpus the transactions
 * list, the token list, one token by id (`tokens/{id}/<entry>`), its balances and its NFTs.
 * list, one token by id (`tokens/{id}/<entry>`, not its balances or NFTs), `/balances` and `/network/{supply,fees}`.
 */
export function servedEntryGroups(): EntryGroup[] {
  return [
    { label: '', entries: loadEntries('mirror-node-v1') },
    { label: ' (ext transactions)', entries: loadEntries('mirror-node-v1-ext', 'transactions/') },
    {
      label: ' (ext tokens/{id})',
      entries: loadEntries('mirror-node-v1-ext', 'tokens/{id}/').filter((e) => e.entry.split('/').length === 3),
    },
    { label: ' (ext topics)', entries: loadEntries('mirror-node-v1-ext', 'topics/') },
    {
      label: ' (ext contracts)',
      entries: loadEntries('mirror-node-v1-ext', 'contracts/').filter((e) => isContractEntry(e.entry)),
    },
    { label: ' (ext contracts/{id}/state)', entries: loadEntries('mirror-node-v1-ext', 'contracts/{id}/state/') },
    { label: ' (ext contracts/results)', entries: loadEntries('mirror-node-v1-ext', 'contracts/results/').filter((e) => !/^contracts\/results\/(logs|\{id\})\//.test(e.entry)) },
    { label: ' (ext contracts/results/{id})', entries: loadEntries('mirror-node-v1-ext', 'contracts/results/{id}/') },
    { label: ' (ext contracts/{id}/results)', entries: loadEntries('mirror-node-v1-ext', 'contracts/{id}/results/').filter((e) => !e.entry.startsWith('contracts/{id}/results/logs/')) },
    { label: ' (ext tokens)', entries: loadEntries('mirror-node-v1-ext', 'tokens/').filter((e) => !e.entry.startsWith('tokens/{id}/')) },
    { label: ' (ext tokens/{id}/balances)', entries: loadEntries('mirror-node-v1-ext', 'tokens/{id}/balances/') },
    { label: ' (ext tokens/{id}/nfts)', entries: loadEntries('mirror-node-v1-ext', 'tokens/{id}/nfts/') },
    { label: ' (ext balances)', entries: loadEntries('mirror-node-v1-ext', 'balances/') },
    { label: ' (ext network)', entries: loadEntries('mirror-node-v1-ext', 'network/') },
    { label: ' (ext contracts/results/logs)', entries: loadEntries('mirror-node-v1-ext', 'contracts/results/logs/') },
    { label: ' (ext contracts/{id}/results/logs)', entries: loadEntries('mirror-node-v1-ext', 'contracts/{id}/results/logs/') },
    { label: ' (v0.154)', entries: loadEntries(V0154_CORPUS) },
  ];
}

/** `contracts/<entry>` and `contracts/{id}/<entry>`: the list and one contract (not results, logs or state). */
const isContractEntry = (entry: string) => /^contracts\/(?:\{id\}\/)?[^/]+$/.test(entry);

export function readCases(entry: CorpusEntry): CorpusCase[] {
  return parseJsonLossless(readFileSync(path.join(entry.dir, 'cases.json'), 'utf8')) as CorpusCase[];
}

export function readExpectedCacheControl(entry: CorpusEntry): string | undefined {
  const meta = JSON.parse(readFileSync(path.join(entry.dir, 'meta.json'), 'utf8')) as {
    responseHeadersExpected?: Record<string, string>;
  };
  return meta.responseHeadersExpected?.['cache-control'];
}

export function readData(entry: CorpusEntry): string {
  return readFileSync(path.join(entry.dir, 'data.sql'), 'utf8');
}

/** The reference's configuration keys → ours. */
export function applyOverrides(base: Config, overrides: Record<string, unknown> | null): Config {
  if (!overrides) return base;
  const get = (...keys: string[]): unknown =>
    keys.reduce<unknown>((node, k) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined), overrides);
  const config = { ...base };
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  config.API_LIMIT_DEFAULT = num(get('response', 'limit', 'default')) ?? config.API_LIMIT_DEFAULT;
  config.API_LIMIT_MAX = num(get('response', 'limit', 'max')) ?? config.API_LIMIT_MAX;
  config.API_TOKEN_BALANCE_LIMIT_SINGLE =
    num(get('response', 'limit', 'tokenBalance', 'singleAccount')) ?? config.API_TOKEN_BALANCE_LIMIT_SINGLE;
  config.API_TOKEN_BALANCE_LIMIT_MULTIPLE =
    num(get('response', 'limit', 'tokenBalance', 'multipleAccounts')) ?? config.API_TOKEN_BALANCE_LIMIT_MULTIPLE;
  const bind = get('query', 'bindTimestampRange');
  if (typeof bind === 'boolean') config.API_BIND_TIMESTAMP_RANGE = bind;
  config.API_MAX_REPEATED_QUERY_PARAMETERS = num(get('query', 'maxRepeatedQueryParameters')) ?? config.API_MAX_REPEATED_QUERY_PARAMETERS;
  const users = get('users');
  if (Array.isArray(users)) config.API_USERS = users as Config['API_USERS'];
  const range = num(get('query', 'maxTransactionsTimestampRangeNs'));
  if (range !== undefined) config.API_MAX_TRANSACTIONS_TIMESTAMP_RANGE_NS = BigInt(range);
  return config;
}

/** `fakeTime` is either epoch seconds or an ISO date. */
export function fakeTimeMs(fakeTime: string | number | null): number | null {
  if (fakeTime === null) return null;
  if (typeof fakeTime === 'number') return fakeTime * 1000;
  return Date.parse(fakeTime);
}
