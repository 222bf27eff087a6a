import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model } from 'mongoose';
import { ResetTokenRecord } from '../password-reset/reset-token.schema';
import { UserRecord } from '../users/user.schema';

/** Auth's own records of one user: the account and its password-reset links. */
@Injectable()
export class AuthRecordsEraser {
  constructor(
    @InjectModel(UserRecord.name) private readonly users: Model<UserRecord>,
    @InjectModel(ResetTokenRecord.name) private readonly resetTokens: Model<ResetTokenRecord>,
  ) {}

  /** The stored hash, or undefined when the account no longer exists. */
  async passwordHashOf(userId: string): Promise<string | undefined> {
    if (!isValidObjectId(userId)) return undefined;
    const user = await this.users
      .findById(userId, { passwordHash: 1 })
      .lean<Pick<UserRecord, 'passwordHash'>>()
      .exec();
    return user?.passwordHash;
  }

  async erase(userId: string): Promise<void> {
    await this.resetTokens.deleteMany({ userId }).exec();
    await this.users.deleteOne({ _id: userId }).exec();
  }
}
