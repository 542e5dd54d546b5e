/**
 * Where Next.js runs a hook. It says so through its own variables, which are not the service's configuration
 * (and must be read before anything heavier loads, as the edge runtime runs the same hook).
 */
export function isNodeServerStart(): boolean {
  return process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build';
}

/** Whether this is `next dev` (NODE_ENV is Next.js's own variable too). */
export function isDevelopment(): boolean {
  return process.env.NODE_ENV === 'development';
}
