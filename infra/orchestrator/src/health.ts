import { OrchestratorError } from './errors';
import { sleep } from './net';

export interface WaitOptions {
  /** Give up after this long (default 60 s). */
  timeoutMs?: number;
  /** Pause between attempts (default 250 ms). */
  intervalMs?: number;
  /** Per-request timeout (default 2 s). */
  requestTimeoutMs?: number;
}

export class HealthTimeoutError extends OrchestratorError {
  override readonly name = 'HealthTimeoutError';
}

/** Resolves once GET `url` answers 200; rejects with the last answer seen after the deadline. */
export async function waitForHttpOk(url: string, options: WaitOptions = {}): Promise<void> {
  const { timeoutMs = 60_000, intervalMs = 250, requestTimeoutMs = 2000 } = options;
  const giveUpAt = Date.now() + timeoutMs;
  let lastAnswer = 'no answer';
  for (;;) {
    const requestBudget = Math.max(1, Math.min(requestTimeoutMs, giveUpAt - Date.now()));
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(requestBudget) });
      if (response.status === 200) {
        await response.body?.cancel();
        return;
      }
      lastAnswer = `status ${response.status}: ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      // A request cut short by the overall deadline says nothing new: keep the
      // answer before it, which explains why the wait failed.
      const cutByDeadline = requestBudget < requestTimeoutMs && lastAnswer !== 'no answer';
      if (!cutByDeadline) lastAnswer = describeFetchError(error);
    }
    if (Date.now() + intervalMs >= giveUpAt) break;
    await sleep(intervalMs);
  }
  throw new HealthTimeoutError(
    `${url} did not answer 200 within ${formatSeconds(timeoutMs)} (last: ${lastAnswer})`,
  );
}

function describeFetchError(error: unknown): string {
  // fetch wraps the socket error ("fetch failed"); its cause has the useful code.
  const { message, cause } = error as {
    message?: string;
    cause?: { code?: string; message?: string };
  };
  return cause?.code ?? cause?.message ?? message ?? String(error);
}

function formatSeconds(ms: number): string {
  return ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`;
}
