import type { IncomingHttpHeaders } from 'node:http';
import type { IncomingHttpHeaders as Http2IncomingHttpHeaders } from 'node:http2';
import type { FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';
import { forwardedChainOf, type TrustedProxyCheck } from '@dd/nest-common';
import { requestHeadersForUpstream } from './hop-by-hop';

type Headers = IncomingHttpHeaders | Http2IncomingHttpHeaders;
type ProxiedRequest = FastifyRequest<RouteGenericInterface, RawServerBase>;

/**
 * Builds reply-from's `rewriteRequestHeaders`: the client's headers without
 * the hop-by-hop ones, plus the request id (so one id follows the request
 * through every log) and the forwarding headers. X-Forwarded-For ends with
 * the client's address, which is what the services rely on.
 */
export function forwardingHeaders(isTrusted: TrustedProxyCheck) {
  return (request: ProxiedRequest, headers: Headers): Headers => ({
    ...requestHeadersForUpstream(headers),
    'x-request-id': request.id,
    'x-forwarded-for': forwardedChainOf(request.raw, isTrusted).join(', '),
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  });
}
