import { REDIS_CLIENT, type RedisClient } from '@dd/nest-common';
import {
  healthWhenReady,
  signTestToken,
  startServiceForTest,
  type ServiceUnderTest,
} from '@dd/nest-common/testing';
import { AppModule } from '../../src/app.module';
import { loadYelpConfig } from '../../src/config';

/** A parsed JSON answer, read freely by the assertions. */
type JsonBody = ReturnType<typeof JSON.parse>;

export interface YelpServiceUnderTest extends ServiceUnderTest {
  /** The REDIS_PREFIX it runs under. */
  redisPrefix: string;
  /** `Bearer <token>` for a user id. */
  authFor(userId: string): { authorization: string };
  /** GET through the service as `userId`. */
  get(url: string, userId?: string): Promise<{ statusCode: number; body: JsonBody }>;
}

/**
 * Starts the yelp service against the real test database and Redis with the
 * given upstream settings; stop() also removes its Redis keys.
 */
export async function startYelpService(env: NodeJS.ProcessEnv): Promise<YelpServiceUnderTest> {
  let redisPrefix = '';
  const service = await startServiceForTest('yelp', (baseEnv) => {
    redisPrefix = baseEnv.REDIS_PREFIX!;
    return AppModule.forRoot(loadYelpConfig({ ...baseEnv, ...env }));
  });
  // Start-up does not wait for Redis; signed-in requests need it (token revocation checks).
  const health = await healthWhenReady(service.app);
  if (health.statusCode !== 200)
    throw new Error(`yelp service unhealthy: ${JSON.stringify(health.body)}`);
  const authFor = (userId: string) => ({
    authorization: `Bearer ${signTestToken(service.privateKey, { id: userId })}`,
  });
  return {
    ...service,
    redisPrefix,
    authFor,
    async get(url, userId = 'user-a') {
      const response = await service.app.inject({ method: 'GET', url, headers: authFor(userId) });
      return { statusCode: response.statusCode, body: response.json() };
    },
    async stop() {
      const redis = service.app.get<RedisClient>(REDIS_CLIENT);
      const keys: string[] = [];
      for await (const batch of redis.scanIterator({ MATCH: `${redisPrefix}*`, COUNT: 500 }))
        keys.push(...batch);
      if (keys.length > 0) await redis.del(keys);
      await service.stop();
    },
  };
}
