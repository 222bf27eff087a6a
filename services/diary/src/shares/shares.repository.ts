import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { findOwnedById } from '../common/owned-by-id';
import { ShareRecord } from './share.schema';

/** The fields a new share is written with (the owner, id, opens and time are set here). */
export type ShareFields = Omit<ShareRecord, '_id' | 'userId' | 'opens' | 'createdAt'>;

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/** The shares collection: the only class that reads or writes it. */
@Injectable()
export class SharesRepository {
  constructor(@InjectModel(ShareRecord.name) private readonly shares: Model<ShareRecord>) {}

  async create(userId: string, fields: ShareFields): Promise<ShareRecord> {
    const created = await this.shares.create({ ...fields, userId, opens: 0 });
    return created.toObject();
  }

  /** The user's links, newest first. */
  listOf(userId: string): Promise<ShareRecord[]> {
    return this.shares.find({ userId }).sort(NEWEST_FIRST).lean<ShareRecord[]>().exec();
  }

  /** The live share behind a token's hash, or null (unknown or revoked look alike). */
  findByTokenHash(tokenHash: string): Promise<ShareRecord | null> {
    return this.shares.findOne({ tokenHash }).lean<ShareRecord>().exec();
  }

  async countOpen(id: Types.ObjectId): Promise<void> {
    await this.shares.updateOne({ _id: id }, { $inc: { opens: 1 } }).exec();
  }

  /** Revokes one of the user's links; false when the user has none by that id. */
  async delete(userId: string, id: Types.ObjectId): Promise<boolean> {
    if (!(await findOwnedById(this.shares, userId, id))) return false;
    const { deletedCount } = await this.shares.deleteOne({ _id: id }).exec();
    return deletedCount === 1;
  }

  /** Account erasure: the links die with the account. */
  async eraseOwner(userId: string): Promise<void> {
    await this.shares.deleteMany({ userId }).exec();
  }
}
