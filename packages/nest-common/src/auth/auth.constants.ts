import type { TokenPayload } from '@dd/contracts';

export const JWT_AUTH_OPTIONS = Symbol('JWT_AUTH_OPTIONS');

/**
 * Optional provider, registered anywhere in the app: resolves to true when a
 * token has been revoked (e.g. by logout). Tokens are only checked against it
 * after their signature and expiry are verified.
 */
export const TOKEN_REVOCATION_CHECK = Symbol('TOKEN_REVOCATION_CHECK');
export type TokenRevocationCheck = (token: string, payload: TokenPayload) => Promise<boolean>;

export interface JwtAuthOptions {
  /** PEM public key that verifies RS256 tokens issued by the auth service. */
  publicKey: string;
}
