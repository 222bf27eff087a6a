import type { DynamicModule, Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { configureApp } from '../http/configure-app';
import { createFastifyAdapter, FastifyAdapterOptions } from '../http/create-fastify-adapter';

/**
 * The module as a ready Fastify app configured like production; drive it with
 * `app.inject()` (whose requests come from 127.0.0.1), or `listen()` on it.
 */
export async function createTestApp(
  module: Type<unknown> | DynamicModule,
  adapterOptions: FastifyAdapterOptions = {},
): Promise<NestFastifyApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [module] }).compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(
    createFastifyAdapter(adapterOptions),
    {
      logger: ['error', 'fatal'],
    },
  );
  configureApp(app, { name: 'test' });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
