/**
 * The web3 module's throttles: process-wide token buckets (not per client), refilled continuously at their rate
 * and holding at most one second's worth — requests and gas per second for calls, requests per second for traces.
 */
class TokenBucket {
  private tokens: number;
  private at = performance.now();

  constructor(readonly rate: number) {
    this.tokens = rate;
  }

  private refill(): void {
    const now = performance.now();
    this.tokens = Math.min(this.rate, this.tokens + ((now - this.at) / 1000) * this.rate);
    this.at = now;
  }

  take(amount: number): boolean {
    this.refill();
    if (this.tokens < amount) return false;
    this.tokens -= amount;
    return true;
  }

  /** Gives back what a taker did not use (never above one second's worth). */
  restore(amount: number): void {
    this.refill();
    this.tokens = Math.min(this.rate, this.tokens + amount);
  }
}

const buckets = new Map<string, TokenBucket>();

/** The named bucket at `rate` per second (a new one when the configured rate changed). */
export function bucket(name: string, rate: number): TokenBucket {
  let found = buckets.get(name);
  if (found?.rate !== rate) {
    found = new TokenBucket(rate);
    buckets.set(name, found);
  }
  return found;
}
