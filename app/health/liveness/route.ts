// GET /health/liveness — the process answers (no database is touched), as the Mirror Node's probe expects.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ status: 'UP' }, { headers: { 'cache-control': 'no-store' } });
}
