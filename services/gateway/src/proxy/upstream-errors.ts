import { Logger, PayloadTooLargeException } from '@nestjs/common';
import type { FastifyReply, RawServerBase, RouteGenericInterface } from 'fastify';
import { serviceLabel, type ServiceName } from '../services';

const logger = new Logger('Proxy');

/** The error or one of its causes that is a PayloadTooLargeException. */
function tooLargeIn(error: unknown): PayloadTooLargeException | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (cause instanceof PayloadTooLargeException) return cause;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Answers a failed upstream call with the gateway's JSON error: 413 when the
 * gateway itself cut off a body streamed past its limit, 504 when the
 * service did not answer in time (reply-from marks those errors 504), 502 for
 * everything else (refused, reset, unreachable). The cause is logged, never sent.
 */
export function replyWithUpstreamError(
  reply: FastifyReply<RouteGenericInterface, RawServerBase>,
  service: ServiceName,
  error: Error,
): void {
  const tooLarge = tooLargeIn(error);
  if (tooLarge) {
    void reply
      .code(413)
      .header('content-type', 'application/json; charset=utf-8')
      .header('connection', 'close')
      .send({ message: tooLarge.message });
    return;
  }
  const timedOut = (error as { statusCode?: number }).statusCode === 504;
  const label = serviceLabel(service);
  const cause =
    error.cause instanceof Error && error.cause.message !== error.message
      ? `: ${error.cause.message}`
      : '';
  logger.warn(
    `${reply.request.method} ${reply.request.url} → ${service} failed (${error.message}${cause}) [${reply.request.id}]`,
  );
  void reply
    .code(timedOut ? 504 : 502)
    .header('content-type', 'application/json; charset=utf-8')
    .send({
      message: timedOut
        ? `${label} service did not respond in time`
        : `${label} service is unavailable`,
    });
}
