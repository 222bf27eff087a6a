import type { Type } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * Reads what a request creates from, for a route whose content is not its
 * parsed body (a multipart upload): a provider, so it may use the service's
 * config. The handler must get the same content from it again (memoize it
 * per request), since a request body can be read once.
 */
export interface IdempotentContentReader {
  contentOf(request: FastifyRequest): Promise<unknown>;
}

export interface IdempotentOptions {
  /** Where the content to fingerprint comes from; the parsed body without one. */
  content?: Type<IdempotentContentReader>;
}

export const IDEMPOTENT_ROUTE = Symbol('IDEMPOTENT_ROUTE');
