import autocannon from 'autocannon';
import type { BudgetRow } from './report';
import { signBenchToken } from './session';

export interface YelpApiBenchOptions {
  gatewayUrl: string;
  /** Signs the bench users' tokens. */
  privateKeyFile: string;
}

/** Boise's centre, one of the sandbox data set's cities. */
const CENTRE = { latitude: 43.615, longitude: -116.2023 };
const CONNECTIONS = 10;
const COLD_REQUESTS = 600;
const WARM_REQUESTS = 3000;
/**
 * Cold requests rotate over this many users so the per-user limit on
 * cache-missing requests (120 a minute by default) is not what gets measured.
 */
const COLD_USERS = 20;

interface Measured {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  failures: number;
}

/**
 * GET /api/yelp/search/nearby through the gateway: cold, every request a
 * new point so each one misses the cache and goes to the (sandbox) upstream,
 * then warm, one point asked again and again so every answer comes from Redis.
 */
export async function runYelpApiBench(options: YelpApiBenchOptions): Promise<BudgetRow[]> {
  const tokens = Array.from({ length: COLD_USERS }, () => signBenchToken(options.privateKeyFile));
  const nearbyPath = (latitude: number) =>
    `/api/yelp/search/nearby?latitude=${latitude.toFixed(6)}&longitude=${CENTRE.longitude}`;

  let sent = 0;
  const cold = await measure(options.gatewayUrl, COLD_REQUESTS, (request) => {
    sent++;
    // Started from the clock so a second bench run against the same Redis misses too.
    const latitude = CENTRE.latitude + ((Date.now() % 100_000) * 7 + sent) * 1e-6;
    return {
      ...request,
      path: nearbyPath(latitude),
      headers: { ...request.headers, authorization: `Bearer ${tokens[sent % COLD_USERS]}` },
    };
  });

  const warmPath = nearbyPath(CENTRE.latitude);
  const warmAuth = `Bearer ${tokens[0]}`;
  await fetch(`${options.gatewayUrl}${warmPath}`, { headers: { authorization: warmAuth } });
  const warm = await measure(options.gatewayUrl, WARM_REQUESTS, (request) => ({
    ...request,
    path: warmPath,
    headers: { ...request.headers, authorization: warmAuth },
  }));

  const row = (name: string, result: Measured): BudgetRow => ({
    group: 'yelp api',
    name,
    measured: `p50 ${result.p50} ms, p99 ${result.p99} ms, ${Math.round(result.requestsPerSecond)} req/s`,
    budget: 'every answer 200',
    pass: result.failures === 0,
    note: result.failures ? `${result.failures} failed` : undefined,
  });
  const speedUp = warm.requestsPerSecond / cold.requestsPerSecond;
  return [
    row(`nearby cold (cache miss, ${COLD_REQUESTS} req)`, cold),
    row(`nearby warm (cache hit, ${WARM_REQUESTS} req)`, warm),
    {
      group: 'yelp api',
      name: 'nearby warm vs cold throughput',
      measured: `${speedUp.toFixed(2)}x`,
      budget: '≥ 1.00x',
      pass: speedUp >= 1,
    },
  ];
}

type Request = autocannon.Request;

async function measure(
  baseUrl: string,
  amount: number,
  setupRequest: (request: Request) => Request,
): Promise<Measured> {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    amount,
    requests: [{ method: 'GET', setupRequest }],
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    // Total over elapsed time: a run shorter than a second has no per-second samples.
    requestsPerSecond: result.requests.total / result.duration,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
