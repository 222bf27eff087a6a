import type { NestFastifyApplication } from '@nestjs/platform-fastify';

export interface HealthAnswer {
  statusCode: number;
  body: unknown;
}

/**
 * GET /healthz, asked again for up to about three seconds until it answers 200:
 * start-up does not wait for Redis, so its first connection may still be under
 * way. Returns the last answer, healthy or not, for the test to assert on.
 */
export async function healthWhenReady(app: NestFastifyApplication): Promise<HealthAnswer> {
  for (let attempt = 1; ; attempt++) {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    if (response.statusCode === 200 || attempt === 30) {
      return { statusCode: response.statusCode, body: response.json() };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
