export type RetryOptions = { attempts: number; delayMs: number };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` up to `attempts` times, waiting `delayMs × attempt` between tries; rethrows the last error. */
export async function retry<T>(
  task: () => Promise<T>,
  { attempts, delayMs }: RetryOptions,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await wait(delayMs * attempt);
    }
  }
  throw lastError;
}
