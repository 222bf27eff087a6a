import { Inject, Injectable } from '@nestjs/common';
import type { Companion } from '@dd/contracts';
import { REDIS_CLIENT, type RedisClient, type RedisConfig } from '@dd/nest-common';
import { DIARY_REDIS } from '../database/diary-redis.token';

/** A cached people list lives a day at most; any write of a meal makes it stale at once. */
const PEOPLE_TTL_SECONDS = 24 * 60 * 60;

/**
 * The people of a user's diary (GET /api/companions), cached in Redis under a
 * per-user version that every write of a meal moves on, before and after the
 * write (as ReviewVersions and MealTallyCache do): counting them reads every
 * meal naming someone (seconds at 10,000 meals on FerretDB), so a repeat, and
 * each person's summary, is Redis alone. A list is stored with the version
 * read before it was counted, so it is never used once a meal changed.
 */
@Injectable()
export class PeopleCache {
  private readonly versionPrefix: string;
  private readonly peoplePrefix: string;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(DIARY_REDIS) config: RedisConfig,
  ) {
    this.versionPrefix = `${config.keyPrefix}diary:people-version:`;
    this.peoplePrefix = `${config.keyPrefix}diary:people:`;
  }

  async version(diaryId: string): Promise<string> {
    return (await this.redis.get(this.versionPrefix + diaryId)) ?? '0';
  }

  /** The list cached at `version`, or undefined. */
  async read(diaryId: string, version: string): Promise<Companion[] | undefined> {
    const stored = await this.redis.get(this.peoplePrefix + diaryId);
    if (!stored) return undefined;
    const cached = JSON.parse(stored) as { version: string; people: Companion[] };
    return cached.version === version ? cached.people : undefined;
  }

  async store(diaryId: string, version: string, people: Companion[]): Promise<void> {
    await this.redis.set(this.peoplePrefix + diaryId, JSON.stringify({ version, people }), {
      expiration: { type: 'EX', value: PEOPLE_TTL_SECONDS },
    });
  }

  /** Runs a write of the diary's meals, moving the version on before and after it. */
  async writing<T>(diaryId: string, write: () => Promise<T>): Promise<T> {
    await this.redis.incr(this.versionPrefix + diaryId);
    try {
      return await write();
    } finally {
      await this.redis.incr(this.versionPrefix + diaryId);
    }
  }

  /** Account erasure. */
  async forget(diaryId: string): Promise<void> {
    await this.redis.del([this.versionPrefix + diaryId, this.peoplePrefix + diaryId]);
  }
}
