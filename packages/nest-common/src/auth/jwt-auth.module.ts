import { DynamicModule, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { JWT_AUTH_OPTIONS, JwtAuthOptions } from './auth.constants';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';

/** Token verification for a service: import once at the root, then use JwtAuthGuard and CurrentUser. */
@Module({})
export class JwtAuthModule {
  static forRoot(options: JwtAuthOptions): DynamicModule {
    return {
      module: JwtAuthModule,
      global: true,
      imports: [PassportModule],
      providers: [{ provide: JWT_AUTH_OPTIONS, useValue: options }, JwtStrategy, JwtAuthGuard],
      exports: [JwtAuthGuard],
    };
  }
}
