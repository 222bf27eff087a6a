import { exitOnStartupError, logLevelsFrom, shutDownGracefullyOnSignals } from '@dd/nest-common';
import { ConsoleLogger } from '@nestjs/common';
import { loadWebConfig } from './config';
import { createWebApp } from './web-app';

async function main(): Promise<void> {
  const config = loadWebConfig();
  const logger = new ConsoleLogger('web', {
    json: true,
    logLevels: logLevelsFrom(config.LOG_LEVEL),
  });
  const app = await createWebApp(config, { logger });
  shutDownGracefullyOnSignals(app, {
    drainDelayMs: config.SHUTDOWN_DELAY_MS,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    logger,
  });
  await app.listen(config.PORT, config.HOST);
  logger.log(`web listening on ${await app.getUrl()}`);
}

main().catch(exitOnStartupError);
