import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db';
import { openMigratedPglite } from '../../../db/testing';
import { corpusAvailable, servedEntryGroups } from './corpus';
import { familyTotals, runConformance, summarise, type CaseResult } from './runner';

/**
 * Cases still known to differ (a ratchet: it may only shrink). Any other mismatch fails the suite, so a
 * regression is caught while work on the remaining cases goes on.
 */
const knownMismatches = new Set<string>(
  JSON.parse(readFileSync(path.join(__dirname, 'known-mismatches.json'), 'utf8')) as string[],
);

const key = (r: CaseResult) => `${r.entry} ${r.url}`;

describe.runIf(corpusAvailable())('Mirror Node conformance (recorded corpus, embedded database)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openMigratedPglite();
  });
  afterAll(async () => db.close());

  it('replays every case of the seed corpus and of every served group of the ext corpus', async () => {
    const results: CaseResult[] = [];
    const groups: { label: string; results: CaseResult[] }[] = [];
    for (const { label, entries } of servedEntryGroups()) {
      const group = await runConformance(db, entries);
      console.log(`conformance${label}: ${summarise(group)}`);
      results.push(...group);
      groups.push({ label, results: group });
    }
    for (const line of familyTotals(groups)) console.log(`conformance${line}`);
    const regressions = results.filter((r) => r.outcome === 'mismatch' && !knownMismatches.has(key(r)));
    expect(regressions.map((r) => `${key(r)}: ${r.detail}`)).toEqual([]);
  }, 600_000);
});
