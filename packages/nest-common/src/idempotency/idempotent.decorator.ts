import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IDEMPOTENT_ROUTE, type IdempotentOptions } from './idempotent-route';

/**
 * Honours an `Idempotency-Key` header on a create route (after JwtAuthGuard):
 * one record per user and key, repeats answered what the first request was.
 * Needs ServiceCoreModule with Redis. See IdempotencyInterceptor.
 */
export function Idempotent(options: IdempotentOptions = {}): MethodDecorator {
  return applyDecorators(
    SetMetadata(IDEMPOTENT_ROUTE, options),
    UseInterceptors(IdempotencyInterceptor),
  );
}
