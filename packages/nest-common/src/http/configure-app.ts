import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { JsonExceptionFilter } from './json-exception.filter';
import { noStoreForAuthenticated } from './no-store-for-authenticated';

export interface ConfigureAppOptions {
  /** Service name, used as the logging context of unexpected errors. */
  name: string;
}

/**
 * App-wide settings shared by the running service and its tests. Signals are
 * handled by shutDownGracefullyOnSignals (bootstrapService), not by Nest's
 * shutdown hooks, which would close the database before the requests drain.
 */
export function configureApp(app: NestFastifyApplication, options: ConfigureAppOptions): void {
  app.useGlobalFilters(new JsonExceptionFilter(options.name));
  noStoreForAuthenticated(app.getHttpAdapter().getInstance() as unknown as FastifyInstance);
}
