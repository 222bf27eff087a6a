import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import {
  configureApp,
  createFastifyAdapter,
  proxyMatcher,
  REDIS_CLIENT,
  type RedisClient,
} from '@dd/nest-common';
import type { LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { AppModule } from './app.module';
import { jwtPublicKeyOf, type GatewayConfig } from './config';
import { FixedWindowLimiter } from './limits/fixed-window-limiter';
import { rateLimitHook } from './limits/rate-limit.hook';
import { requestBudgetsOf } from './limits/request-budgets';
import { proxyPlugin } from './proxy/proxy.plugin';
import { crossOriginOptions } from './security/cross-origin';
import { securityHeadersOptions } from './security/security-headers';
import { serviceUrls } from './services';

export interface GatewayAppOptions {
  /** Nest logger; `false` silences it (tests). */
  logger?: LoggerService | false;
}

/**
 * Builds the gateway, ready to `listen()`. Security headers, CORS and
 * compression are registered before any route, because they attach
 * themselves to routes as these are added. Request budgets are charged after
 * CORS, so preflights (answered by CORS) cost nothing.
 */
export async function createGatewayApp(
  config: GatewayConfig,
  options: GatewayAppOptions = {},
): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    createFastifyAdapter({
      requestTimeoutMs: config.HTTP_REQUEST_TIMEOUT_MS,
      idleTimeoutMs: config.HTTP_IDLE_TIMEOUT_MS,
      trustedProxies: config.TRUSTED_PROXIES,
    }),
    {
      logger: options.logger,
    },
  );
  configureApp(app, { name: 'gateway' });
  const isTrustedProxy = proxyMatcher(config.TRUSTED_PROXIES);

  const fastify = fastifyInstanceOf(app);
  await fastify.register(helmet, securityHeadersOptions());
  // Answers preflights itself (before routing), so they never reach a service.
  await fastify.register(cors, crossOriginOptions(config));
  const budgets = requestBudgetsOf(config);
  const limiter = new FixedWindowLimiter(
    app.get<RedisClient>(REDIS_CLIENT),
    `${config.REDIS_PREFIX}gateway:rate:`,
    budgets.windowSeconds,
  );
  fastify.addHook(
    'onRequest',
    rateLimitHook({ limiter, budgets, jwtPublicKey: jwtPublicKeyOf(config), isTrustedProxy }),
  );
  // Responses only: request bodies pass to the services exactly as sent.
  await fastify.register(compress, { global: true, globalDecompression: false });
  await fastify.register(proxyPlugin, {
    serviceUrls: serviceUrls(config),
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    readinessIntervalMs: config.UPSTREAM_READINESS_INTERVAL_MS,
    bodyLimits: {
      apiBytes: config.API_BODY_LIMIT_BYTES,
      uploadFileBytes: config.UPLOAD_MAX_BYTES,
      importArchiveBytes: config.IMPORT_MAX_BYTES,
    },
    isTrustedProxy,
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
