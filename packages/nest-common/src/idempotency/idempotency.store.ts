import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { RetryAfterException } from '../http/retry-after.exception';
import { REDIS_CLIENT, type RedisClient } from '../redis/redis.constants';

export const IDEMPOTENCY_OPTIONS = Symbol('IDEMPOTENCY_OPTIONS');
export interface IdempotencyOptions {
  /** REDIS_PREFIX: shared by every service, so a key names one request across all of them. */
  keyPrefix: string;
}

/** How long a key remembers its answer. */
export const IDEMPOTENCY_ANSWER_TTL_MS = 24 * 3600 * 1000;
/**
 * How long a request keeps its key while it runs. Longer than any create
 * takes; it only matters when the process dies mid-request, and then frees
 * the key for a retry.
 */
export const IDEMPOTENCY_RUNNING_TTL_MS = 60 * 1000;

/** The key's request is still running. */
export interface RunningRequest {
  state: 'running';
  fingerprint: string;
}

/** The key's request was answered this status and JSON body. */
export interface AnsweredRequest {
  state: 'answered';
  fingerprint: string;
  status: number;
  body: unknown;
}

export type IdempotencyRecord = RunningRequest | AnsweredRequest;

/**
 * The requests made under each user's Idempotency-Keys, in Redis at
 * `<REDIS_PREFIX>idempotency:<userId>:<key>`. A request claims its key with
 * SET NX (so of two at once only one runs), then records its answer over the
 * claim, or deletes the claim when it failed in a way worth retrying.
 */
@Injectable()
export class IdempotencyStore {
  private readonly keyPrefix: string;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(IDEMPOTENCY_OPTIONS) options: IdempotencyOptions,
  ) {
    this.keyPrefix = `${options.keyPrefix}idempotency:`;
  }

  /**
   * Claims the key for a request with this fingerprint. When another request
   * holds it, answers that one's record (none if it vanished meanwhile: the
   * caller claims again).
   */
  async claim(
    userId: string,
    key: string,
    fingerprint: string,
  ): Promise<{ claimed: true } | { claimed: false; holder?: IdempotencyRecord }> {
    const running: RunningRequest = { state: 'running', fingerprint };
    const set = await this.ready().set(this.redisKey(userId, key), JSON.stringify(running), {
      condition: 'NX',
      expiration: { type: 'PX', value: IDEMPOTENCY_RUNNING_TTL_MS },
    });
    if (set === 'OK') return { claimed: true };
    const stored = await this.ready().get(this.redisKey(userId, key));
    return {
      claimed: false,
      holder: stored ? (JSON.parse(stored) as IdempotencyRecord) : undefined,
    };
  }

  async recordAnswer(userId: string, key: string, answer: AnsweredRequest): Promise<void> {
    await this.ready().set(this.redisKey(userId, key), JSON.stringify(answer), {
      expiration: { type: 'PX', value: IDEMPOTENCY_ANSWER_TTL_MS },
    });
  }

  /** Frees the key: the request failed, and a retry should run again. */
  async release(userId: string, key: string): Promise<void> {
    await this.ready().del(this.redisKey(userId, key));
  }

  /** Drops every key of the user (account erasure). */
  async forget(userId: string): Promise<void> {
    for await (const keys of this.ready().scanIterator({
      MATCH: `${escapeGlob(this.redisKey(userId, ''))}*`,
      COUNT: 500,
    }))
      if (keys.length > 0) await this.redis.del(keys);
  }

  private redisKey(userId: string, key: string): string {
    return `${this.keyPrefix}${userId}:${key}`;
  }

  // Without Redis a key cannot be honoured: 503 beats running a create twice.
  private ready(): RedisClient {
    if (!this.redis.isReady) {
      throw new RetryAfterException(
        'Requests cannot be deduplicated right now. Please try again.',
        HttpStatus.SERVICE_UNAVAILABLE,
        5,
      );
    }
    return this.redis;
  }
}

function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}
