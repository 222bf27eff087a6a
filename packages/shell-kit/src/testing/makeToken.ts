import type { AuthUser } from '@dd/contracts';

export const testUser: AuthUser = {
  id: 'u1',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  userImages: [],
  newsletter: false,
};

/** An unsigned JWT-shaped token carrying `user` and `exp` (seconds), as the auth service issues. */
export function makeToken(user: AuthUser = testUser, expiresInSeconds = 3600): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({ user, exp })}.signature`;
}
