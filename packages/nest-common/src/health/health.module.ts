import { DynamicModule, Module, Type } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HEALTH_INDICATORS, HealthCheckName, HealthIndicator } from './health-indicator';
import { HealthService } from './health.service';
import { MongoHealthIndicator } from './mongo.health';
import { RedisHealthIndicator } from './redis.health';

const INDICATOR_TYPES: Record<HealthCheckName, Type<HealthIndicator>> = {
  mongo: MongoHealthIndicator,
  redis: RedisHealthIndicator,
};

export interface HealthModuleOptions {
  /** Dependencies to check; each needs its module (MongoModule, RedisModule) imported at the root. */
  checks: HealthCheckName[];
}

/** GET /healthz: 200 {status:'ok',checks:{…:'up'}} or 503 {status:'error',checks:{…:'down'}}. */
@Module({})
export class HealthModule {
  static forRoot(options: HealthModuleOptions): DynamicModule {
    const indicatorTypes = options.checks.map((check) => INDICATOR_TYPES[check]);
    return {
      module: HealthModule,
      controllers: [HealthController],
      providers: [
        ...indicatorTypes,
        {
          provide: HEALTH_INDICATORS,
          useFactory: (...indicators: HealthIndicator[]) => indicators,
          inject: indicatorTypes,
        },
        HealthService,
      ],
    };
  }
}
