import { Injectable } from '@nestjs/common';
import { ResponseCache } from './response-cache';
import { UpstreamRateLimiter } from './rate-limiter';
import { SingleFlight } from './single-flight';
import { normalisedKey, type UpstreamRequest } from './upstream-request';
import { YelpClient } from './yelp.client';

/**
 * How every proxied question reaches Yelp: refused outright once the user's
 * budget is spent (cache hits included, so refusals reveal nothing about
 * what others asked); else from the Redis cache when it can; otherwise the
 * user's budget is charged and the call is made, shared with any identical
 * call already in flight, and its answer cached for `ttlMs`. Errors are
 * never cached.
 */
@Injectable()
export class RateLimitedUpstream {
  private readonly inFlight = new SingleFlight<unknown>();

  constructor(
    private readonly client: YelpClient,
    private readonly cache: ResponseCache,
    private readonly rateLimiter: UpstreamRateLimiter,
  ) {}

  async get<T>(userId: string, request: UpstreamRequest, ttlMs: number): Promise<T> {
    await this.rateLimiter.assertNotSpent(userId);
    const key = normalisedKey(request);
    const cached = await this.cache.get<T>(key);
    if (cached !== undefined) return cached;

    await this.rateLimiter.consume(userId);
    return this.inFlight.run(key, async () => {
      const answer = await this.client.get<T>(request);
      await this.cache.set(key, answer, ttlMs);
      return answer;
    }) as Promise<T>;
  }
}
