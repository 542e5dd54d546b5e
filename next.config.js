/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships its WASM and data files next to its JS; bundling it breaks those relative loads.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ioredis', '@hiero-ledger/proto'],
  poweredByHeader: false,
  // `npm test` type-checks the whole tree as its own step (tsc --noEmit); the build need not do it twice.
  typescript: { ignoreBuildErrors: true },
  // Responses carry their own ETag (see lib/api/respond.ts); Next's would hash the same body twice.
  generateEtags: false,
  // The reference (Express, non-strict routing) answers /api/v1/accounts/ as /api/v1/accounts, and clients built
  // against it may add the slash; a 308 would cost them a round trip, or the answer when they do not follow it.
  // /api/v1's router reads the path without the slash (lib/api/v1/router.ts), /api/v2's file routes match either
  // way, and every other path keeps Next's redirect to the address without it.
  skipTrailingSlashRedirect: true,
  // Every answer: no MIME sniffing (a text/plain 404 echoing input stays text), and links to other sites carry only
  // the origin. No page may be framed by another site (clickjacking the authoring page); the badge is meant for
  // embedding elsewhere, so it alone may be.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
      {
        source: '/:path((?!status/badge\\.svg$).*)',
        headers: [
          { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
    ];
  },
  async redirects() {
    return [{ source: '/:path((?!api/v[12]/).+)/', destination: '/:path', permanent: true }];
  },
};

export default nextConfig;
