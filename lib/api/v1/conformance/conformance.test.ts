import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db';
import { openMigratedPglite } from '../../../db/testing';
import { corpusAvailable, loadEntries } from './corpus';
import { runConformance, summarise, type CaseResult } from './runner';

/**
 * Cases still known to differ (a ratchet: it may only shrink). Any other mismatch fails the suite, so a
 * regression is caught while work on the remaining cases goes on.
 */
const knownMismatches = new Set<string>(
  JSON.parse(readFileSync(path.join(__dirname, 'known-mismatches.json'), 'utf8')) as string[],
);

const key = (r: CaseResult) => `${r.entry} ${r.url}`;

async function replay(db: Db, corpus: string, prefix = ''): Promise<CaseResult[]> {
  const results = await runConformance(db, loadEntries(corpus, prefix));
  console.log(`conformance${corpus === 'mirror-node-v1' ? '' : ' (ext transactions)'}: ${summarise(results)}`);
  return results;
}

describe.runIf(corpusAvailable())('Mirror Node conformance (recorded corpus, embedded database)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openMigratedPglite();
  });
  afterAll(async () => db.close());

  it('replays every case of the seed corpus and the ext transactions list', async () => {
    const results = [...(await replay(db, 'mirror-node-v1')), ...(await replay(db, 'mirror-node-v1-ext', 'transactions/'))];
    const regressions = results.filter((r) => r.outcome === 'mismatch' && !knownMismatches.has(key(r)));
    expect(regressions.map((r) => `${key(r)}: ${r.detail}`)).toEqual([]);
  }, 600_000);
});
