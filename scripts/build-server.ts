// The second half of `npm run build`: scripts/server.ts bundled into dist/server.mjs, so `npm start` runs one plain
// node process (no tsx, no npm exec chain). Packages stay external: they load from node_modules as Next's do.
import { build } from 'esbuild';

const started = Date.now();
await build({
  entryPoints: ['scripts/server.ts'],
  outfile: 'dist/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`dist/server.mjs built in ${Date.now() - started} ms`);
