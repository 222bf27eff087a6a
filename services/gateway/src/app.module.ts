import { DynamicModule, Module } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from './config';
import { HealthModule } from './health/health.module';
import { RuntimeConfigModule } from './runtime-config/runtime-config.module';

/**
 * The gateway's Nest routes (/config.json, /healthz). Proxying, static files
 * and security headers are Fastify plugins, registered by createGatewayApp.
 */
@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [RuntimeConfigModule, HealthModule],
      providers: [{ provide: GATEWAY_CONFIG, useValue: config }],
      exports: [GATEWAY_CONFIG],
    };
  }
}
