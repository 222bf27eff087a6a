import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * A refusal the client may retry after `retryAfterSeconds`: JsonExceptionFilter
 * answers it `{ message }` with a `Retry-After` header (RFC 9110 §10.2.3).
 */
export class RetryAfterException extends HttpException {
  readonly retryAfterSeconds: number;

  constructor(
    message: string,
    status: HttpStatus.TOO_MANY_REQUESTS | HttpStatus.SERVICE_UNAVAILABLE | HttpStatus.CONFLICT,
    retryAfterSeconds: number,
  ) {
    super(message, status);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** 429 with Retry-After. */
export function tooManyRequests(message: string, retryAfterSeconds: number): RetryAfterException {
  return new RetryAfterException(message, HttpStatus.TOO_MANY_REQUESTS, retryAfterSeconds);
}
