import { createHash, createPublicKey, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { sign } from 'jsonwebtoken';
import type { TokenPayload } from '@dd/contracts';
import { TokenRevocationStore } from '@dd/nest-common';
import { AUTH_CONFIG } from '../auth-config.module';
import type { AuthConfig } from '../config';
import { toAuthUser } from '../users/auth-user';
import type { UserRecord } from '../users/user.schema';

/**
 * Issues the RS256 session tokens every service verifies, and revokes them.
 * Payload: `user`, `gen` (session generation), `iat`, `exp` (seconds), `jti`;
 * header `kid`: the RFC 7638 thumbprint of the public key, so verifiers can
 * pick the right key once keys rotate.
 */
@Injectable()
export class TokenIssuer {
  private readonly privateKey: string;
  private readonly keyId: string;
  readonly ttlSeconds: number;

  constructor(
    @Inject(AUTH_CONFIG) config: AuthConfig,
    private readonly revocations: TokenRevocationStore,
  ) {
    this.privateKey = config.jwtPrivateKey;
    this.keyId = jwkThumbprint(config.jwtPrivateKey);
    this.ttlSeconds = config.tokenTtlSeconds;
  }

  issue(user: UserRecord): string {
    const claims: Omit<TokenPayload, 'exp' | 'iat' | 'jti'> = {
      user: toAuthUser(user),
      gen: user.sessionGeneration,
    };
    return sign(claims, this.privateKey, {
      algorithm: 'RS256',
      expiresIn: this.ttlSeconds,
      keyid: this.keyId,
      jwtid: randomUUID(),
    });
  }

  /** Logout: the token is refused by every service until it expires. */
  revoke(token: string, payload: TokenPayload): Promise<void> {
    return this.revocations.revokeToken(token, payload);
  }

  /** After a password change or reset: every token of the user below its new generation is refused. */
  revokeOlderSessions(user: UserRecord): Promise<void> {
    return this.revocations.revokeGenerationsBelow(
      user._id.toHexString(),
      user.sessionGeneration,
      this.ttlSeconds,
    );
  }
}

function jwkThumbprint(privateKeyPem: string): string {
  const { e, kty, n } = createPublicKey(privateKeyPem).export({ format: 'jwk' });
  // RFC 7638: the required members, in lexicographic order, without whitespace.
  return createHash('sha256').update(JSON.stringify({ e, kty, n })).digest('base64url');
}
