import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * The client's address as the gateway saw it: the gateway appends its peer to
 * X-Forwarded-For, so that is the last entry (Fastify's `ips`, with trustProxy
 * on, runs from the socket address leftwards). Entries further left were sent
 * by the client itself and cannot be trusted for rate limiting. Without the
 * header (a direct call) it is the socket address.
 */
export function clientIpOf(request: Pick<FastifyRequest, 'ip' | 'ips'>): string {
  return request.ips?.[1] ?? request.ip;
}

export const ClientIp: () => ParameterDecorator = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string =>
    clientIpOf(context.switchToHttp().getRequest<FastifyRequest>()),
);
