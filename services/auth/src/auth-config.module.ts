import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AuthConfig } from './config';

export const AUTH_CONFIG = Symbol('AUTH_CONFIG');

/** Makes the loaded AuthConfig injectable everywhere as AUTH_CONFIG. */
@Global()
@Module({})
export class AuthConfigModule {
  static forRoot(config: AuthConfig): DynamicModule {
    return {
      module: AuthConfigModule,
      providers: [{ provide: AUTH_CONFIG, useValue: config }],
      exports: [AUTH_CONFIG],
    };
  }
}
