import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.mjs, shown to bite: code placed in a layer that imports upwards (or reads
 * process.env outside lib/config) fails lint, and the same code where the layers allow it passes.
 */
const eslint = new ESLint({ cwd: import.meta.dirname + '/..' });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layer rules', () => {
  it('refuses an HTTP error in the ledger', async () => {
    const found = await problems(
      'lib/ledger/probe.ts',
      "import { NotFoundError } from '../api/errors';\nexport const e = NotFoundError;\n",
    );
    expect(found).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*lib\/ledger must not import lib\/api/),
    ]);
  });

  it('refuses the database in a component, through the @ alias too', async () => {
    const found = await problems(
      'components/probe.tsx',
      "import { getLedgerDb } from '@/lib/db';\nexport const f = getLedgerDb;\n",
    );
    expect(found).toEqual([expect.stringMatching(/components must not import lib\/db/)]);
  });

  it('refuses the ledger in a status module', async () => {
    const found = await problems(
      'lib/status/probe.ts',
      "import { listBlocks } from '../ledger/blocks';\nexport const f = listBlocks;\n",
    );
    expect(found).toEqual([expect.stringMatching(/lib\/status must not import lib\/ledger/)]);
  });

  it('keeps execution off the database: lib/evm reads the ledger through the view the API and the demo give it', async () => {
    const found = await problems(
      'lib/evm/probe.ts',
      "import { getLedgerDb } from '../db';\nexport const f = getLedgerDb;\n",
    );
    expect(found).toEqual([expect.stringMatching(/lib\/evm must not import lib\/db/)]);
    const page = await problems(
      'components/probe.tsx',
      "import { executeCall } from '@/lib/evm/execute';\nexport const f = executeCall;\n",
    );
    expect(page).toEqual([expect.stringMatching(/components must not import lib\/evm/)]);
    const api = "import { executeCall } from '../evm/execute';\nexport const f = executeCall;\n";
    expect(await problems('lib/api/probe.ts', api)).toEqual([]);
    expect(await problems('lib/demo/probe.ts', api)).toEqual([]);
  });

  it('refuses process.env outside lib/config', async () => {
    const code = 'export const port = process.env.PORT;\n';
    expect(await problems('lib/api/probe.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: .*lib\/config/),
    ]);
    expect(await problems('lib/config/probe.ts', code)).toEqual([]);
  });

  it('lets imports point down', async () => {
    const code =
      "import { formatEntityId } from '../core/entity-id';\nimport type { Db } from '../db';\nexport const f = formatEntityId;\nexport type D = Db;\n";
    expect(await problems('lib/ledger/probe.ts', code)).toEqual([]);
  });
});
