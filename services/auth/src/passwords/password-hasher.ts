import { HttpStatus, Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { hash, verify, argon2id } from 'argon2';
import { RetryAfterException } from '@dd/nest-common';
import { AUTH_CONFIG } from '../auth-config.module';
import type { AuthConfig } from '../config';
import { BoundedQueue, QueueFullError } from './bounded-queue';

export const HASHING_BUSY_MESSAGE =
  'Too many accounts are being set up right now. Please try again in a moment.';
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * argon2id with the library's recommended cost (64 MiB, 3 passes). New hashes
 * (sign-up, password change and reset) go through a bounded queue, so a burst
 * of them cannot take every libuv thread and memory: log-ins, which only
 * verify, keep being served.
 */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  // Verified against when no user matches, so an unknown e-mail costs as much
  // time as a wrong password and the answer time does not reveal which it was.
  private decoyHash = '';
  private readonly hashing: BoundedQueue;

  constructor(@Inject(AUTH_CONFIG) config: AuthConfig) {
    this.hashing = new BoundedQueue(
      config.passwordHashing.concurrency,
      config.passwordHashing.queueMax,
    );
  }

  async onModuleInit(): Promise<void> {
    this.decoyHash = await hash('decoy password, never anyone’s', { type: argon2id });
  }

  /** 503 with Retry-After when too many hashes are already waiting. */
  async hash(password: string): Promise<string> {
    try {
      return await this.hashing.run(() => hash(password, { type: argon2id }));
    } catch (error) {
      if (error instanceof QueueFullError) {
        throw new RetryAfterException(
          HASHING_BUSY_MESSAGE,
          HttpStatus.SERVICE_UNAVAILABLE,
          BUSY_RETRY_AFTER_SECONDS,
        );
      }
      throw error;
    }
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return verify(passwordHash, password);
  }

  /** Spends a verification's time and answers false. */
  async verifyNobody(password: string): Promise<false> {
    await verify(this.decoyHash, password);
    return false;
  }
}
