import autocannon from 'autocannon';

export interface Figures {
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  non2xx: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Loads one URL for a fixed time and reports latency percentiles (ms) and throughput. */
export async function measure(url: string, { seconds = 5, connections = 10 } = {}): Promise<Figures> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, duration: seconds, connections }, (error, finished) =>
      error ? reject(error) : resolve(finished),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requestsPerSecond: result.requests.average,
    non2xx: result.non2xx,
  };
}
