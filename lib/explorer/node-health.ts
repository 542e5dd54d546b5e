/**
 * Node health from the status API: components are named `Node 0 (account 0.0.3) | <description>` (as on
 * status.hedera.com), so the node id is read from the name.
 */
export type HealthStatus =
  'operational' | 'under_maintenance' | 'degraded_performance' | 'partial_outage' | 'major_outage';

const NODE_NAME = /^Node (\d+) \(account (\d+\.\d+\.\d+)\)/;

export function nodeHealthById(
  components: readonly { name: string; status: HealthStatus }[],
): Map<string, HealthStatus> {
  const out = new Map<string, HealthStatus>();
  for (const c of components) {
    const m = NODE_NAME.exec(c.name);
    if (m) out.set(m[1]!, c.status);
  }
  return out;
}

export const HEALTH_LABELS: Record<HealthStatus, [symbol: string, label: string]> = {
  operational: ['✓', 'Operational'],
  under_maintenance: ['🔧', 'Maintenance'],
  degraded_performance: ['!', 'Degraded'],
  partial_outage: ['!', 'Partial outage'],
  major_outage: ['✗', 'Major outage'],
};

/** Share of the total stake as a percentage with one decimal ("12.5 %"); "—" when unknown. */
export function stakeShare(stake: bigint | number | null, total: bigint): string {
  if (stake === null || total <= 0n) return '—';
  return `${(Number((BigInt(stake) * 1000n) / total) / 10).toFixed(1)} %`;
}

/** A node's service endpoint as people write it: `host:port`, the domain name when it has one. */
export const endpointText = (e: { domain_name: string; ip_address_v4: string; port: number }) =>
  `${e.domain_name || e.ip_address_v4}:${e.port}`;
