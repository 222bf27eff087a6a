import { sign } from 'jsonwebtoken';
import type { AuthUser, TokenPayload } from '@dd/contracts';

export interface TestTokenOptions {
  /** Lifetime from now; negative for an already expired token. Default one hour. */
  expiresInSeconds?: number;
}

/** An RS256 token shaped like the auth service's ({ user, exp }); missing user fields get plausible defaults. */
export function signTestToken(
  privateKey: string,
  user: Partial<AuthUser> & { id: string },
  options: TestTokenOptions = {},
): string {
  const payload: TokenPayload = {
    user: {
      email: `${user.id}@example.test`,
      fullName: 'Test User',
      userImages: [],
      newsletter: false,
      ...user,
    },
    exp: Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? 3600),
  };
  return sign(payload, privateKey, { algorithm: 'RS256' });
}
