import { createHash, randomBytes } from 'node:crypto';
import {
  BadRequestException,
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
} from '@nestjs/common';
import type { MessageResponse } from '@dd/contracts';
import { AccountsService } from '../accounts/accounts.service';
import { AUTH_CONFIG } from '../auth-config.module';
import type { AuthConfig } from '../config';
import { Mailer } from '@dd/nest-common';
import { RateLimit, RateLimiter } from '../rate-limit/rate-limiter';
import { emailKeyOf } from '../users/user.schema';
import { UsersRepository } from '../users/users.repository';
import { resetPasswordMail } from './reset-mail';
import { ResetTokensRepository } from './reset-tokens.repository';

export const RESET_LINK_SENT_MESSAGE =
  'If an account exists for that email, a password reset link has been sent.';
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. You can now log in.';
export const RESET_LINK_INVALID_MESSAGE = 'This reset link is invalid or has expired.';
export const RESET_LINK_USED_MESSAGE = 'This reset link has already been used.';
const SHUTDOWN_WAIT_MS = 5000;

@Injectable()
export class PasswordResetService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(PasswordResetService.name);
  /** Reset links being issued after their request was answered. */
  private readonly issuing = new Set<Promise<void>>();

  constructor(
    private readonly users: UsersRepository,
    private readonly resetTokens: ResetTokensRepository,
    private readonly accounts: AccountsService,
    private readonly mailer: Mailer,
    private readonly rateLimiter: RateLimiter,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /**
   * The same answer whether or not the address has an account, given before
   * anything depends on the account: looking the user up, storing the token
   * and sending the e-mail all happen after answering, so neither the answer
   * time nor an SMTP failure tells an outsider which addresses exist.
   * Failures are logged.
   */
  async requestReset(email: string, clientIp: string): Promise<MessageResponse> {
    await this.rateLimiter.consume(this.forgotPasswordLimits(email, clientIp));
    const issued = this.issueResetLink(email).catch((error: Error) =>
      this.logger.error(`Issuing a reset link failed: ${error.message}`, error.stack),
    );
    this.issuing.add(issued);
    void issued.finally(() => this.issuing.delete(issued));
    return { message: RESET_LINK_SENT_MESSAGE };
  }

  /** Lets links being issued finish (for a few seconds at most) before the connections close. */
  async beforeApplicationShutdown(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.issuing]),
      new Promise((resolve) => (timer = setTimeout(resolve, SHUTDOWN_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }

  private async issueResetLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    const ttlSeconds = this.config.resetTokenTtlSeconds;
    await this.resetTokens.create(
      user._id.toHexString(),
      digestOf(token),
      new Date(Date.now() + ttlSeconds * 1000),
    );
    const link = `${this.config.mail.appOrigin}/reset-password/${token}`;
    try {
      await this.mailer.send(resetPasswordMail(user.email, link, Math.round(ttlSeconds / 60)));
    } catch (error) {
      this.logger.error(
        `Reset e-mail to user ${user._id.toHexString()} failed: ${(error as Error).message}`,
      );
    }
  }

  /**
   * Single use: the token is redeemed before the password changes, and the
   * change voids the user's other links.
   */
  async resetPassword(token: string, password: string): Promise<MessageResponse> {
    const tokenHash = digestOf(token);
    const now = new Date();
    const redeemed = await this.resetTokens.redeem(tokenHash, now);
    if (!redeemed) {
      const known = await this.resetTokens.findByHash(tokenHash);
      throw new BadRequestException(
        known?.usedAt ? RESET_LINK_USED_MESSAGE : RESET_LINK_INVALID_MESSAGE,
      );
    }
    await this.accounts.setPassword(redeemed.userId, password);
    return { message: PASSWORD_RESET_MESSAGE };
  }

  private forgotPasswordLimits(email: string, clientIp: string): RateLimit[] {
    const { perEmail, perIp, windowSeconds } = this.config.rateLimits.forgotPassword;
    return [
      { name: 'forgot-password:email', subject: emailKeyOf(email), limit: perEmail, windowSeconds },
      { name: 'forgot-password:ip', subject: clientIp, limit: perIp, windowSeconds },
    ];
  }
}

function digestOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
