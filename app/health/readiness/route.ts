// GET /health/readiness — 200 when the ledger and the status store answer (and a standby ledger keeps up), 503
// otherwise (lib/ops).
import { systemClock } from '@/lib/core/clock';
import { getConfig } from '@/lib/config';
import { configuredStores, readiness } from '@/lib/ops/readiness';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const config = getConfig();
  const report = await readiness(configuredStores(config), systemClock, {
    maxReplicaLagSeconds: config.LEDGER_MAX_REPLICA_LAG_SECONDS,
  });
  return Response.json(report, {
    status: report.status === 'UP' ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
}
