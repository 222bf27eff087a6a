import { DynamicModule, Module } from '@nestjs/common';
import { TOKEN_REVOCATION_CHECK, TokenRevocationCheck } from '../auth/auth.constants';
import {
  TOKEN_REVOCATION_OPTIONS,
  TokenRevocationOptions,
  TokenRevocationStore,
} from './token-revocation.store';

/**
 * Redis-backed revocation for a service with Redis: JwtAuthGuard refuses
 * revoked tokens through TOKEN_REVOCATION_CHECK, and TokenRevocationStore is
 * injectable for the service that revokes (auth). Needs RedisModule.
 */
@Module({})
export class TokenRevocationModule {
  static forRoot(options: TokenRevocationOptions): DynamicModule {
    return {
      module: TokenRevocationModule,
      global: true,
      providers: [
        { provide: TOKEN_REVOCATION_OPTIONS, useValue: options },
        TokenRevocationStore,
        {
          provide: TOKEN_REVOCATION_CHECK,
          inject: [TokenRevocationStore],
          useFactory:
            (store: TokenRevocationStore): TokenRevocationCheck =>
            (token, payload) =>
              store.isRevoked(token, payload),
        },
      ],
      exports: [TokenRevocationStore, TOKEN_REVOCATION_CHECK],
    };
  }
}
