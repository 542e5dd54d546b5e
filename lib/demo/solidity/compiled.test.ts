import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { compileDemoContracts, renderCompiledModule } from './compile';

describe('compiled demo contracts', () => {
  it('are what solc makes of the sources today (run npx tsx scripts/compile-contracts.ts after editing one)', () => {
    const committed = fs.readFileSync(path.join(process.cwd(), 'lib/demo/solidity/compiled.ts'), 'utf8');
    expect(committed).toBe(renderCompiledModule(compileDemoContracts()));
  }, 60_000);
});
