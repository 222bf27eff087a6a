import type { Types } from 'mongoose';
import type { RedisClient } from '@dd/nest-common';

/** A diary's cached names live a day at most; any write of its records of that kind moves them on. */
const NAMES_TTL_SECONDS = 24 * 60 * 60;

/** Reads the names of ids the cache does not hold (the repository's own query). */
export type ReadNames = (ids: readonly Types.ObjectId[]) => Promise<Map<string, string>>;

/**
 * Names of one kind of a diary's records (restaurants, tags) by id, in a
 * Redis hash per diary and version: a list page populates its rows with
 * one HMGET instead of a FerretDB read per id. Every write of the diary's
 * records of that kind moves the version on, before and after the write (as
 * PeopleCache does), and names are stored under the version read before
 * they were, so a name read before a rename is never served after it.
 */
export class NamesCache {
  constructor(
    private readonly redis: RedisClient,
    private readonly keyPrefix: string,
  ) {}

  async namesOf(
    diaryId: string,
    ids: readonly Types.ObjectId[],
    readMissing: ReadNames,
  ): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    if (ids.length === 0) return names;
    const version = (await this.redis.get(this.versionKey(diaryId))) ?? '0';
    const key = this.namesKey(diaryId, version);
    const cached = await this.redis.hmGet(
      key,
      ids.map((id) => id.toHexString()),
    );
    const missing = ids.filter((id, index) => {
      const name = cached[index];
      if (typeof name === 'string') names.set(id.toHexString(), name);
      return typeof name !== 'string';
    });
    if (missing.length === 0) return names;
    const read = await readMissing(missing);
    if (read.size > 0)
      await this.redis
        .multi()
        .hSet(key, Object.fromEntries(read))
        .expire(key, NAMES_TTL_SECONDS)
        .exec();
    for (const [id, name] of read) names.set(id, name);
    return names;
  }

  /** Runs a write of the diary's records of this kind, moving the version on before and after it. */
  async writing<T>(diaryId: string, write: () => Promise<T>): Promise<T> {
    await this.moveOn(diaryId);
    try {
      return await write();
    } finally {
      await this.moveOn(diaryId);
    }
  }

  /** Drops every name and the version of the diary (its records are erased). */
  async forget(diaryId: string): Promise<void> {
    for await (const keys of this.redis.scanIterator({
      MATCH: `${this.namesKey(diaryId, '')}*`,
      COUNT: 500,
    }))
      if (keys.length > 0) await this.redis.del(keys);
    await this.redis.del(this.versionKey(diaryId));
  }

  private async moveOn(diaryId: string): Promise<void> {
    await this.redis.incr(this.versionKey(diaryId));
  }

  private versionKey(diaryId: string): string {
    return `${this.keyPrefix}version:${diaryId}`;
  }

  private namesKey(diaryId: string, version: string): string {
    return `${this.keyPrefix}${diaryId}:${version}`;
  }
}
