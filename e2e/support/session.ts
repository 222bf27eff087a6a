import { createSign, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export interface TestUser {
  id: string;
  email: string;
  fullName: string;
}

// Until the accounts flow exists, a journey signs in the way the shell itself
// keeps a session: a token in localStorage, signed with the stack's real key
// (the orchestrator writes it under .data/keys), so API calls are authorised.
const privateKeyFile =
  process.env.E2E_JWT_PRIVATE_KEY_FILE ??
  path.resolve(__dirname, '../../.data/keys/jwt-private.pem');

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

export function signToken(user: TestUser, lifetimeSeconds = 3600): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      user: { ...user, userImages: [], newsletter: false },
      exp: Math.floor(Date.now() / 1000) + lifetimeSeconds,
    }),
  );
  const signer = createSign('RSA-SHA256');
  signer.update(`${header}.${payload}`);
  const signature = signer.sign(readFileSync(privateKeyFile, 'utf8')).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

export function newTestUser(fullName = 'Avery Quinn'): TestUser {
  const id = randomUUID().replace(/-/g, '').slice(0, 24);
  return { id, email: `e2e-${id}@example.test`, fullName };
}

export async function signIn(page: Page, user: TestUser = newTestUser()): Promise<TestUser> {
  const token = signToken(user);
  await page.addInitScript((value) => {
    window.localStorage.setItem('token', value);
  }, token);
  return user;
}
