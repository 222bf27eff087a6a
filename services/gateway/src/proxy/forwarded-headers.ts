import type { IncomingHttpHeaders } from 'node:http';
import type { IncomingHttpHeaders as Http2IncomingHttpHeaders } from 'node:http2';
import type { FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';

type Headers = IncomingHttpHeaders | Http2IncomingHttpHeaders;

/**
 * Headers sent upstream: the client's own, plus the request id (so one id
 * follows the request through every log) and the standard forwarding headers.
 * The direct peer is appended to any x-forwarded-for chain a load balancer in
 * front of the gateway has started.
 */
export function withForwardingHeaders(
  request: FastifyRequest<RouteGenericInterface, RawServerBase>,
  headers: Headers,
): Headers {
  const peer = request.socket.remoteAddress ?? request.ip;
  const chain = headers['x-forwarded-for'];
  return {
    ...headers,
    'x-request-id': request.id,
    'x-forwarded-for': chain ? `${String(chain)}, ${peer}` : peer,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}
