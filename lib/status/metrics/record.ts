import type { StatusContext } from '../context';
import { recordApiLatency } from './api-latency';
import { recordLedgerMinutes } from './ledger-minutes';

/**
 * The system metrics' part of the status refresh (health/refresh.ts). A failure here is logged and leaves the
 * component statuses alone: the charts can lag, the statuses must not.
 */
export async function recordSystemMetrics(ctx: StatusContext, ledgerReachable: boolean): Promise<void> {
  try {
    await recordApiLatency(ctx);
    if (ledgerReachable) await recordLedgerMinutes(ctx);
  } catch (error) {
    console.error('status: system metrics not recorded:', (error as Error).message);
  }
}
