import { createHash } from 'node:crypto';
import type { TokenPayload } from '@dd/contracts';

/**
 * The Redis keys of token revocation. Auth writes them, every service's guard
 * reads them, so they are spelled only here. `keyPrefix` is REDIS_PREFIX,
 * which is the same for every service of one deployment.
 */
export const revocationKeys = {
  /** Present while a logged-out token would otherwise still be valid. */
  revokedToken: (keyPrefix: string, tokenId: string): string =>
    `${keyPrefix}auth:revoked-token:${tokenId}`,
  /** The lowest session generation still valid for the user; older tokens are revoked. */
  sessionGeneration: (keyPrefix: string, userId: string): string =>
    `${keyPrefix}auth:session-generation:${userId}`,
};

/** The token's `jti`, or for a token issued without one a digest of the token itself. */
export function tokenIdOf(token: string, payload: TokenPayload): string {
  return payload.jti ?? createHash('sha256').update(token).digest('base64url');
}

/** What a session's later revocation is checked by, without keeping the token itself. */
export interface TokenSession {
  tokenId: string;
  userId: string;
  /** The token's session generation (0 when it has none). */
  generation: number;
}

export function sessionOf(token: string, payload: TokenPayload): TokenSession {
  return {
    tokenId: tokenIdOf(token, payload),
    userId: payload.user.id,
    generation: payload.gen ?? 0,
  };
}
