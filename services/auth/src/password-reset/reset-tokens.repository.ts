import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { ResetTokenRecord } from './reset-token.schema';

@Injectable()
export class ResetTokensRepository {
  constructor(
    @InjectModel(ResetTokenRecord.name) private readonly tokens: Model<ResetTokenRecord>,
  ) {}

  async create(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.tokens.create({ userId, tokenHash, expiresAt, usedAt: null });
  }

  /**
   * Marks the token used if it is unused and unexpired, in one atomic update so
   * that two concurrent resets cannot both succeed. Null when it was not.
   */
  redeem(tokenHash: string, now: Date): Promise<ResetTokenRecord | null> {
    return this.tokens
      .findOneAndUpdate(
        { tokenHash, usedAt: null, expiresAt: { $gt: now } },
        { $set: { usedAt: now } },
        { new: true },
      )
      .lean<ResetTokenRecord>()
      .exec();
  }

  findByHash(tokenHash: string): Promise<ResetTokenRecord | null> {
    return this.tokens.findOne({ tokenHash }).lean<ResetTokenRecord>().exec();
  }

  /** Voids the user's outstanding links: their password or e-mail address is changing. */
  async retireUnusedOf(userId: string, now: Date): Promise<void> {
    await this.tokens.updateMany({ userId, usedAt: null }, { $set: { usedAt: now } }).exec();
  }
}
