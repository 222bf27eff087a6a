import type IORedis from 'ioredis';

const FREE_IF_HELD_BY = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

const EXTEND_IF_HELD_BY = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('EXPIRE', KEYS[1], ARGV[2]) end
return 0`;

export interface UserJobSlotOptions {
  /** `<REDIS_PREFIX>diary:<name>:<userId>`. */
  keyPrefix: string;
  /** While the job is being set up (an archive uploading): a process that dies then frees it by expiry. */
  pendingSeconds: number;
  /** Once queued: the longest a job may hold it, should it never finish. */
  queuedSeconds: number;
}

/**
 * One job of a kind per user at a time: a Redis key taken with SET NX, whose
 * value is the holding job's id, freed only by its holder (compare and
 * delete) and always with an expiry, so a crash cannot hold it forever.
 */
export class UserJobSlot {
  constructor(
    private readonly redis: IORedis,
    private readonly options: UserJobSlotOptions,
  ) {}

  /** Takes the slot for `jobId`; answers the holder's id when another job has it. */
  async take(userId: string, jobId: string): Promise<string | undefined> {
    const key = this.keyOf(userId);
    for (;;) {
      const taken = await this.redis.set(key, jobId, 'EX', this.options.pendingSeconds, 'NX');
      if (taken) return undefined;
      const holder = await this.redis.get(key);
      // Freed between the two calls: take it again.
      if (holder) return holder;
    }
  }

  /** The job is queued: it keeps the slot until it finishes (or the longer expiry). */
  async queued(userId: string, jobId: string): Promise<void> {
    await this.redis.eval(
      EXTEND_IF_HELD_BY,
      1,
      this.keyOf(userId),
      jobId,
      String(this.options.queuedSeconds),
    );
  }

  async free(userId: string, jobId: string): Promise<void> {
    await this.redis.eval(FREE_IF_HELD_BY, 1, this.keyOf(userId), jobId);
  }

  /** Account erasure. */
  async clear(userId: string): Promise<void> {
    await this.redis.del(this.keyOf(userId));
  }

  private keyOf(userId: string): string {
    return this.options.keyPrefix + userId;
  }
}
