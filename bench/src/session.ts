import { createSign, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

/**
 * A session token for a throwaway user, signed with the stack's own key the
 * way auth signs them, so the shell treats the browser as signed in.
 */
export function signBenchToken(privateKeyFile: string, lifetimeSeconds = 3600): string {
  const id = randomUUID().replace(/-/g, '').slice(0, 24);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      user: {
        id,
        email: `bench-${id}@example.test`,
        fullName: 'Bench User',
        userImages: [],
        newsletter: false,
      },
      exp: Math.floor(Date.now() / 1000) + lifetimeSeconds,
    }),
  );
  const signer = createSign('RSA-SHA256');
  signer.update(`${header}.${payload}`);
  return `${header}.${payload}.${signer.sign(readFileSync(privateKeyFile, 'utf8')).toString('base64url')}`;
}

/** The user id inside a bench token (the owner of the records a bench seeds). */
export function benchUserId(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    user: { id: string };
  };
  return payload.user.id;
}
