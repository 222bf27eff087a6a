import type { AuthUser } from '@dd/contracts';

export const ada: AuthUser = {
  id: 'u1',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  userImages: [],
  newsletter: false,
};

/** An unsigned JWT-shaped token with `user` and `exp`, as the auth service issues. */
export function makeToken(user: AuthUser = ada, expiresInSeconds = 3600): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256' })}.${encode({ user, exp: Math.floor(Date.now() / 1000) + expiresInSeconds })}.sig`;
}
