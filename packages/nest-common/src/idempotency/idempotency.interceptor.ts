import { setTimeout as sleep } from 'node:timers/promises';
import {
  type CallHandler,
  type ExecutionContext,
  HttpStatus,
  Injectable,
  Logger,
  type NestInterceptor,
  UnprocessableEntityException,
} from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import { type AuthUser, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@dd/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, concatMap, defer, type Observable, of } from 'rxjs';
import { clientErrorAnswerOf } from '../http/json-exception.filter';
import { RetryAfterException } from '../http/retry-after.exception';
import { idempotencyKeyOf } from './idempotency-key';
import { type AnsweredRequest, IdempotencyStore } from './idempotency.store';
import { IDEMPOTENT_ROUTE, type IdempotentOptions } from './idempotent-route';
import { requestFingerprint } from './request-fingerprint';

export const KEY_REUSED_MESSAGE = 'Idempotency-Key was already used for a different request';
export const STILL_RUNNING_MESSAGE =
  'A request with this Idempotency-Key is still being processed. Please try again.';

/** How long a repeat waits for the first request to finish: under the gateway's 10 s time-out. */
export const WAIT_FOR_FIRST_MS = 8000;
const POLL_INTERVAL_MS = 100;

/**
 * Refusals not worth remembering: the same request may well succeed later
 * (signed in again, or once the rate limit's window has passed).
 */
const RETRYABLE_CLIENT_STATUSES = new Set([HttpStatus.UNAUTHORIZED, HttpStatus.TOO_MANY_REQUESTS]);

interface KeyUse {
  userId: string;
  key: string;
  fingerprint: string;
}

/**
 * The work of `@Idempotent()`: a request with an Idempotency-Key claims it
 * for its user and runs; a repeat of the same request (method, path and
 * content) is answered the first one's status and body with
 * `Idempotent-Replayed: true`, waiting for it while it runs; another request
 * under the key is refused with 422. A 5xx (or a crash: the claim expires)
 * frees the key so that a retry runs again; a 4xx is remembered, except 401
 * and 429. Without the header the route runs as it is.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Idempotency');

  constructor(
    private readonly store: IdempotencyStore,
    private readonly reflector: Reflector,
    private readonly moduleRef: ModuleRef,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
    if (key === undefined) return next.handle();
    const userId = request.user?.id;
    if (!userId) throw new Error('@Idempotent() needs JwtAuthGuard on the route');

    const content = await this.contentOf(context, request);
    const use: KeyUse = {
      userId,
      key,
      fingerprint: requestFingerprint(request.method, request.url, content),
    };
    const earlier = await this.claimOrAwait(use);
    if (earlier) {
      void reply.status(earlier.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return of(earlier.body);
    }
    return next.handle().pipe(
      concatMap(async (body: unknown) => {
        await this.remember(use, reply.statusCode, body);
        return body;
      }),
      catchError((error: unknown) =>
        defer(async () => {
          await this.settleFailure(use, error);
          throw error;
        }),
      ),
    );
  }

  private async contentOf(context: ExecutionContext, request: FastifyRequest): Promise<unknown> {
    const options = this.reflector.get<IdempotentOptions | undefined>(
      IDEMPOTENT_ROUTE,
      context.getHandler(),
    );
    if (!options?.content) return request.body;
    return this.moduleRef.get(options.content, { strict: false }).contentOf(request);
  }

  /** Undefined once the key is this request's to run; the earlier answer for a repeat. */
  private async claimOrAwait(use: KeyUse): Promise<AnsweredRequest | undefined> {
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const outcome = await this.store.claim(use.userId, use.key, use.fingerprint);
      if (outcome.claimed) return undefined;
      const { holder } = outcome;
      if (!holder) continue;
      if (holder.fingerprint !== use.fingerprint) {
        throw new UnprocessableEntityException(KEY_REUSED_MESSAGE);
      }
      if (holder.state === 'answered') return holder;
      if (Date.now() >= deadline) {
        throw new RetryAfterException(STILL_RUNNING_MESSAGE, HttpStatus.CONFLICT, 1);
      }
      await sleep(POLL_INTERVAL_MS);
    }
  }

  private async remember(use: KeyUse, status: number, body: unknown): Promise<void> {
    try {
      await this.store.recordAnswer(use.userId, use.key, {
        state: 'answered',
        fingerprint: use.fingerprint,
        status,
        // As Fastify sends it, so the replay is the same JSON.
        body: body === undefined ? undefined : (JSON.parse(JSON.stringify(body)) as unknown),
      });
    } catch (error) {
      // The record exists: answering it beats a 503 whose retry would make another.
      this.logger.warn(`answer under key not recorded: ${(error as Error).message}`);
    }
  }

  private async settleFailure(use: KeyUse, error: unknown): Promise<void> {
    const answer = clientErrorAnswerOf(error);
    try {
      if (answer && !RETRYABLE_CLIENT_STATUSES.has(answer.status)) {
        await this.store.recordAnswer(use.userId, use.key, {
          state: 'answered',
          fingerprint: use.fingerprint,
          ...answer,
        });
      } else {
        await this.store.release(use.userId, use.key);
      }
    } catch (storeError) {
      this.logger.warn(`key not settled after a failure: ${(storeError as Error).message}`);
    }
  }
}
