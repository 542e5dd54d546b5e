// GET /health/readiness — 200 when the ledger and the status store answer, 503 when either does not (lib/ops).
import { systemClock } from '@/lib/core/clock';
import { getConfig } from '@/lib/config';
import { configuredStores, readiness } from '@/lib/ops/readiness';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const report = await readiness(configuredStores(getConfig()), systemClock);
  return Response.json(report, { status: report.status === 'UP' ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
