import { ConsoleLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  bootstrapService,
  exitOnStartupError,
  loadConfig,
  logLevelsFrom,
  serviceEnvSchema,
} from '@dd/nest-common';
import { AppModule, WorkerAppModule } from './app.module';
import { loadMediaConfig, type MediaConfig } from './config';

async function startWorkerOnly(config: MediaConfig): Promise<void> {
  const { LOG_LEVEL } = loadConfig(serviceEnvSchema);
  const logger = new ConsoleLogger('media-worker', {
    json: true,
    logLevels: logLevelsFrom(LOG_LEVEL),
  });
  const app = await NestFactory.createApplicationContext(WorkerAppModule.forRoot(config), {
    logger,
  });
  app.enableShutdownHooks();
  logger.log('media variants worker started');
}

async function main(): Promise<void> {
  const config = loadMediaConfig();
  if (process.argv.includes('--worker-only')) {
    await startWorkerOnly(config);
    return;
  }
  // Uploads are bounded by the multipart parser (MEDIA_MAX_UPLOAD_BYTES), not by Fastify's bodyLimit.
  await bootstrapService(AppModule.forRoot(config), { name: 'media', defaultPort: 3003 });
}

main().catch(exitOnStartupError);
