import { ConflictException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKeyError } from '@dd/nest-common';
import { isValidObjectId, Model } from 'mongoose';
import { emailKeyOf, UserImageRecord, UserRecord } from './user.schema';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

export interface NewUser {
  email: string;
  fullName: string;
  passwordHash: string;
  newsletter: boolean;
  currency?: string;
}

export interface ProfileChanges {
  email: string;
  fullName: string;
  userImages?: UserImageRecord[];
  currency?: string;
}

@Injectable()
export class UsersRepository {
  constructor(@InjectModel(UserRecord.name) private readonly users: Model<UserRecord>) {}

  findById(id: string): Promise<UserRecord | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.users.findById(id).lean<UserRecord>().exec();
  }

  findByEmail(email: string): Promise<UserRecord | null> {
    return this.users
      .findOne({ emailKey: emailKeyOf(email) })
      .lean<UserRecord>()
      .exec();
  }

  /** Throws 409 when the e-mail is taken, case-insensitively. */
  async create(user: NewUser): Promise<UserRecord> {
    const emailKey = emailKeyOf(user.email);
    await this.assertEmailFree(emailKey);
    try {
      const created = await this.users.create({ ...user, emailKey });
      return created.toObject();
    } catch (error) {
      throw asEmailConflict(error);
    }
  }

  /**
   * Throws 409 when the new e-mail belongs to another user. Null when the user
   * is gone. `endSessions` raises the session generation, as a new password does.
   */
  async updateProfile(
    id: string,
    changes: ProfileChanges,
    { endSessions = false }: { endSessions?: boolean } = {},
  ): Promise<UserRecord | null> {
    const emailKey = emailKeyOf(changes.email);
    await this.assertEmailFree(emailKey, id);
    const { email, fullName, userImages, currency } = changes;
    try {
      return await this.users
        .findByIdAndUpdate(
          id,
          {
            $set: {
              email,
              fullName,
              emailKey,
              ...(userImages ? { userImages } : {}),
              ...(currency ? { currency } : {}),
            },
            ...(endSessions ? { $inc: { sessionGeneration: 1 } } : {}),
          },
          { new: true, runValidators: true },
        )
        .lean<UserRecord>()
        .exec();
    } catch (error) {
      throw asEmailConflict(error);
    }
  }

  /** Stores a new password and raises the session generation; answers the updated user. */
  /**
   * The same password at new hash settings: sessions stay valid, and nothing
   * changes if the password was changed in the meantime.
   */
  async replaceHash(id: string, oldHash: string, newHash: string): Promise<void> {
    await this.users
      .updateOne({ _id: id, passwordHash: oldHash }, { $set: { passwordHash: newHash } })
      .exec();
  }

  setPassword(id: string, passwordHash: string): Promise<UserRecord | null> {
    return this.users
      .findByIdAndUpdate(
        id,
        { $set: { passwordHash }, $inc: { sessionGeneration: 1 } },
        { new: true },
      )
      .lean<UserRecord>()
      .exec();
  }

  private async assertEmailFree(emailKey: string, exceptUserId?: string): Promise<void> {
    const owner = await this.users
      .findOne({ emailKey }, { _id: 1 })
      .lean<{ _id: unknown }>()
      .exec();
    if (owner && String(owner._id) !== exceptUserId)
      throw new ConflictException(EMAIL_TAKEN_MESSAGE);
  }
}

// The explicit check above races with a concurrent request; the unique index
// settles it, whichever way the database words its refusal.
function asEmailConflict(error: unknown): unknown {
  return isDuplicateKeyError(error) ? new ConflictException(EMAIL_TAKEN_MESSAGE) : error;
}
