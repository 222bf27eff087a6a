import { Controller, Get, Module, UseGuards } from '@nestjs/common';
import type { AuthUser } from '@dd/contracts';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { loadServiceConfig } from '../config/service-config';
import { REDIS_CLIENT } from '../redis/redis.constants';
import { healthWhenReady, ServiceUnderTest, signTestToken, startServiceForTest } from '../testing';
import { ServiceCoreModule } from './service-core.module';

@Controller('api/me')
class MeController {
  @Get()
  @UseGuards(JwtAuthGuard)
  me(@CurrentUser() user: AuthUser) {
    return { id: user.id };
  }
}

function startService(options: { withRedis: boolean }): Promise<ServiceUnderTest> {
  return startServiceForTest('nest_common_core', (env) => {
    const { redis, ...withoutRedis } = loadServiceConfig({ defaultDb: 'unused' }, env);
    @Module({
      imports: [
        ServiceCoreModule.forRoot(options.withRedis ? { ...withoutRedis, redis } : withoutRedis),
      ],
      controllers: [MeController],
    })
    class ServiceModule {}
    return ServiceModule;
  });
}

describe('ServiceCoreModule (real FerretDB/MongoDB and Redis)', () => {
  describe('with Redis', () => {
    let service: ServiceUnderTest;

    beforeAll(async () => {
      service = await startService({ withRedis: true });
    });

    afterAll(() => service.stop());

    it('GET /healthz checks the database and Redis', async () => {
      expect(await healthWhenReady(service.app)).toEqual({
        statusCode: 200,
        body: { status: 'ok', checks: { mongo: 'up', redis: 'up' } },
      });
    });

    it('provides the Redis client', () => {
      expect(service.app.get(REDIS_CLIENT)).toBeDefined();
    });

    it('verifies bearer tokens with the configured public key', async () => {
      const token = signTestToken(service.privateKey, { id: 'user-ada' });
      const signedIn = await service.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toEqual({ id: 'user-ada' });

      const anonymous = await service.app.inject({ method: 'GET', url: '/api/me' });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('without Redis', () => {
    let service: ServiceUnderTest;

    beforeAll(async () => {
      service = await startService({ withRedis: false });
    });

    afterAll(() => service.stop());

    it('GET /healthz checks only the database', async () => {
      expect(await healthWhenReady(service.app)).toEqual({
        statusCode: 200,
        body: { status: 'ok', checks: { mongo: 'up' } },
      });
    });

    it('opens no Redis connection', () => {
      expect(() => service.app.get(REDIS_CLIENT)).toThrow();
    });
  });
});
