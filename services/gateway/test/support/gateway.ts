import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { REDIS_CLIENT, type RedisClient } from '@dd/nest-common';
import {
  generateTestKeyPair,
  listenOnLoopback,
  signTestToken,
  testRedisUrl,
} from '@dd/nest-common/testing';
import { loadGatewayConfig } from '../../src/config';
import { createGatewayApp } from '../../src/gateway-app';

export interface RunningGateway {
  url: string;
  app: NestFastifyApplication;
  /** A bearer token the gateway accepts as the given user's. */
  tokenFor(userId: string): string;
  close(): Promise<void>;
}

const keys = generateTestKeyPair();

/**
 * Starts the real gateway on a random loopback port with the given
 * environment, its request budgets counted under a Redis prefix of its own.
 * Waits (up to 3 s) for its Redis connection: until then budgets are not
 * enforced, and a test counting requests would miss the first ones.
 */
export async function startGateway(env: NodeJS.ProcessEnv): Promise<RunningGateway> {
  const app: NestFastifyApplication = await createGatewayApp(
    loadGatewayConfig({
      JWT_PUBLIC_KEY: keys.publicKey,
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: `test_gateway_${randomUUID().slice(0, 8)}:`,
      ...env,
    }),
    { logger: false },
  );
  const listening = await listenOnLoopback(app);
  const redis = app.get<RedisClient>(REDIS_CLIENT);
  for (let waited = 0; !redis.isReady && waited < 3000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    ...listening,
    app,
    tokenFor: (userId) => signTestToken(keys.privateKey, { id: userId }),
  };
}
