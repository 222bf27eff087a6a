import { ConsoleLogger, DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '../config/load-config';
import { httpOptionsFrom, logLevelsFrom, serviceEnvSchema } from '../config/service-env.schema';
import { configureApp } from '../http/configure-app';
import { createFastifyAdapter } from '../http/create-fastify-adapter';
import { shutDownGracefullyOnSignals } from '../shutdown/graceful-shutdown';

export interface BootstrapServiceOptions {
  /** Service name, as it appears in logs. */
  name: string;
  /** Port used when PORT is not set. */
  defaultPort: number;
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
}

/**
 * Starts a service: JSON logs at LOG_LEVEL, the shared Fastify adapter (with
 * HTTP_REQUEST_TIMEOUT_MS, HTTP_IDLE_TIMEOUT_MS and TRUSTED_PROXIES) and app
 * settings, listening on HOST:PORT, shutting down gracefully on SIGTERM
 * (SHUTDOWN_DELAY_MS, SHUTDOWN_TIMEOUT_MS). Pass a DynamicModule when the root module
 * is built from an already loaded config.
 */
export async function bootstrapService(
  appModule: Type<unknown> | DynamicModule,
  options: BootstrapServiceOptions,
): Promise<NestFastifyApplication> {
  const env = loadConfig(serviceEnvSchema);
  const logger = new ConsoleLogger(options.name, {
    json: true,
    logLevels: logLevelsFrom(env.LOG_LEVEL),
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    appModule,
    createFastifyAdapter({ ...httpOptionsFrom(env), bodyLimit: options.bodyLimit }),
    { logger },
  );
  configureApp(app, { name: options.name });
  shutDownGracefullyOnSignals(app, {
    drainDelayMs: env.SHUTDOWN_DELAY_MS,
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    logger,
  });
  await app.listen(env.PORT ?? options.defaultPort, env.HOST);
  logger.log(`${options.name} listening on ${await app.getUrl()}`);
  return app;
}
