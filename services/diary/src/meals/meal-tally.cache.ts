import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT, type RedisClient, type RedisConfig } from '@dd/nest-common';
import { DIARY_REDIS } from '../database/diary-redis.token';
import type { MealMonth } from './meal-month';
import type { MealTally } from './period-figures';

/** A month's tally is kept this long after it was last computed. */
const TALLY_TTL_SECONDS = 30 * 24 * 3600;

/**
 * The shape of the tallies this code counts (MealTally), part of every stamp:
 * a tally cached in another shape is never read as this one. 2: with prices
 * (a tally from before them would read as meals without a price). Raise it
 * whenever MealTally changes.
 */
const TALLY_FORMAT = 2;

/** Which state of a month's meals a cached tally counts: `<format>:<epoch>/<version>`. */
export type TallyStamp = string;

/**
 * each diary's monthly meal tallies in Redis. A hash per diary holds a random
 * epoch and a version per month; every meal write bumps its months' versions
 * (or drops the hash, which starts a new epoch, when it touches months it
 * cannot name). A reader takes the stamps before reading meals and stores
 * what it counted under them, so a write it did not see has already moved
 * the stamp on, and the stale tally is never read.
 */
@Injectable()
export class MealTallyCache {
  private readonly keyPrefix: string;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(DIARY_REDIS) config: RedisConfig,
  ) {
    this.keyPrefix = `${config.keyPrefix}diary:`;
  }

  /** The current stamp of each month. */
  async stampsOf(
    diaryId: string,
    months: readonly MealMonth[],
  ): Promise<Map<MealMonth, TallyStamp>> {
    const { epoch, versions } = await this.versionsOf(diaryId);
    return new Map(
      months.map((month) => [month, `${TALLY_FORMAT}:${epoch}/${versions[month] ?? 0}`]),
    );
  }

  /**
   * The epoch and the version of every month written since it (a month
   * without one is at 0): a reader of many months takes them before reading
   * meals, as it would their stamps. A month first written later appears here.
   */
  async versionsOf(
    diaryId: string,
  ): Promise<{ epoch: string; versions: Record<MealMonth, string> }> {
    const versionsKey = this.versionsKey(diaryId);
    let stored = await this.redis.hGetAll(versionsKey);
    if (!stored.epoch) {
      await this.redis.hSetNX(versionsKey, 'epoch', randomUUID());
      stored = await this.redis.hGetAll(versionsKey);
    }
    const { epoch, ...versions } = stored;
    return { epoch: epoch!, versions };
  }

  /** The cached tallies that are still current, by month. */
  async read(
    diaryId: string,
    stamps: ReadonlyMap<MealMonth, TallyStamp>,
  ): Promise<Map<MealMonth, MealTally>> {
    const months = [...stamps.keys()];
    if (months.length === 0) return new Map();
    const stored = await this.redis.mGet(months.map((month) => this.tallyKey(diaryId, month)));
    const current = new Map<MealMonth, MealTally>();
    stored.forEach((json, index) => {
      if (!json) return;
      const { stamp, tally } = JSON.parse(json) as { stamp: TallyStamp; tally: MealTally };
      if (stamp === stamps.get(months[index]!)) current.set(months[index]!, tally);
    });
    return current;
  }

  async store(
    diaryId: string,
    month: MealMonth,
    stamp: TallyStamp,
    tally: MealTally,
  ): Promise<void> {
    await this.redis.set(this.tallyKey(diaryId, month), JSON.stringify({ stamp, tally }), {
      expiration: { type: 'EX', value: TALLY_TTL_SECONDS },
    });
  }

  /**
   * Runs a write to meals of these months (`all`: months it cannot name),
   * moving their stamps on before and after it. After: no reader keeps a count
   * from before the write. Before as well: if the process dies between the
   * write and the second move, only a reader that counted in that instant
   * can have cached the old state.
   */
  async writing<T>(
    diaryId: string,
    months: readonly MealMonth[] | 'all',
    write: () => Promise<T>,
  ): Promise<T> {
    await this.moveOn(diaryId, months);
    try {
      return await write();
    } finally {
      await this.moveOn(diaryId, months);
    }
  }

  private async moveOn(diaryId: string, months: readonly MealMonth[] | 'all'): Promise<void> {
    if (months === 'all') {
      await this.redis.del(this.versionsKey(diaryId));
      return;
    }
    const transaction = this.redis.multi();
    for (const month of new Set(months)) transaction.hIncrBy(this.versionsKey(diaryId), month, 1);
    await transaction.exec();
  }

  /** Removes every key of the user (account erasure). */
  async forget(diaryId: string): Promise<void> {
    await this.moveOn(diaryId, 'all');
    for await (const keys of this.redis.scanIterator({
      MATCH: `${this.tallyKey(diaryId, '')}*`,
      COUNT: 500,
    }))
      if (keys.length > 0) await this.redis.del(keys);
  }

  private versionsKey(diaryId: string): string {
    return `${this.keyPrefix}meal-tally-versions:${diaryId}`;
  }

  private tallyKey(diaryId: string, month: MealMonth): string {
    return `${this.keyPrefix}meal-tally:${diaryId}:${month}`;
  }
}
