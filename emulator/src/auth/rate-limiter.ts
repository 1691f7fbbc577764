/** Token buckets per client address and route group: `capacity` requests, refilled over `windowSeconds`. */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly windowSeconds: number) {}

  /** Takes one token; false when the bucket is empty. */
  take(group: string, client: string, capacity: number, now = Date.now()): boolean {
    const key = `${group}\u0000${client}`;
    const bucket = this.buckets.get(key) ?? { tokens: capacity, at: now };
    const refill = ((now - bucket.at) / 1000 / this.windowSeconds) * capacity;
    bucket.tokens = Math.min(capacity, bucket.tokens + refill);
    bucket.at = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    if (this.buckets.size > 10_000) this.prune(now);
    return allowed;
  }

  /** Starts a bucket afresh (full). */
  forget(group: string, client: string): void {
    this.buckets.delete(`${group}\u0000${client}`);
  }

  /** How many buckets it holds: past 10,000, those idle for a whole window (full again) are dropped. */
  get size(): number {
    return this.buckets.size;
  }

  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.at > this.windowSeconds * 1000) this.buckets.delete(key);
    }
  }
}
