// A sliding-window counter per key (an IP address, an account): how many hits fell in the last
// `windowMs`, and when the next one is allowed. Bounded: a key keeps at most `limit` times, and
// past `maxKeys` keys the quietest ones go first.

export interface WindowRule {
  limit: number;
  windowMs: number;
}

export class SlidingWindow {
  readonly rule: WindowRule;
  readonly #maxKeys: number;
  /** Hit times per key, oldest first; a key is moved to the end of the map when hit. */
  readonly #hits = new Map<string, number[]>();

  constructor(rule: WindowRule, maxKeys = 50_000) {
    this.rule = rule;
    this.#maxKeys = maxKeys;
  }

  #recent(key: string, now: number): number[] {
    const since = now - this.rule.windowMs;
    const times = (this.#hits.get(key) ?? []).filter((time) => time > since);
    if (times.length) this.#hits.set(key, times);
    else this.#hits.delete(key);
    return times;
  }

  count(key: string, now: number): number {
    return this.#recent(key, now).length;
  }

  /** Milliseconds until the key is under its limit again; 0 when it is now. */
  retryAfterMs(key: string, now: number): number {
    const times = this.#recent(key, now);
    if (times.length < this.rule.limit) return 0;
    const freeing = times[times.length - this.rule.limit] ?? now;
    return Math.max(1, freeing + this.rule.windowMs - now);
  }

  hit(key: string, now: number): void {
    const times = this.#recent(key, now);
    this.#hits.delete(key);
    this.#hits.set(key, [...times, now].slice(-this.rule.limit));
    if (this.#hits.size > this.#maxKeys) this.#evict(now);
  }

  clear(key: string): void {
    this.#hits.delete(key);
  }

  reset(): void {
    this.#hits.clear();
  }

  /** The keys with hits in the window, and how many. */
  snapshot(now: number): Record<string, number> {
    for (const key of [...this.#hits.keys()]) this.#recent(key, now);
    return Object.fromEntries([...this.#hits].map(([key, times]) => [key, times.length]));
  }

  /**
   * Drops expired keys, then the least recently hit ones, down to 90% of the cap: a flood of new
   * keys (addresses) costs one sweep per tenth of the cap, not one per request.
   */
  #evict(now: number): void {
    for (const key of [...this.#hits.keys()]) this.#recent(key, now);
    const target = Math.floor(this.#maxKeys * 0.9);
    for (const key of this.#hits.keys()) {
      if (this.#hits.size <= target) break;
      this.#hits.delete(key);
    }
  }
}
