import { Logger } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import IORedis from 'ioredis';
import { closeBullMq, type RedisConfig } from '@dd/nest-common';
import { UserJobSlot } from './user-job-slot';

/** BullMQ keys of the diary's queues, under the deployment's REDIS_PREFIX (`dd:bull:<queue>`). */
export function diaryQueuePrefix(redisPrefix: string): string {
  return `${redisPrefix}bull`;
}

/** The parts of a BullMQ job a status is made from. */
export interface UserJobView<Data, Result> {
  id: string;
  state: string;
  progress: number;
  data: Data;
  result: Result | undefined;
  /** The last error's message, when the job failed. */
  failedReason?: string;
}

export interface UserJobsQueueOptions {
  queueName: string;
  jobName: string;
  /** How a user's latest job is remembered: `<REDIS_PREFIX>diary:<latestKey>:<userId>`. */
  latestKey: string;
  /** How long finished jobs (and the latest pointer) are kept. */
  keepSeconds: number;
  attempts: number;
  /** One job at a time per user: `<REDIS_PREFIX>diary:<slotKey>:<userId>` holds its id. */
  slotKey: string;
  /** How long a job may take to be queued once it holds the slot (an upload). */
  pendingSeconds: number;
  /** The longest a queued job may hold the slot, should it never finish. */
  runningSeconds: number;
}

const FINISHED_STATES = new Set(['completed', 'failed']);

/**
 * A queue of per-user jobs (exports, imports): adds them, reads them back
 * only for their owner, remembers each user's latest, and removes a user's
 * jobs when the account is erased.
 */
export class UserJobsQueue<Data extends { userId: string }, Result> {
  private readonly connection: IORedis;
  // Untyped inside: BullMQ's generics do not narrow a generic Data; jobs are typed as they leave.
  readonly queue: Queue;
  private readonly latestKeyPrefix: string;
  readonly slot: UserJobSlot;

  constructor(
    redis: RedisConfig,
    private readonly options: UserJobsQueueOptions,
  ) {
    this.connection = new IORedis(redis.url, { maxRetriesPerRequest: null });
    this.queue = new Queue(options.queueName, {
      connection: this.connection,
      prefix: diaryQueuePrefix(redis.keyPrefix),
    });
    // A queue without a listener throws its connection's errors.
    const logger = new Logger(options.queueName);
    this.queue.on('error', (error) => logger.warn(`queue: ${error.message}`));
    this.latestKeyPrefix = `${redis.keyPrefix}diary:${options.latestKey}:`;
    this.slot = new UserJobSlot(this.connection, {
      keyPrefix: `${redis.keyPrefix}diary:${options.slotKey}:`,
      pendingSeconds: options.pendingSeconds,
      queuedSeconds: options.runningSeconds,
    });
  }

  /**
   * Claims the user's one slot for the job about to be added (`add` keeps
   * it, `release` frees it if the job is not added after all). Answers the
   * id of the job holding it instead: one still being set up, waiting or
   * running. A holder found finished (its worker died before freeing it) is
   * pushed out.
   */
  async claim(userId: string, jobId: string): Promise<string | undefined> {
    for (;;) {
      const holder = await this.slot.take(userId, jobId);
      if (holder === undefined) return undefined;
      if (!FINISHED_STATES.has(await this.queue.getJobState(holder))) return holder;
      await this.slot.free(userId, holder);
    }
  }

  release(userId: string, jobId: string): Promise<void> {
    return this.slot.free(userId, jobId);
  }

  async add(jobId: string, data: Data): Promise<UserJobView<Data, Result>> {
    const { keepSeconds, attempts } = this.options;
    const job = await this.queue.add(this.options.jobName, data, {
      jobId,
      // A worker that dies mid-job leaves a stalled job, which BullMQ hands to another.
      attempts,
      backoff: { type: 'fixed', delay: 5000 },
      removeOnComplete: { age: keepSeconds },
      removeOnFail: { age: keepSeconds },
    });
    await this.connection.set(this.latestKeyPrefix + data.userId, jobId, 'EX', keepSeconds);
    await this.slot.queued(data.userId, jobId);
    return this.view(job, 'waiting');
  }

  /** The job when it exists and belongs to the user; anyone else's is as good as missing. */
  async findOwned(userId: string, jobId: string): Promise<UserJobView<Data, Result> | undefined> {
    // The state first: a job read before it finishes would pair 'completed' with no result.
    const state = await this.queue.getJobState(jobId);
    const job = await this.queue.getJob(jobId);
    if (!job || (job.data as Data).userId !== userId) return undefined;
    return this.view(job, state);
  }

  async latestOf(userId: string): Promise<UserJobView<Data, Result> | undefined> {
    const jobId = await this.connection.get(this.latestKeyPrefix + userId);
    return jobId ? this.findOwned(userId, jobId) : undefined;
  }

  /**
   * Removes every finished or waiting job of the user (account erasure).
   * Answers whether one is still running: it cannot be removed while locked.
   */
  async removeAllOf(userId: string): Promise<{ stillRunning: boolean }> {
    const jobs = await this.queue.getJobs(['waiting', 'delayed', 'completed', 'failed', 'paused']);
    await Promise.all(
      jobs
        .filter((job) => (job?.data as Data | undefined)?.userId === userId)
        .map((job) => job.remove().catch(() => undefined)),
    );
    await this.connection.del(this.latestKeyPrefix + userId);
    await this.slot.clear(userId);
    const active = await this.queue.getJobs(['active']);
    return {
      stillRunning: active.some((job) => (job?.data as Data | undefined)?.userId === userId),
    };
  }

  private view(job: Job, state: string): UserJobView<Data, Result> {
    return {
      id: job.id as string,
      state,
      progress: typeof job.progress === 'number' ? job.progress : 0,
      data: job.data as Data,
      result: (job.returnvalue as Result | null) ?? undefined,
      failedReason: job.failedReason || undefined,
    };
  }

  async close(): Promise<void> {
    await closeBullMq([this.queue], this.connection);
  }
}
