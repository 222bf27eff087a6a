import { BadRequestException, Injectable } from '@nestjs/common';
import type { ProfileResponse, UpdateProfileRequest } from '@dd/contracts';
import { Mailer } from '@dd/nest-common';
import { ResetTokensRepository } from '../password-reset/reset-tokens.repository';
import { TokenIssuer } from '../tokens/token-issuer';
import { toAuthUser } from '../users/auth-user';
import { emailKeyOf } from '../users/user.schema';
import { UsersRepository } from '../users/users.repository';
import { accountGone } from './account-gone';
import { CurrentPasswordCheck } from './current-password.check';
import { emailChangedMail } from './email-changed-mail';
import { OwnProfileImages } from './own-profile-images';

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Enter your current password to change your email';

/**
 * Profile updates of the signed-in user. Name and photos change with the
 * token alone (a photo among our uploads must be the user's own). A new e-mail address is where password resets go, so a token
 * on its own must not be enough to move it: the current password is asked
 * again, every other session ends, outstanding reset links die and the old
 * address is told. A change of case only is not a new address.
 */
@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersRepository,
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly tokens: TokenIssuer,
    private readonly resetTokens: ResetTokensRepository,
    private readonly mailer: Mailer,
    private readonly images: OwnProfileImages,
  ) {}

  async updateProfile(
    userId: string,
    authorization: string,
    input: UpdateProfileRequest,
  ): Promise<ProfileResponse> {
    const { currentPassword, ...changes } = input;
    if (changes.userImages)
      changes.userImages = await this.images.checked(authorization, changes.userImages);
    const user = await this.users.findById(userId);
    if (!user) throw accountGone();
    const emailChanges = emailKeyOf(changes.email) !== user.emailKey;
    if (emailChanges) {
      if (!currentPassword) throw new BadRequestException(CURRENT_PASSWORD_REQUIRED_MESSAGE);
      await this.currentPassword.assertMatches(user, currentPassword);
    }
    const updated = await this.users.updateProfile(userId, changes, {
      endSessions: emailChanges,
    });
    if (!updated) throw accountGone();
    if (emailChanges) {
      await this.tokens.revokeOlderSessions(updated);
      await this.resetTokens.retireUnusedOf(userId, new Date());
      this.mailer.sendInBackground(
        emailChangedMail(user.email, updated.email),
        `the e-mail change notice of user ${userId}`,
      );
    }
    return { user: toAuthUser(updated), token: this.tokens.issue(updated) };
  }
}
