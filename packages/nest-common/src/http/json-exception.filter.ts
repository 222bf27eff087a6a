import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { dependencyUnavailable, isDependencyOutage } from './dependency-unavailable';
import { AnswerFieldsException } from './answer-fields.exception';
import { RetryAfterException } from './retry-after.exception';

export interface ErrorAnswer {
  status: number;
  message: string;
}

const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/**
 * Turns every error into a JSON `{ message }` answer with a matching status
 * (an AnswerFieldsException adds its fields).
 * HttpExceptions (including the ones Nest maps from Fastify's parser errors:
 * bad JSON, body too large, unsupported media type) keep their status and
 * message (a RetryAfterException adds its Retry-After header); a database
 * or Redis outage is a 503 with Retry-After; anything unexpected is logged
 * with its stack and answered with a generic 500 so internals never leak.
 */
@Catch()
export class JsonExceptionFilter implements ExceptionFilter {
  private readonly logger: Logger;

  constructor(loggerContext = 'ExceptionFilter') {
    this.logger = new Logger(loggerContext);
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    sendErrorAnswer(host.switchToHttp().getResponse<FastifyReply>(), exception, this.logger);
  }
}

/** The status and message an error is answered with; unexpected ones are logged with their stack. */
export function errorAnswerOf(exception: unknown, logger: Logger): ErrorAnswer {
  if (exception instanceof HttpException) {
    return { status: exception.getStatus(), message: messageOf(exception) };
  }
  const clientStatus = clientErrorStatusOf(exception);
  if (clientStatus !== undefined) {
    return { status: clientStatus, message: (exception as Error).message };
  }
  logger.error(
    exception instanceof Error ? exception.message : `Non-error thrown: ${String(exception)}`,
    exception instanceof Error ? exception.stack : undefined,
  );
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: INTERNAL_ERROR_MESSAGE };
}

/**
 * Answers `exception` as JSON `{ message }` (with Retry-After when it has one),
 * unless a reply went out already. Also the error handler of Fastify plugins
 * registered before Nest installs its own (which routes to the filters):
 * `scope.setErrorHandler((error, _request, reply) => sendErrorAnswer(reply, error, logger))`.
 */
export function sendErrorAnswer(reply: FastifyReply, raised: unknown, logger: Logger): void {
  const exception = isDependencyOutage(raised) ? dependencyUnavailable() : raised;
  if (exception !== raised) logger.warn(`Dependency unavailable: ${(raised as Error).message}`);
  const { status, message } = errorAnswerOf(exception, logger);
  if (reply.sent) return;
  if (exception instanceof RetryAfterException) {
    void reply.header('retry-after', String(exception.retryAfterSeconds));
  }
  void reply.status(status).send(answerBodyOf(exception, message));
}

/**
 * The answer to a client's mistake (a 4xx) as sendErrorAnswer gives it, or
 * undefined for any other error; nothing is logged.
 */
export function clientErrorAnswerOf(
  exception: unknown,
): { status: number; body: Record<string, unknown> } | undefined {
  if (isDependencyOutage(exception)) return undefined;
  const { status, message } =
    exception instanceof HttpException
      ? { status: exception.getStatus(), message: messageOf(exception) }
      : { status: clientErrorStatusOf(exception), message: (exception as Error).message };
  if (status === undefined || status < 400 || status >= 500) return undefined;
  return { status, body: answerBodyOf(exception, message) };
}

function answerBodyOf(exception: unknown, message: string): Record<string, unknown> {
  const fields = exception instanceof AnswerFieldsException ? exception.fields : {};
  return { ...fields, message };
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const { message } = response as { message?: unknown };
  if (Array.isArray(message)) return message.join('; ');
  if (typeof message === 'string' && message) return message;
  return exception.message;
}

// An error that carries a 4xx status is the client's mistake, whoever raised
// it: Fastify (FST_* codes), body parsers, or the proxy libraries refusing a
// target with invalid characters. Its status and message are the answer.
function clientErrorStatusOf(exception: unknown): number | undefined {
  if (!(exception instanceof Error)) return undefined;
  const { statusCode, status } = exception as Error & { statusCode?: unknown; status?: unknown };
  const carried = typeof statusCode === 'number' ? statusCode : status;
  if (typeof carried === 'number' && carried >= 400 && carried < 500) return carried;
  return undefined;
}
