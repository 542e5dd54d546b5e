/**
 * Compiles the demo ledger's Solidity sources (lib/demo/solidity/*.sol) with the `solc` package and writes their
 * init and runtime bytecode to lib/demo/solidity/compiled.ts, which the demo generator deploys. Run after editing a
 * source: `npx tsx scripts/compile-contracts.ts`; lib/demo/solidity/compiled.test.ts fails while the file is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compileDemoContracts, renderCompiledModule } from '../lib/demo/solidity/compile';

const target = path.join(process.cwd(), 'lib/demo/solidity/compiled.ts');
fs.writeFileSync(target, renderCompiledModule(compileDemoContracts()));
console.log(`wrote ${path.relative(process.cwd(), target)}`);
