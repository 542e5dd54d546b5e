/** The UTC periods the network figures are kept by, as consensus nanoseconds. */

export const NETWORK_PERIODS = ['hour', 'day', 'month'] as const;
export type NetworkPeriod = (typeof NETWORK_PERIODS)[number];

export const NS_PER_HOUR = 3_600_000_000_000n;
export const NS_PER_DAY = 24n * NS_PER_HOUR;
const NS_PER_MS = 1_000_000n;

function monthStartNs(ns: bigint): bigint {
  const d = new Date(Number(ns / NS_PER_MS));
  return BigInt(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)) * NS_PER_MS;
}

/** The start of the period that holds `ns` (consensus timestamps are positive, so division floors). */
export function periodStartNs(period: NetworkPeriod, ns: bigint): bigint {
  if (period === 'hour') return (ns / NS_PER_HOUR) * NS_PER_HOUR;
  if (period === 'day') return (ns / NS_PER_DAY) * NS_PER_DAY;
  return monthStartNs(ns);
}

/** The end (exclusive) of the period starting at `startNs`. */
export function periodEndNs(period: NetworkPeriod, startNs: bigint): bigint {
  if (period === 'hour') return startNs + NS_PER_HOUR;
  if (period === 'day') return startNs + NS_PER_DAY;
  const d = new Date(Number(startNs / NS_PER_MS));
  return BigInt(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)) * NS_PER_MS;
}

export function isNetworkPeriod(value: string): value is NetworkPeriod {
  return (NETWORK_PERIODS as readonly string[]).includes(value);
}
