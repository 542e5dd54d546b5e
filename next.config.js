/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships its WASM and data files next to its JS; bundling it breaks those relative loads.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ioredis', '@hiero-ledger/proto'],
  poweredByHeader: false,
  // `npm test` type-checks the whole tree as its own step (tsc --noEmit); the build need not do it twice.
  typescript: { ignoreBuildErrors: true },
  // Responses carry their own ETag (see lib/api/respond.ts); Next's would hash the same body twice.
  generateEtags: false,
};

export default nextConfig;
