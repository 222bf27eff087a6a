import { createHash, randomBytes } from 'node:crypto';
import { SHARE_TOKEN_BYTES } from '@dd/contracts';

/** A new share token: 192 random bits as 32 url-safe base64 characters. */
export function newShareToken(): string {
  return randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
}

/** What is stored and looked up for a token. */
export function shareTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
