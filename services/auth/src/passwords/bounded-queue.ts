/**
 * Thrown by BoundedQueue.run when a task is refused: `queueMax` tasks were
 * waiting already (`full`), or it waited `maxWaitMs` without a free slot
 * (`waited-too-long`). The task never ran.
 */
export class QueueBusyError extends Error {
  override readonly name = 'QueueBusyError';

  constructor(readonly reason: 'full' | 'waited-too-long') {
    super(reason === 'full' ? 'Queue is full' : 'Waited too long for a free slot');
  }
}

export interface BoundedQueueOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting at most; one more is refused at once. */
  queueMax: number;
  /** A waiting task is refused after this long, so its caller can answer before its own time-out. */
  maxWaitMs?: number;
}

interface Waiter {
  start(): void;
  timer?: NodeJS.Timeout;
}

/**
 * Runs at most `concurrency` tasks at a time; up to `queueMax` more wait
 * their turn in order, each for at most `maxWaitMs`. Beyond that `run` fails
 * with QueueBusyError rather than piling up work nobody will wait for.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly options: BoundedQueueOptions) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) await this.waitForSlot();
    else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next task; `running` only drops when none waits.
      if (next) next.start();
      else this.running -= 1;
    }
  }

  /** Tasks running now. */
  get active(): number {
    return this.running;
  }

  /** Tasks waiting now. */
  get queued(): number {
    return this.waiting.length;
  }

  private waitForSlot(): Promise<void> {
    const { queueMax, maxWaitMs } = this.options;
    if (this.waiting.length >= queueMax) return Promise.reject(new QueueBusyError('full'));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
      };
      if (maxWaitMs !== undefined) {
        waiter.timer = setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new QueueBusyError('waited-too-long'));
        }, maxWaitMs);
      }
      this.waiting.push(waiter);
    });
  }
}
