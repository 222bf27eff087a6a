import { HttpStatus, Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { hash, verify, argon2id } from 'argon2';
import { RetryAfterException } from '@dd/nest-common';
import { AUTH_CONFIG } from '../auth-config.module';
import type { AuthConfig } from '../config';
import { BoundedQueue, QueueBusyError } from './bounded-queue';

export const HASHING_BUSY_MESSAGE =
  'Too many accounts are being set up right now. Please try again in a moment.';
export const VERIFYING_BUSY_MESSAGE =
  'Too many people are signing in right now. Please try again in a moment.';
const HASHING_RETRY_AFTER_SECONDS = 5;
const VERIFYING_RETRY_AFTER_SECONDS = 2;

/** A queue and the 503 its refusals answer with. */
interface Lane {
  queue: BoundedQueue;
  busyMessage: string;
  retryAfterSeconds: number;
}

/**
 * argon2id with the library's recommended cost (64 MiB, 3 passes). Every
 * argon2 call goes through one of two bounded queues: new hashes (sign-up,
 * password change and reset) and verifications (log-in, the current password
 * of a change). Separate lanes keep log-ins served during a sign-up burst;
 * the bounds keep a burst from taking every libuv thread and memory, and a
 * caller that would wait too long gets 503 with Retry-After well before the
 * gateway's upstream time-out, instead of hanging.
 */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  // Verified against when no user matches, so an unknown e-mail costs as much
  // time as a wrong password and the answer time does not reveal which it was.
  private decoyHash = '';
  private readonly hashing: Lane;
  private readonly verifying: Lane;

  constructor(@Inject(AUTH_CONFIG) config: AuthConfig) {
    const { hashConcurrency, hashQueueMax, verifyConcurrency, verifyQueueMax, maxWaitMs } =
      config.passwordHashing;
    this.hashing = {
      queue: new BoundedQueue({ concurrency: hashConcurrency, queueMax: hashQueueMax, maxWaitMs }),
      busyMessage: HASHING_BUSY_MESSAGE,
      retryAfterSeconds: HASHING_RETRY_AFTER_SECONDS,
    };
    this.verifying = {
      queue: new BoundedQueue({
        concurrency: verifyConcurrency,
        queueMax: verifyQueueMax,
        maxWaitMs,
      }),
      busyMessage: VERIFYING_BUSY_MESSAGE,
      retryAfterSeconds: VERIFYING_RETRY_AFTER_SECONDS,
    };
  }

  async onModuleInit(): Promise<void> {
    this.decoyHash = await hash('decoy password, never anyone’s', { type: argon2id });
  }

  /** 503 with Retry-After when too many hashes are waiting already. */
  hash(password: string): Promise<string> {
    return inLane(this.hashing, () => hash(password, { type: argon2id }));
  }

  /** 503 with Retry-After when too many verifications are waiting already. */
  verify(passwordHash: string, password: string): Promise<boolean> {
    return inLane(this.verifying, () => verify(passwordHash, password));
  }

  /** Spends a verification's time (in the same lane) and answers false. */
  async verifyNobody(password: string): Promise<false> {
    await this.verify(this.decoyHash, password);
    return false;
  }
}

async function inLane<T>(lane: Lane, task: () => Promise<T>): Promise<T> {
  try {
    return await lane.queue.run(task);
  } catch (error) {
    if (error instanceof QueueBusyError) {
      throw new RetryAfterException(
        lane.busyMessage,
        HttpStatus.SERVICE_UNAVAILABLE,
        lane.retryAfterSeconds,
      );
    }
    throw error;
  }
}
