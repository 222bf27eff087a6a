import type { LoggerService } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { readinessOf } from '../http/create-fastify-adapter';

export interface GracefulShutdownOptions {
  /** How long the process keeps serving after readiness turns false, so balancers notice first. */
  drainDelayMs: number;
  /** After this long the process exits even if requests are still in flight. */
  timeoutMs: number;
  logger: LoggerService;
  /** Ends the process (tests replace it). */
  exit?: (code: number) => void;
}

const SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];

/**
 * On SIGTERM or SIGINT: readiness turns false (`/healthz` and `/healthz/ready`
 * answer 503, responses carry `Connection: close`) while requests are still
 * served for `drainDelayMs`; then the HTTP server stops accepting and waits
 * for the requests in flight; only then do the app's shutdown hooks close
 * queues, the database and Redis, which those requests may still need.
 */
export function shutDownGracefullyOnSignals(
  app: NestFastifyApplication,
  options: GracefulShutdownOptions,
): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const exit = options.exit ?? ((code: number) => process.exit(code));
    setTimeout(() => {
      options.logger.error?.(`still draining after ${options.timeoutMs} ms; exiting`);
      exit(1);
    }, options.timeoutMs).unref();
    drain(app, signal, options).then(
      () => exit(0),
      (error: unknown) => {
        options.logger.error?.(`shutdown failed: ${String(error)}`);
        exit(1);
      },
    );
  };
  for (const signal of SIGNALS) process.once(signal, onSignal);
}

/** The shutdown sequence itself, without the signal handling. */
export async function drain(
  app: NestFastifyApplication,
  reason: string,
  { drainDelayMs, logger }: Pick<GracefulShutdownOptions, 'drainDelayMs' | 'logger'>,
): Promise<void> {
  readinessOf(app).startDraining();
  logger.log(`${reason}: not ready; serving for ${drainDelayMs} ms more, then draining`);
  await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
  // Stops accepting connections, closes idle ones and waits for the requests in flight.
  await app.getHttpAdapter().close();
  logger.log('requests drained; closing');
  await app.close();
}
