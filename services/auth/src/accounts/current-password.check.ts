import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { AUTH_CONFIG } from '../auth-config.module';
import type { AuthConfig } from '../config';
import { PasswordHasher } from '../passwords/password-hasher';
import { RateLimit, RateLimiter } from '../rate-limit/rate-limiter';
import type { UserRecord } from '../users/user.schema';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';

/**
 * The signed-in user's password, asked again before a change that could take
 * the account over (a new password, a new e-mail). Wrong ones count per user,
 * like failed log-ins, in one counter for every such change: a stolen token
 * cannot be used to guess the password behind it. Once the limit is used up
 * every attempt is a 429 until the window ends.
 */
@Injectable()
export class CurrentPasswordCheck {
  constructor(
    private readonly passwords: PasswordHasher,
    private readonly rateLimiter: RateLimiter,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /** 400 for a wrong password, 429 once too many were wrong. */
  async assertMatches(user: UserRecord, presented: string): Promise<void> {
    const { limit, windowSeconds } = this.config.rateLimits.passwordChangeFailures;
    const failures: RateLimit[] = [
      {
        name: 'password-change-failures:user',
        subject: user._id.toHexString(),
        limit,
        windowSeconds,
      },
    ];
    await this.rateLimiter.assertNotExhausted(failures);
    if (await this.passwords.verify(user.passwordHash, presented)) return;
    await this.rateLimiter.record(failures);
    throw new BadRequestException(WRONG_CURRENT_PASSWORD_MESSAGE);
  }
}
