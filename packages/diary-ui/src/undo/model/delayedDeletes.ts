/** How long the Undo toast stays: the delete is sent when it ends. */
export const UNDO_WINDOW_MS = 6000;

/** A delete waiting for its Undo window to end. */
export type DelayedDelete = {
  /** The toast's sentence, e.g. 'Spicy miso ramen was deleted.' */
  message: string;
  /** The page the toast belongs to: leaving it sends the delete at once. */
  path: string;
  /** Sends the delete; `keepalive` when the tab is going away. */
  send: (options: { keepalive: boolean }) => Promise<void>;
  /** Puts the record back on screen: Undo, or a refused delete. */
  restore: () => void;
  /** The server has deleted it. */
  onDeleted?: () => void;
  /** The server refused or could not be reached; the record is back on screen by then. */
  onFailed?: (error: Error) => void;
  /** Said in a toast when the delete fails, for a page that is gone by then. */
  failureText?: string;
};

export type DelayedDeletesOptions = {
  /** Told of the delete waiting now (null: none). */
  onChange: (pending: DelayedDelete | null) => void;
  /** A delete failed (after its restore). */
  onFailure?: (failed: DelayedDelete, error: Error) => void;
  windowMs?: number;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

/**
 * The Undo window of deletes, apart from React. Nothing is deleted on the
 * server until the window ends, so an Undo loses nothing: it only puts the
 * record back on screen. One delete waits at a time; a second one sends the
 * first at once. The window does not run out while it is held (the pointer
 * or the keyboard is on the toast). Every delete is sent at most once.
 */
export class DelayedDeletes {
  private pending: DelayedDelete | null = null;
  private timer: unknown = undefined;
  private remainingMs = 0;
  private startedAt = 0;
  private held = false;
  private readonly options: Required<DelayedDeletesOptions>;

  constructor(options: DelayedDeletesOptions) {
    this.options = {
      onFailure: () => undefined,
      windowMs: UNDO_WINDOW_MS,
      now: () => Date.now(),
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      ...options,
    };
  }

  current(): DelayedDelete | null {
    return this.pending;
  }

  schedule(next: DelayedDelete): void {
    this.send();
    this.pending = next;
    this.remainingMs = this.options.windowMs;
    if (!this.held) this.startTimer();
    this.options.onChange(next);
  }

  /** Undo: the delete is never sent and the record comes back. */
  undo(): void {
    this.take()?.restore();
  }

  /** Sends the waiting delete now (the window ended, the page was left, the tab hides). */
  send({ keepalive = false }: { keepalive?: boolean } = {}): void {
    const pending = this.take();
    if (!pending) return;
    pending.send({ keepalive }).then(
      () => pending.onDeleted?.(),
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        pending.restore();
        pending.onFailed?.(failure);
        this.options.onFailure(pending, failure);
      },
    );
  }

  /** The page now shown: a delete waiting on another page is sent. */
  showPage(path: string): void {
    if (this.pending && this.pending.path !== path) this.send();
  }

  hold(held: boolean): void {
    if (held === this.held) return;
    this.held = held;
    if (!this.pending) return;
    if (held) {
      this.stopTimer();
      this.remainingMs -= this.options.now() - this.startedAt;
    } else {
      this.startTimer();
    }
  }

  private take(): DelayedDelete | null {
    const pending = this.pending;
    if (!pending) return null;
    this.pending = null;
    // The toast goes with it, and an element removed under the pointer gets no mouseleave.
    this.held = false;
    this.stopTimer();
    this.options.onChange(null);
    return pending;
  }

  private startTimer(): void {
    this.stopTimer();
    this.startedAt = this.options.now();
    this.timer = this.options.setTimer(
      () => {
        this.timer = undefined;
        this.send();
      },
      Math.max(0, this.remainingMs),
    );
  }

  private stopTimer(): void {
    if (this.timer === undefined) return;
    this.options.clearTimer(this.timer);
    this.timer = undefined;
  }
}
