/**
 * Coalesces identical concurrent work: while a call for a key is running,
 * later callers for the same key share its promise instead of starting another.
 * It is per process; coalescing across replicas would need a Redis lock
 * (SET NX with a TTL) and waiters polling the cache.
 */
export class SingleFlight<T> {
  private readonly inFlight = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const started = work().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }
}
