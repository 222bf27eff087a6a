import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AuthUser, tokenPayloadSchema } from '@dd/contracts';
import {
  JWT_AUTH_OPTIONS,
  JwtAuthOptions,
  TOKEN_REVOCATION_CHECK,
  TokenRevocationCheck,
} from './auth.constants';

const extractBearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/** Verifies the bearer token (RS256, not expired, well-formed payload, not revoked) and yields its user. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') implements OnModuleInit {
  private revocationCheck: TokenRevocationCheck | undefined;

  constructor(
    @Inject(JWT_AUTH_OPTIONS) options: JwtAuthOptions,
    private readonly moduleRef: ModuleRef,
  ) {
    super({
      jwtFromRequest: extractBearerToken,
      secretOrKey: options.publicKey,
      algorithms: ['RS256'],
      passReqToCallback: true,
    });
  }

  onModuleInit(): void {
    try {
      this.revocationCheck = this.moduleRef.get<TokenRevocationCheck>(TOKEN_REVOCATION_CHECK, {
        strict: false,
      });
    } catch {
      this.revocationCheck = undefined; // no revocation in this service
    }
  }

  /** Returning false makes the guard answer 401. */
  async validate(
    request: Parameters<typeof extractBearerToken>[0],
    rawPayload: unknown,
  ): Promise<AuthUser | false> {
    const payload = tokenPayloadSchema.safeParse(rawPayload);
    if (!payload.success) return false;
    if (this.revocationCheck) {
      const token = extractBearerToken(request);
      if (!token || (await this.revocationCheck(token, payload.data))) return false;
    }
    return payload.data.user;
  }
}
