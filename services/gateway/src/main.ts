import { exitOnStartupError, logLevelsFrom, shutDownGracefullyOnSignals } from '@dd/nest-common';
import { ConsoleLogger } from '@nestjs/common';
import { loadGatewayConfig } from './config';
import { createGatewayApp } from './gateway-app';

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const logger = new ConsoleLogger('gateway', {
    json: true,
    logLevels: logLevelsFrom(config.LOG_LEVEL),
  });
  const app = await createGatewayApp(config, { logger });
  shutDownGracefullyOnSignals(app, {
    drainDelayMs: config.SHUTDOWN_DELAY_MS,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    logger,
  });
  await app.listen(config.PORT, config.HOST);
  logger.log(`gateway listening on ${await app.getUrl()}`);
}

main().catch(exitOnStartupError);
