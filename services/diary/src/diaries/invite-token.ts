import { createHash, randomBytes } from 'node:crypto';
import { DIARY_INVITE_TOKEN_BYTES } from '@dd/contracts';

/** A new invitation token: 192 random bits as 32 url-safe base64 characters (as share links). */
export function newInviteToken(): string {
  return randomBytes(DIARY_INVITE_TOKEN_BYTES).toString('base64url');
}

/** What is stored and looked up for a token. */
export function inviteTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
