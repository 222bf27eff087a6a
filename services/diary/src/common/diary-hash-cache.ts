import type { Types } from 'mongoose';
import type { RedisClient } from '@dd/nest-common';

/** A diary's cached values live a day at most; any write of what they come from moves them on. */
const VALUES_TTL_SECONDS = 24 * 60 * 60;

/** The diary's version and its values of the ids, in one round trip: KEYS[1] the version, ARGV the key prefix and ids. */
const READ_AT_CURRENT_VERSION = `
local version = redis.call('GET', KEYS[1]) or '0'
return { version, redis.call('HMGET', ARGV[1] .. version, unpack(ARGV, 2)) }
`;

/** Lua's unpack has a limit (a few thousand): more ids (an export's) take two round trips. */
const MAX_IDS_IN_ONE_ROUND_TRIP = 500;

/** Reads the values of ids the cache does not hold (the repository's own query). */
export type ReadValues = (ids: readonly Types.ObjectId[]) => Promise<Map<string, string>>;

/**
 * A string per record id of one diary (a restaurant's or tag's name, a
 * meal's tag links), in a Redis hash per diary and version: a list page
 * populates its rows with one HMGET instead of a FerretDB read per id.
 * Every write of what the values come from moves the version on, before
 * and after the write (as PeopleCache does), and values are stored under
 * the version read before they were, so a value read before a rename is
 * never served after it.
 */
export class DiaryHashCache {
  constructor(
    private readonly redis: RedisClient,
    private readonly keyPrefix: string,
  ) {}

  async valuesOf(
    diaryId: string,
    ids: readonly Types.ObjectId[],
    readMissing: ReadValues,
  ): Promise<Map<string, string>> {
    const values = new Map<string, string>();
    if (ids.length === 0) return values;
    const [version, cached] = await this.readAtCurrentVersion(
      diaryId,
      ids.map((id) => id.toHexString()),
    );
    const key = this.valuesKey(diaryId, version);
    const missing = ids.filter((id, index) => {
      const value = cached[index];
      if (typeof value === 'string') values.set(id.toHexString(), value);
      return typeof value !== 'string';
    });
    if (missing.length === 0) return values;
    const read = await readMissing(missing);
    if (read.size > 0)
      await this.redis
        .multi()
        .hSet(key, Object.fromEntries(read))
        .expire(key, VALUES_TTL_SECONDS)
        .exec();
    for (const [id, value] of read) values.set(id, value);
    return values;
  }

  /** The version, and the values of the ids stored under it (null where none). */
  private async readAtCurrentVersion(
    diaryId: string,
    ids: string[],
  ): Promise<[string, (string | null)[]]> {
    if (ids.length <= MAX_IDS_IN_ONE_ROUND_TRIP)
      return (await this.redis.eval(READ_AT_CURRENT_VERSION, {
        keys: [this.versionKey(diaryId)],
        arguments: [this.valuesKey(diaryId, ''), ...ids],
      })) as [string, (string | null)[]];
    const version = (await this.redis.get(this.versionKey(diaryId))) ?? '0';
    return [version, await this.redis.hmGet(this.valuesKey(diaryId, version), ids)];
  }

  /** Runs a write of what the diary's values come from, moving the version on before and after it. */
  async writing<T>(diaryId: string, write: () => Promise<T>): Promise<T> {
    await this.moveOn(diaryId);
    try {
      return await write();
    } finally {
      await this.moveOn(diaryId);
    }
  }

  /** Drops every value and the version of the diary (its records are erased). */
  async forget(diaryId: string): Promise<void> {
    for await (const keys of this.redis.scanIterator({
      MATCH: `${this.valuesKey(diaryId, '')}*`,
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

  private valuesKey(diaryId: string, version: string): string {
    return `${this.keyPrefix}${diaryId}:${version}`;
  }
}
