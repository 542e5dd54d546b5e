// Replays the recorded Mirror Node corpus against our /api/v1 in process and prints what differs.
// Usage: tsx scripts/conformance.ts [entry-prefix] [--verbose]   (DATABASE_URL → a PostgreSQL database to load into)
import { writeFileSync } from 'node:fs';
import { getConfig } from '../lib/config';
import { openPg } from '../lib/db/pg-driver';
import { migrate } from '../lib/db/migrate';
import { openMigratedPglite } from '../lib/db/testing';
import { corpusAvailable, servedEntryGroups } from '../lib/api/v1/conformance/corpus';
import { runConformance, summarise } from '../lib/api/v1/conformance/runner';

const args = process.argv.slice(2);
const prefix = args.find((a) => !a.startsWith('--')) ?? '';
const verbose = args.includes('--verbose');
// --write-known records today's mismatches as the ratchet the test suite enforces.
const writeKnown = args.includes('--write-known');
const mismatches: string[] = [];
if (!corpusAvailable()) {
  console.error('conformance corpus not found at ../shared/conformance');
  process.exit(1);
}
const config = getConfig();
const db = config.DATABASE_URL
  ? openPg({ url: config.DATABASE_URL, poolSize: 1, statementTimeoutMs: 20_000 })
  : await openMigratedPglite();
try {
  if (config.DATABASE_URL) await migrate(db, 'ledger');
  for (const group of servedEntryGroups()) {
    const ext = group.entries[0]?.corpus === 'mirror-node-v1-ext';
    const entries = group.entries.filter(
      (e) => e.entry.startsWith(prefix) || (ext && `ext/${e.entry}`.startsWith(prefix)),
    );
    if (!entries.length) continue;
    const results = await runConformance(db, entries, config);
    for (const r of results) {
      if (r.outcome === 'mismatch') mismatches.push(`${r.entry} ${r.url}`);
      if (r.outcome === 'mismatch' && (verbose || prefix)) console.log(`✗ ${r.entry}  ${r.url}\n    ${r.detail}`);
    }
    const byFolder = new Map<string, [number, number]>();
    for (const r of results) {
      const folder = r.entry.split('/').slice(0, -1).join('/') || r.entry;
      const [ok, all] = byFolder.get(folder) ?? [0, 0];
      byFolder.set(folder, [ok + (r.outcome === 'mismatch' ? 0 : 1), all + 1]);
    }
    for (const [folder, [ok, all]] of byFolder) console.log(`  ${folder.padEnd(48)} ${ok}/${all}`);
    console.log(`conformance${group.label}: ${summarise(results)}`);
  }
  if (writeKnown) {
    writeFileSync('lib/api/v1/conformance/known-mismatches.json', `${JSON.stringify(mismatches, null, 1)}\n`);
    console.log(`wrote ${mismatches.length} known mismatches`);
  }
} finally {
  await db.close();
}
