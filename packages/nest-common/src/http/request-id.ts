import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

// An id chosen by a caller ends up in logs and headers, so only a short, plain token is trusted.
const ACCEPTABLE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The caller's `x-request-id` when it is a plain token, else a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && ACCEPTABLE_REQUEST_ID.test(incoming)
    ? incoming
    : randomUUID();
}
