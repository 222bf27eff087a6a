/**
 * Request budgets of every stack the orchestrator starts (`npm start`, the
 * end-to-end tests, the bench). All their traffic comes from 127.0.0.1, and
 * the bench drives single users at machine speed (10,000 cached Yelp answers,
 * 1,000 restaurants seeded through the API), so the per-address and per-user
 * budgets are raised; the limits still run, through Redis, on every request.
 * Production keeps the services' documented defaults (docs/platform.md).
 */
export const LOCAL_STACK_LIMITS: Readonly<Record<string, string>> = {
  // gateway, per RATE_LIMIT_WINDOW_SECONDS (60 s)
  RATE_LIMIT_READS_PER_IP: '1000000',
  RATE_LIMIT_WRITES_PER_IP: '1000000',
  RATE_LIMIT_UPLOADS_PER_IP: '100000',
  RATE_LIMIT_READS_PER_USER: '50000',
  RATE_LIMIT_WRITES_PER_USER: '20000',
  RATE_LIMIT_UPLOADS_PER_USER: '5000',
  // auth: every journey and bench user signs up from the same address
  SIGNUP_MAX_PER_IP: '100000',
  LOGIN_MAX_FAILURES_PER_IP: '100000',
  FORGOT_PASSWORD_MAX_PER_IP: '100000',
};

/** LOCAL_STACK_LIMITS without the ones `env` sets itself: whatever the user configured wins. */
export function localStackLimits(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(LOCAL_STACK_LIMITS).filter(([name]) => !env[name]));
}
