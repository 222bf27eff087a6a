import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT, type RedisClient, type RedisConfig } from '@dd/nest-common';
import { DIARY_REDIS } from '../database/diary-redis.token';
import type { YearFigures } from './year-figures';

/** A year's figures are kept this long after they were last computed. */
const REVIEW_TTL_SECONDS = 30 * 24 * 3600;

/**
 * Each user's computed year figures in Redis, one key per year, stored with
 * the stamp of what they counted (the months' tally stamps and the meal tag
 * links' version, read before the meals): figures whose stamp is no longer
 * current are never answered.
 */
@Injectable()
export class YearReviewCache {
  private readonly keyPrefix: string;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(DIARY_REDIS) config: RedisConfig,
  ) {
    this.keyPrefix = `${config.keyPrefix}diary:year-review:`;
  }

  async read(userId: string, year: number, stamp: string): Promise<YearFigures | null> {
    const json = await this.redis.get(this.key(userId, year));
    if (!json) return null;
    const stored = JSON.parse(json) as { stamp: string; figures: YearFigures };
    return stored.stamp === stamp ? stored.figures : null;
  }

  async store(userId: string, year: number, stamp: string, figures: YearFigures): Promise<void> {
    await this.redis.set(this.key(userId, year), JSON.stringify({ stamp, figures }), {
      expiration: { type: 'EX', value: REVIEW_TTL_SECONDS },
    });
  }

  private key(userId: string, year: number): string {
    return `${this.keyPrefix}${userId}:${year}`;
  }
}
