export type HealthCheckName = 'mongo' | 'redis';

/** One dependency whose reachability /healthz reports. */
export interface HealthIndicator {
  readonly name: HealthCheckName;
  isUp(): Promise<boolean>;
}

export const HEALTH_INDICATORS = Symbol('HEALTH_INDICATORS');

/** A check that does not answer within this time counts as down. */
export const HEALTH_CHECK_TIMEOUT_MS = 1000;

export async function withinTimeout(
  check: Promise<unknown>,
  timeoutMs = HEALTH_CHECK_TIMEOUT_MS,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([check.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
