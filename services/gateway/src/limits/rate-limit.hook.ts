import { createBearerUserResolver } from '@dd/nest-common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressOf, type TrustedProxyCheck } from '@dd/nest-common';
import { addressSubject } from './address-subject';
import type { Counter, FixedWindowLimiter } from './fixed-window-limiter';
import type { RequestBudgets } from './request-budgets';
import { isBudgeted, requestClassOf } from './request-class';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a moment and try again.';

export interface RateLimitHookOptions {
  limiter: FixedWindowLimiter;
  budgets: RequestBudgets;
  jwtPublicKey: string;
  isTrustedProxy: TrustedProxyCheck;
}

/**
 * An onRequest hook charging every /api request to its class's budget of the
 * client's address and, with a validly signed bearer token, of its user.
 * Over either: 429 `{ message }` with Retry-After (the end of the window),
 * before the request reaches any service or its body is read.
 */
export function rateLimitHook({
  limiter,
  budgets,
  jwtPublicKey,
  isTrustedProxy,
}: RateLimitHookOptions) {
  const userIdOf = createBearerUserResolver(jwtPublicKey);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> => {
    const path = request.url.split('?', 1)[0];
    if (!isBudgeted(path)) return;
    const requestClass = requestClassOf(request.method, path);
    const budget = budgets.byClass[requestClass];
    const counters: Counter[] = [
      {
        key: `${requestClass}:ip:${addressSubject(clientAddressOf(request.raw, isTrustedProxy))}`,
        limit: budget.perIp,
      },
    ];
    const userId = userIdOf(request.headers.authorization);
    if (userId) counters.push({ key: `${requestClass}:user:${userId}`, limit: budget.perUser });

    const verdict = await limiter.hit(counters);
    if (verdict.allowed) return;
    return reply
      .code(429)
      .header('retry-after', String(verdict.retryAfterSeconds))
      .header('content-type', 'application/json; charset=utf-8')
      .send({ message: TOO_MANY_REQUESTS_MESSAGE });
  };
}
