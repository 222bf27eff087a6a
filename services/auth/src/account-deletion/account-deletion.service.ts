import { BadRequestException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { TokenRevocationStore } from '@dd/nest-common';
import { AUTH_CONFIG } from '../auth-config.module';
import type { AuthConfig } from '../config';
import { PasswordHasher } from '../passwords/password-hasher';
import { type RateLimit, RateLimiter } from '../rate-limit/rate-limiter';
import { ACCOUNT_ERASURE, type AccountErasureQueue } from './account-erasure.provider';
import { AuthRecordsEraser } from './auth-records.eraser';

export const WRONG_PASSWORD_MESSAGE = 'Password is incorrect';

/** Higher than any session generation a user can reach: every token of the account is refused. */
const ALL_SESSIONS = Number.MAX_SAFE_INTEGER;

/**
 * Deletes the signed-in account after its password is given again. Order:
 * the other services' erasure jobs are queued first (if Redis refuses,
 * nothing is deleted and the user may try again), then every token is
 * revoked, then auth's own records go.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly passwords: PasswordHasher,
    private readonly rateLimiter: RateLimiter,
    private readonly revocations: TokenRevocationStore,
    private readonly records: AuthRecordsEraser,
    @Inject(ACCOUNT_ERASURE) private readonly erasure: AccountErasureQueue,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  async deleteAccount(userId: string, password: string): Promise<void> {
    // Wrong passwords count with the password change's: a stolen token cannot guess its way in.
    const { limit, windowSeconds } = this.config.rateLimits.passwordChangeFailures;
    const failures: RateLimit[] = [
      { name: 'password-change-failures:user', subject: userId, limit, windowSeconds },
    ];
    await this.rateLimiter.assertNotExhausted(failures);
    const passwordHash = await this.records.passwordHashOf(userId);
    if (passwordHash === undefined) throw new UnauthorizedException('Unauthorized');
    if (!(await this.passwords.verify(passwordHash, password))) {
      await this.rateLimiter.record(failures);
      throw new BadRequestException(WRONG_PASSWORD_MESSAGE);
    }
    await this.erasure.publish(userId);
    await this.revocations.revokeGenerationsBelow(
      userId,
      ALL_SESSIONS,
      this.config.tokenTtlSeconds,
    );
    await this.records.erase(userId);
  }
}
