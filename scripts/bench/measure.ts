import autocannon from 'autocannon';

export interface Figures {
  p50: number;
  p90: number;
  p95: number;
  p97_5: number;
  p99: number;
  requestsPerSecond: number;
  /** Responses received during the run. */
  requests: number;
  non2xx: number;
  /** Requests that failed without a response (connection errors and timeouts). */
  errors: number;
  statusCodes: Record<string, number>;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function run(options: autocannon.Options): Promise<Figures> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const stats = result.statusCodeStats ?? {};
  const statusCodes: Record<string, number> = {};
  for (const [code, s] of Object.entries(stats)) statusCodes[code] = s.count ?? 0;
  return {
    p50: percentile(times, 50),
    p90: percentile(times, 90),
    p95: percentile(times, 95),
    p97_5: percentile(times, 97.5),
    p99: percentile(times, 99),
    requestsPerSecond: times.length / (result.duration || 1), // duration in seconds
    requests: times.length,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes,
  };
}

/** Loads one URL for a fixed time and reports latency percentiles (ms) and throughput. */
export async function measure(
  url: string,
  { seconds = 5, connections = 10, headers = {} as Record<string, string> } = {},
): Promise<Figures> {
  return run({ url, duration: seconds, connections, headers });
}

/** Loads one POST of a JSON body (the web3 module's contract call) for a fixed time. */
export async function measurePost(url: string, body: string, { seconds = 5, connections = 10 } = {}): Promise<Figures> {
  return run({
    url,
    duration: seconds,
    connections,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Loads a list of paths on one server for a fixed time: every connection walks the list in order, round-robin,
 * so each path gets the same share of the load whatever its speed.
 */
export async function measureMix(
  base: string,
  paths: readonly string[],
  { seconds = 30, connections = 50 } = {},
): Promise<Figures> {
  return run({ url: base, duration: seconds, connections, requests: paths.map((path) => ({ method: 'GET', path })) });
}
