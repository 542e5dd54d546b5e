import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { CORPUS_ROOT } from '../api/v1/conformance/corpus';
import { loadDump } from './load-dump';
import { ledgerTables } from './migrate';
import type { Db } from './types';

/** Every data.sql of both recorded corpora. */
export function corpusDataFiles(): string[] {
  return execSync(`find "${CORPUS_ROOT}" -name data.sql`).toString().trim().split('\n').sort();
}

/** Loads each file into the database (emptied between files); returns the files that failed. */
export async function loadEveryDataFile(db: Db, files: string[]): Promise<{ file: string; error: string }[]> {
  const tables = (await ledgerTables(db)).map((t) => `public.${t}`).join(', ');
  const failures: { file: string; error: string }[] = [];
  for (const file of files) {
    try {
      await loadDump(db, readFileSync(file, 'utf8'));
    } catch (error) {
      failures.push({ file, error: (error as Error).message });
    } finally {
      await db.exec(`TRUNCATE ${tables}`);
    }
  }
  return failures;
}
