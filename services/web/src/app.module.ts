import { DynamicModule, Module } from '@nestjs/common';
import { HealthModule } from '@dd/nest-common';
import { WEB_CONFIG, type WebConfig } from './config';
import { RuntimeConfigModule } from './runtime-config/runtime-config.module';

/**
 * The web tier's Nest routes: /config.json and /healthz (it has no
 * dependency to check). Pages and static files are a Fastify plugin,
 * registered by createWebApp.
 */
@Module({})
export class AppModule {
  static forRoot(config: WebConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [RuntimeConfigModule, HealthModule.forRoot({ checks: [] })],
      providers: [{ provide: WEB_CONFIG, useValue: config }],
      exports: [WEB_CONFIG],
    };
  }
}
