import { Inject, Injectable } from '@nestjs/common';
import type { YearReview } from '@dd/contracts';
import { REDIS_CLIENT, type RedisClient, type RedisConfig } from '@dd/nest-common';
import { DIARY_REDIS } from '../database/diary-redis.token';

/** A year's figures are kept this long after they were last computed. */
const REVIEW_TTL_SECONDS = 30 * 24 * 3600;

/** A review without the years to move between, which change with any year's meals. */
export type YearFigures = Omit<YearReview, 'years'>;

/**
 * Each user's computed reviews in Redis, one key per year, and the years with
 * meals, each stored with the stamp of what it was computed from (read
 * before the meals): a value whose stamp is no longer current is never
 * answered. A repeat visit is one read of both.
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

  /** The year's figures and the years with meals, each when still current. */
  async read(
    userId: string,
    year: number,
    stamps: { figures: string; years: string },
  ): Promise<{ figures?: YearFigures; years?: number[] }> {
    const [figures, years] = await this.redis.mGet([
      this.figuresKey(userId, year),
      this.yearsKey(userId),
    ]);
    return {
      figures: current<YearFigures>(figures, stamps.figures),
      years: current<number[]>(years, stamps.years),
    };
  }

  async storeFigures(userId: string, stamp: string, figures: YearFigures): Promise<void> {
    await this.store(this.figuresKey(userId, figures.year), stamp, figures);
  }

  async storeYears(userId: string, stamp: string, years: number[]): Promise<void> {
    await this.store(this.yearsKey(userId), stamp, years);
  }

  /** Account erasure: every review and the years of the user. */
  async eraseOwner(userId: string): Promise<void> {
    for await (const keys of this.redis.scanIterator({
      MATCH: `${this.keyPrefix}${userId}:*`,
      COUNT: 500,
    }))
      if (keys.length > 0) await this.redis.del(keys);
  }

  private async store(key: string, stamp: string, value: unknown): Promise<void> {
    await this.redis.set(key, JSON.stringify({ stamp, value }), {
      expiration: { type: 'EX', value: REVIEW_TTL_SECONDS },
    });
  }

  private figuresKey(userId: string, year: number): string {
    return `${this.keyPrefix}${userId}:${year}`;
  }

  private yearsKey(userId: string): string {
    return `${this.keyPrefix}${userId}:years`;
  }
}

function current<T>(json: string | null | undefined, stamp: string): T | undefined {
  if (!json) return undefined;
  const stored = JSON.parse(json) as { stamp: string; value: T };
  return stored.stamp === stamp ? stored.value : undefined;
}
