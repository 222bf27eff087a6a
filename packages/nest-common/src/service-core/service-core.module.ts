import { DynamicModule, Module } from '@nestjs/common';
import { JwtAuthModule } from '../auth/jwt-auth.module';
import type { HealthCheckName } from '../health/health-indicator';
import { HealthModule } from '../health/health.module';
import { IdempotencyModule } from '../idempotency/idempotency.module';
import { MongoModule, MongoModuleOptions } from '../mongo/mongo.module';
import type { RedisConfig } from '../config/service-config';
import { RedisModule } from '../redis/redis.module';
import { TokenRevocationModule } from '../revocation/token-revocation.module';

export interface ServiceCoreOptions {
  mongo: MongoModuleOptions;
  /**
   * Leave out for a service that keeps nothing in Redis. With it, bearer tokens
   * revoked by auth (logout, password change) are refused too, and
   * `@Idempotent()` routes honour Idempotency-Key.
   */
  redis?: RedisConfig;
  /** PEM public key that verifies the RS256 tokens auth issues. */
  jwtPublicKey: string;
}

/**
 * What every service's root module starts with: its database connection,
 * Redis when it uses it, bearer-token verification (JwtAuthGuard, CurrentUser;
 * with Redis also the revocation check) and GET /healthz checking exactly the connections it opened.
 * `ServiceCoreModule.forRoot(loadServiceConfig(...))` takes a ServiceConfig as is.
 */
@Module({})
export class ServiceCoreModule {
  static forRoot({ mongo, redis, jwtPublicKey }: ServiceCoreOptions): DynamicModule {
    const checks: HealthCheckName[] = redis ? ['mongo', 'redis'] : ['mongo'];
    return {
      module: ServiceCoreModule,
      imports: [
        MongoModule.forRoot(mongo),
        ...(redis
          ? [
              RedisModule.forRoot({ url: redis.url }),
              TokenRevocationModule.forRoot({ keyPrefix: redis.keyPrefix }),
              IdempotencyModule.forRoot({ keyPrefix: redis.keyPrefix }),
            ]
          : []),
        JwtAuthModule.forRoot({ publicKey: jwtPublicKey }),
        HealthModule.forRoot({ checks }),
      ],
    };
  }
}
