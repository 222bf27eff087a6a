import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { configureApp, createFastifyAdapter } from '@dd/nest-common';
import type { LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { AppModule } from './app.module';
import type { GatewayConfig } from './config';
import { proxyPlugin } from './proxy/proxy.plugin';
import { crossOriginOptions } from './security/cross-origin';
import { securityHeadersOptions } from './security/security-headers';
import { serviceUrls } from './services';
import { staticPlugin } from './static/static.plugin';

export interface GatewayAppOptions {
  /** Nest logger; `false` silences it (tests). */
  logger?: LoggerService | false;
}

/**
 * Builds the gateway, ready to `listen()`. Security headers, CORS and
 * compression are registered before any route, because they attach
 * themselves to routes as these are added.
 */
export async function createGatewayApp(
  config: GatewayConfig,
  options: GatewayAppOptions = {},
): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    createFastifyAdapter(),
    {
      logger: options.logger,
    },
  );
  configureApp(app, { name: 'gateway' });

  const fastify = fastifyInstanceOf(app);
  await fastify.register(helmet, securityHeadersOptions(config));
  // Answers preflights itself (before routing), so they never reach a service.
  await fastify.register(cors, crossOriginOptions(config));
  // Responses only: request bodies pass to the services exactly as sent.
  await fastify.register(compress, { global: true, globalDecompression: false });
  await fastify.register(proxyPlugin, {
    serviceUrls: serviceUrls(config),
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
  });
  await fastify.register(staticPlugin, { staticRoot: config.STATIC_ROOT });
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
