import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { BudgetRow } from './report';
import { percentile } from './stats';

const SEQUENTIAL_LOGINS = 50;
const CONCURRENT_CONNECTIONS = 4;
const CONCURRENT_SECONDS = 5;

/**
 * POST /api/auth/login through the gateway, argon2id verification included:
 * signs up one user, then measures p50/p95 of sequential log-ins and of a
 * short concurrent run. No budget in the architecture: reference rows.
 */
export async function runAuthLoginBench({
  gatewayUrl,
}: {
  gatewayUrl: string;
}): Promise<BudgetRow[]> {
  const credentials = {
    email: `bench-${randomUUID()}@example.test`,
    password: 'bench password 1',
  };
  const signup = await fetch(`${gatewayUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...credentials, fullName: 'Bench User', newsletter: false }),
  });
  if (!signup.ok)
    throw new Error(`bench sign-up answered ${signup.status}: ${await signup.text()}`);
  const body = JSON.stringify(credentials);

  const durations: number[] = [];
  for (let i = 0; i < SEQUENTIAL_LOGINS; i++) {
    const started = performance.now();
    const response = await fetch(`${gatewayUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`bench login answered ${response.status}`);
    durations.push(performance.now() - started);
  }

  const concurrent = await autocannon({
    url: `${gatewayUrl}/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: CONCURRENT_CONNECTIONS,
    duration: CONCURRENT_SECONDS,
  });
  const failed = concurrent.non2xx + concurrent.errors;

  return [
    {
      group: 'auth login',
      name: `${SEQUENTIAL_LOGINS} sequential via gateway`,
      measured: `p50 ${percentile(durations, 50).toFixed(0)} ms, p95 ${percentile(durations, 95).toFixed(0)} ms`,
      budget: 'reference',
      pass: true,
    },
    {
      group: 'auth login',
      name: `${CONCURRENT_CONNECTIONS} connections, ${CONCURRENT_SECONDS} s via gateway`,
      measured: `${concurrent.requests.average.toFixed(1)} req/s, p50 ${concurrent.latency.p50} ms, p97.5 ${concurrent.latency.p97_5} ms`,
      budget: 'reference',
      pass: failed === 0,
      note: failed ? `${failed} failed requests` : undefined,
    },
  ];
}
