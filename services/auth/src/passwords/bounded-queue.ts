/** Thrown by BoundedQueue.run when `queueMax` tasks are waiting already. */
export class QueueFullError extends Error {
  override readonly name = 'QueueFullError';
}

/**
 * Runs at most `concurrency` tasks at a time; up to `queueMax` more wait
 * their turn in order, and beyond that `run` fails at once with QueueFullError
 * rather than piling up work nobody will wait for.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueMax: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queueMax) throw new QueueFullError('Queue is full');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next task; `running` only drops when none waits.
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Tasks running now. */
  get active(): number {
    return this.running;
  }
}
