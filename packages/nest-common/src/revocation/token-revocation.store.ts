import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { TokenPayload } from '@dd/contracts';
import { RetryAfterException } from '../http/retry-after.exception';
import { REDIS_CLIENT, RedisClient } from '../redis/redis.constants';
import { revocationKeys, sessionOf, tokenIdOf, type TokenSession } from './revocation-keys';

export const TOKEN_REVOCATION_OPTIONS = Symbol('TOKEN_REVOCATION_OPTIONS');
export interface TokenRevocationOptions {
  /** REDIS_PREFIX: shared by every service, so all of them see the same revocations. */
  keyPrefix: string;
}

// Raises the stored generation, never lowers it: two password changes racing
// each other must leave the higher generation in place.
const RAISE_GENERATION_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '-1')
if tonumber(ARGV[1]) > current then
  redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
  return 1
end
return 0`;

/**
 * Revoked tokens in Redis: single tokens (logout) until they expire, and every
 * token of a user below a session generation (password change or reset).
 */
@Injectable()
export class TokenRevocationStore {
  private readonly keyPrefix: string;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(TOKEN_REVOCATION_OPTIONS) options: TokenRevocationOptions,
  ) {
    this.keyPrefix = options.keyPrefix;
  }

  /** Revokes one token until its own expiry (after that it is refused anyway). */
  async revokeToken(token: string, payload: TokenPayload): Promise<void> {
    if (payload.exp <= Math.floor(Date.now() / 1000)) return;
    const key = revocationKeys.revokedToken(this.keyPrefix, tokenIdOf(token, payload));
    await this.ready().set(key, '1', { expiration: { type: 'EXAT', value: payload.exp } });
  }

  /**
   * Revokes every token of the user whose generation is below `generation`.
   * `ttlSeconds` is the longest token lifetime: afterwards those tokens have expired.
   */
  async revokeGenerationsBelow(
    userId: string,
    generation: number,
    ttlSeconds: number,
  ): Promise<void> {
    await this.ready().eval(RAISE_GENERATION_SCRIPT, {
      keys: [revocationKeys.sessionGeneration(this.keyPrefix, userId)],
      arguments: [String(generation), String(ttlSeconds)],
    });
  }

  isRevoked(token: string, payload: TokenPayload): Promise<boolean> {
    return this.isSessionRevoked(sessionOf(token, payload));
  }

  /**
   * Whether the session was ended since (logout, password change, account
   * deletion): for a capability issued to it and redeemed later.
   */
  async isSessionRevoked({ tokenId, userId, generation }: TokenSession): Promise<boolean> {
    const [revoked, minimumGeneration] = await this.ready()
      .mGet([
        revocationKeys.revokedToken(this.keyPrefix, tokenId),
        revocationKeys.sessionGeneration(this.keyPrefix, userId),
      ])
      .catch((error: unknown) => {
        // Redis went away under the command, before the client noticed: the
        // session is not known to be revoked, so not a 401 (the app would
        // sign the person out), but the same 503 as when it is known down.
        throw unavailable(error);
      });
    if (revoked !== null) return true;
    return minimumGeneration !== null && generation < Number(minimumGeneration);
  }

  // While Redis reconnects, answering 503 at once (with when to come back)
  // beats accepting tokens unchecked.
  private ready(): RedisClient {
    if (!this.redis.isReady) throw unavailable();
    return this.redis;
  }
}

function unavailable(cause?: unknown): RetryAfterException {
  const exception = new RetryAfterException(
    'Sessions cannot be checked right now. Please try again.',
    HttpStatus.SERVICE_UNAVAILABLE,
    5,
  );
  if (cause !== undefined) exception.cause = cause;
  return exception;
}
