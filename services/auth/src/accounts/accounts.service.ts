import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type {
  ChangePasswordRequest,
  LoginRequest,
  PasswordChangedResponse,
  SignupRequest,
  TokenResponse,
} from '@dd/contracts';
import { AUTH_CONFIG } from '../auth-config.module';
import type { AuthConfig } from '../config';
import { ResetTokensRepository } from '../password-reset/reset-tokens.repository';
import { PasswordHasher } from '../passwords/password-hasher';
import { RateLimit, RateLimiter } from '../rate-limit/rate-limiter';
import { TokenIssuer } from '../tokens/token-issuer';
import type { PresentedToken } from '../tokens/bearer-token.decorator';
import { emailKeyOf, UserRecord } from '../users/user.schema';
import { UsersRepository } from '../users/users.repository';
import { accountGone } from './account-gone';
import { CurrentPasswordCheck } from './current-password.check';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully';

/** Sign-up, log-in, log-out and password change of the signed-in user. */
@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly tokens: TokenIssuer,
    private readonly resetTokens: ResetTokensRepository,
    private readonly rateLimiter: RateLimiter,
    private readonly currentPassword: CurrentPasswordCheck,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /** Counted per address before any work: each sign-up costs a 64 MiB hash. */
  async signup(input: SignupRequest, clientIp: string): Promise<TokenResponse> {
    const { limit, windowSeconds } = this.config.rateLimits.signupsPerIp;
    await this.rateLimiter.consume([
      { name: 'signups:ip', subject: clientIp, limit, windowSeconds },
    ]);
    const user = await this.users.create({
      email: input.email,
      fullName: input.fullName,
      newsletter: input.newsletter,
      ...(input.currency ? { currency: input.currency } : {}),
      passwordHash: await this.passwords.hash(input.password),
    });
    return this.tokens.issue(user);
  }

  /**
   * One generic 401 for an unknown e-mail and a wrong password alike. Failed
   * attempts count per e-mail and per IP; once either limit is used up every
   * attempt is refused with 429 until the window ends.
   */
  async login(input: LoginRequest, clientIp: string): Promise<TokenResponse> {
    const limits = this.loginFailureLimits(input.email, clientIp);
    await this.rateLimiter.assertNotExhausted(limits);
    const user = await this.users.findByEmail(input.email);
    const valid = user
      ? await this.passwords.verify(user.passwordHash, input.password)
      : await this.passwords.verifyNobody(input.password);
    if (!user || !valid) {
      await this.rateLimiter.record(limits);
      throw new UnauthorizedException(INVALID_CREDENTIALS_MESSAGE);
    }
    if (this.passwords.isOutdated(user.passwordHash)) void this.upgradeHash(user, input.password);
    return this.tokens.issue(user);
  }

  /**
   * Re-hashes a password stored at earlier settings once its owner signs in,
   * after the answer: a busy hashing lane or a failure leaves the old hash,
   * which still verifies, for the next sign-in.
   */
  private async upgradeHash(user: UserRecord, password: string): Promise<void> {
    try {
      const upgraded = await this.passwords.hash(password);
      await this.users.replaceHash(user._id.toHexString(), user.passwordHash, upgraded);
    } catch {
      // Tried again at the next sign-in.
    }
  }

  async logout({ token, payload }: PresentedToken): Promise<void> {
    await this.tokens.revoke(token, payload);
  }

  /** The current password is asked again first (CurrentPasswordCheck). */
  async changePassword(
    userId: string,
    input: ChangePasswordRequest,
  ): Promise<PasswordChangedResponse> {
    const user = await this.users.findById(userId);
    if (!user) throw accountGone();
    await this.currentPassword.assertMatches(user, input.currentPassword);
    const updated = await this.setPassword(user._id.toHexString(), input.newPassword);
    return { message: PASSWORD_UPDATED_MESSAGE, token: this.tokens.issue(updated) };
  }

  /**
   * Stores the new password and revokes every token issued before it (shared
   * with reset). Outstanding reset links are voided first, so that none can
   * be redeemed once the new password is in place.
   */
  async setPassword(userId: string, password: string): Promise<UserRecord> {
    const passwordHash = await this.passwords.hash(password);
    await this.resetTokens.retireUnusedOf(userId, new Date());
    const updated = await this.users.setPassword(userId, passwordHash);
    if (!updated) throw accountGone();
    await this.tokens.revokeOlderSessions(updated);
    return updated;
  }

  private loginFailureLimits(email: string, clientIp: string): RateLimit[] {
    const { perEmail, perIp, windowSeconds } = this.config.rateLimits.loginFailures;
    return [
      { name: 'login-failures:email', subject: emailKeyOf(email), limit: perEmail, windowSeconds },
      { name: 'login-failures:ip', subject: clientIp, limit: perIp, windowSeconds },
    ];
  }
}
