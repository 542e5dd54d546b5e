// GET /metrics — Prometheus text format (lib/ops/metrics.ts).
import { metricsAnswer } from '@/lib/ops/metrics';

export const dynamic = 'force-dynamic';

export const GET = metricsAnswer;
