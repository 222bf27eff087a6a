import { createPublicKey, type KeyObject } from 'node:crypto';
import { verify } from 'jsonwebtoken';
import { tokenPayloadSchema } from '@dd/contracts';

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i;

export interface BearerUserResolverOptions {
  /** Verified tokens remembered (until they expire), so a session's next requests cost a lookup. */
  cacheSize?: number;
  now?: () => number;
}

/**
 * A function answering the user id of a request's `Authorization: Bearer
 * <token>` when the token is validly signed (RS256 with `publicKeyPem`),
 * unexpired and well-formed, else undefined. No revocation check: it tells
 * callers apart (e.g. per-user budgets at the gateway), it lets nobody in.
 * Verifying RS256 costs a fraction of a millisecond, so verified tokens are
 * remembered, keyed by the whole token, until their `exp`.
 */
export function createBearerUserResolver(
  publicKeyPem: string,
  { cacheSize = 10_000, now = Date.now }: BearerUserResolverOptions = {},
): (authorization: string | undefined) => string | undefined {
  const publicKey: KeyObject = createPublicKey(publicKeyPem);
  const verified = new Map<string, { userId: string; expiresAtMs: number }>();

  return (authorization) => {
    const token = BEARER.exec(authorization ?? '')?.[1];
    if (!token) return undefined;
    const known = verified.get(token);
    if (known) {
      if (known.expiresAtMs > now()) return known.userId;
      verified.delete(token);
      return undefined;
    }
    let payload;
    try {
      payload = tokenPayloadSchema.safeParse(verify(token, publicKey, { algorithms: ['RS256'] }));
    } catch {
      return undefined;
    }
    if (!payload.success) return undefined;
    // Oldest first out: a Map iterates in insertion order.
    if (verified.size >= cacheSize) verified.delete(verified.keys().next().value!);
    verified.set(token, { userId: payload.data.user.id, expiresAtMs: payload.data.exp * 1000 });
    return payload.data.user.id;
  };
}
