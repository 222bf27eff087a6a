/** Requests timed one after another, and what went wrong with any of them. */
export interface TimedPages {
  times: number[];
  failures: string[];
  /** The unmeasured warm-up request. */
  first?: number;
}

/**
 * One unmeasured warm-up, then `requests` GETs of a list page through the
 * gateway one after another, each timed to its last byte; an answer that is
 * not a list of `expected` items counts as a failure.
 */
export async function timeFirstPage(
  gatewayUrl: string,
  token: string,
  path: string,
  expected: number,
  requests: number,
): Promise<TimedPages> {
  const result: TimedPages = { times: [], failures: [] };
  const send = async () => {
    const started = performance.now();
    const response = await fetch(`${gatewayUrl}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body: unknown = await response.json();
    if (!response.ok) result.failures.push(String(response.status));
    else if (!Array.isArray(body) || body.length !== expected)
      result.failures.push(`${Array.isArray(body) ? body.length : 'no'} items, not ${expected}`);
    return Math.round(performance.now() - started);
  };
  result.first = await send();
  for (let i = 0; i < requests; i++) result.times.push(await send());
  return result;
}
