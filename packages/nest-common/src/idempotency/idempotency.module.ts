import { DynamicModule, Module } from '@nestjs/common';
import { IDEMPOTENCY_OPTIONS, IdempotencyOptions, IdempotencyStore } from './idempotency.store';

/** IdempotencyStore for `@Idempotent()` routes and account erasure (global). Needs RedisModule. */
@Module({})
export class IdempotencyModule {
  static forRoot(options: IdempotencyOptions): DynamicModule {
    return {
      module: IdempotencyModule,
      global: true,
      providers: [{ provide: IDEMPOTENCY_OPTIONS, useValue: options }, IdempotencyStore],
      exports: [IdempotencyStore],
    };
  }
}
