// wrk (Debian's `wrk` package), when installed, as the load generator of one URL: written in C, it reads an answer for
// a few microseconds whatever its size, where autocannon (JavaScript, in the bench's own process on the same cores)
// spends more per byte it reads, so a larger answer measures the load generator as much as the server. Its Lua
// `done` hook prints the figures as JSON (latency percentiles are in microseconds there).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Figures } from './measure';

const REPORT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"p50":%.3f,"p90":%.3f,"p95":%.3f,"p97_5":%.3f,"p99":%.3f,"non2xx":%d,"errors":%d}\\n',
    summary.requests, summary.duration,
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(95) / 1000,
    latency:percentile(97.5) / 1000, latency:percentile(99) / 1000,
    e.status, e.connect + e.read + e.write + e.timeout))
end
`;

/** Whether wrk can be run here. */
export const hasWrk = (): boolean => spawnSync('wrk', ['--version']).error === undefined;

let script: string | undefined;

/** Loads one URL with wrk (one thread, `connections` connections) for a fixed time. */
export function measureWithWrk(
  url: string,
  { seconds = 5, connections = 10, headers = {} as Record<string, string> } = {},
): Figures {
  if (script === undefined) {
    script = path.join(mkdtempSync(path.join(tmpdir(), 'bench-wrk-')), 'report.lua');
    writeFileSync(script, REPORT);
  }
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const run = spawnSync('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '-s', script, ...headerArgs, url], {
    encoding: 'utf8',
  });
  const line = run.stdout?.split('\n').find((l) => l.startsWith('{"requests"'));
  if (run.status !== 0 || !line) throw new Error(`wrk failed (${run.status}): ${run.stderr || run.stdout}`);
  const r = JSON.parse(line) as Omit<Figures, 'requestsPerSecond' | 'statusCodes'> & { durationUs: number };
  return {
    p50: r.p50,
    p90: r.p90,
    p95: r.p95,
    p97_5: r.p97_5,
    p99: r.p99,
    requests: r.requests,
    requestsPerSecond: r.requests / (r.durationUs / 1e6),
    non2xx: r.non2xx, // wrk counts answers of 400 and above; a 3xx is not an error to it
    errors: r.errors,
    statusCodes: {},
  };
}
