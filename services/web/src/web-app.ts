import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { configureApp, createFastifyAdapter, httpOptionsFrom, proxyMatcher } from '@dd/nest-common';
import type { LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { AppModule } from './app.module';
import { jwtPublicKeyOf, type WebConfig } from './config';
import { buildRuntimeConfig } from './runtime-config/runtime-config';
import { withoutDocumentHeadersOnAssets } from './security/asset-headers';
import { securityHeadersOptions } from './security/security-headers';
import { staticPlugin } from './static/static.plugin';

export interface WebAppOptions {
  /** Nest logger; `false` silences it (tests). */
  logger?: LoggerService | false;
}

/**
 * Builds the web tier, ready to `listen()`. Security headers and compression
 * are registered before any route, because they attach themselves to routes
 * as these are added.
 */
export async function createWebApp(
  config: WebConfig,
  options: WebAppOptions = {},
): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    createFastifyAdapter(httpOptionsFrom(config)),
    { logger: options.logger },
  );
  configureApp(app, { name: 'web' });

  const fastify = fastifyInstanceOf(app);
  await fastify.register(helmet, securityHeadersOptions(config));
  fastify.addHook('onSend', withoutDocumentHeadersOnAssets);
  await fastify.register(compress, { global: true });
  await fastify.register(staticPlugin, {
    staticRoot: config.STATIC_ROOT,
    runtimeConfig: buildRuntimeConfig(config),
    renderDeadlineMs: config.FIRST_SCREEN_DEADLINE_MS,
    jwtPublicKey: jwtPublicKeyOf(config),
    apiUrl: config.API_URL,
    isTrustedProxy: proxyMatcher(config.TRUSTED_PROXIES),
  });
  return app;
}

/**
 * The app's Fastify instance, typed by the `fastify` package the plugins are
 * typed against. @nestjs/platform-fastify pins its own copy of fastify, whose
 * (identical at runtime) types TypeScript treats as a different type.
 */
function fastifyInstanceOf(app: NestFastifyApplication): FastifyInstance {
  return app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
}
