import { DynamicModule, Module } from '@nestjs/common';
import { RedisModule } from '@dd/nest-common';
import { GATEWAY_CONFIG, type GatewayConfig } from './config';
import { HealthModule } from './health/health.module';

/**
 * The gateway's Nest routes (/healthz, /healthz/services) and its Redis client
 * (request budgets). Proxying, budgets and security headers are
 * Fastify plugins and hooks, registered by createGatewayApp.
 */
@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [RedisModule.forRoot({ url: config.REDIS_URL }), HealthModule],
      providers: [{ provide: GATEWAY_CONFIG, useValue: config }],
      exports: [GATEWAY_CONFIG],
    };
  }
}
