import { HttpStatus } from '@nestjs/common';
import {
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  ReconnectStrategyError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
} from 'redis';
import { RetryAfterException } from './retry-after.exception';

export const DEPENDENCY_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';
const RETRY_AFTER_SECONDS = 5;

const REDIS_OUTAGES = [
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  ReconnectStrategyError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
];

// By name: the driver's classes, without loading mongoose into services that have no database.
const MONGO_OUTAGES = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

/** Whether `error` says the database or Redis cannot be reached (rather than a bug or bad input). */
export function isDependencyOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return REDIS_OUTAGES.some((type) => error instanceof type) || MONGO_OUTAGES.has(error.name);
}

/** 503 `{message}` with Retry-After, what a request answers while its database or Redis is down. */
export function dependencyUnavailable(): RetryAfterException {
  return new RetryAfterException(
    DEPENDENCY_UNAVAILABLE_MESSAGE,
    HttpStatus.SERVICE_UNAVAILABLE,
    RETRY_AFTER_SECONDS,
  );
}
