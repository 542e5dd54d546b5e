import { describe, expect, it } from 'vitest';
import { corpusAvailable } from '../api/v1/conformance/corpus';
import { corpusDataFiles, loadEveryDataFile } from './corpus-load.test-helpers';
import { openMigratedPglite } from './testing';

describe.runIf(corpusAvailable())('recorded corpus on a freshly migrated embedded database', () => {
  it('loads every data.sql without error', async () => {
    const db = await openMigratedPglite();
    try {
      const files = corpusDataFiles();
      expect(files.length).toBeGreaterThanOrEqual(199);
      expect(await loadEveryDataFile(db, files)).toEqual([]);
    } finally {
      await db.close();
    }
  }, 300_000);
});
