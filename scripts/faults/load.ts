// Steady load for the fault suite: lanes of workers, each lane cycling through its own URL mix, each answer recorded
// with the phase it happened in, how long it took and its status ('timeout' when it did not end within the client's
// limit). Lanes keep one kind of answer from starving another: while the ledger is frozen every API request waits
// out its deadline, and a status request queued behind them in one mix might not be asked at all in a phase.

export interface Sample {
  phase: string;
  url: string;
  status: number | 'timeout' | 'error';
  ms: number;
}

export class SteadyLoad {
  phase = 'warm-up';
  readonly samples: Sample[] = [];
  private running = true;
  private readonly workers: Promise<void>[] = [];

  constructor(
    private readonly base: string,
    lanes: readonly { urls: readonly string[]; workers: number }[],
    { clientLimitMs = 15_000, pauseMs = 0 }: { clientLimitMs?: number; pauseMs?: number } = {},
  ) {
    for (const { urls, workers } of lanes) {
      // Spread over the lane's mix, so every part of it is asked for at any moment.
      const stride = Math.max(1, Math.floor(urls.length / workers));
      for (let w = 0; w < workers; w++) this.workers.push(this.work(urls, w * stride, clientLimitMs, pauseMs));
    }
  }

  private async work(urls: readonly string[], offset: number, clientLimitMs: number, pauseMs: number): Promise<void> {
    for (let i = offset; this.running; i += 1) {
      const url = urls[i % urls.length]!;
      const phase = this.phase;
      const started = performance.now();
      let status: Sample['status'];
      try {
        const response = await fetch(`${this.base}${url}`, { signal: AbortSignal.timeout(clientLimitMs) });
        await response.arrayBuffer();
        status = response.status;
      } catch (error) {
        status = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'error';
      }
      this.samples.push({ phase, url, status, ms: performance.now() - started });
      if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }

  of(phase: string, urlPrefix = ''): Sample[] {
    return this.samples.filter((s) => s.phase === phase && s.url.startsWith(urlPrefix));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One line per phase and URL family: count, statuses, p50/p95/max ms. */
export function summarise(samples: Sample[], phase: string, family: string): string {
  const statuses = new Map<string, number>();
  for (const s of samples) statuses.set(String(s.status), (statuses.get(String(s.status)) ?? 0) + 1);
  const ms = samples.map((s) => s.ms);
  const counts = [...statuses].map(([status, n]) => `${status}×${n}`).join(' ');
  return `| ${phase} | ${family} | ${samples.length} | ${counts} | ${percentile(ms, 50).toFixed(0)} | ${percentile(ms, 95).toFixed(0)} | ${Math.max(0, ...ms).toFixed(0)} |`;
}
