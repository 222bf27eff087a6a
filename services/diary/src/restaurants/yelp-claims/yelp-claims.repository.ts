import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { isDuplicateKeyError } from '../../common/duplicate-key';
import { YelpClaimRecord } from './yelp-claim.schema';

/** The restaurant holding a Yelp business for a user, and since when. */
export interface YelpClaimHolder {
  restaurantId: Types.ObjectId;
  claimedAt: Date;
}

function claimIdOf(userId: string, yelpId: string): string {
  return `${userId}:${yelpId}`;
}

/** The restaurantYelpClaims collection: the only class that reads or writes it. */
@Injectable()
export class YelpClaimsRepository {
  constructor(@InjectModel(YelpClaimRecord.name) private readonly claims: Model<YelpClaimRecord>) {}

  /**
   * Claims the business for `restaurantId`; answers the holder, which is
   * `restaurantId` itself unless another restaurant claimed it first.
   */
  async claim(
    userId: string,
    yelpId: string,
    restaurantId: Types.ObjectId,
  ): Promise<YelpClaimHolder> {
    const _id = claimIdOf(userId, yelpId);
    try {
      const created = await this.claims.create({ _id, userId, restaurantId });
      return { restaurantId, claimedAt: created.createdAt };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const holder = await this.claims.findById(_id).lean<YelpClaimRecord>().exec();
    // Released between the insert and this read: try once more.
    if (!holder) return this.claim(userId, yelpId, restaurantId);
    return { restaurantId: holder.restaurantId, claimedAt: holder.createdAt };
  }

  /** Frees the business, only if `restaurantId` still holds it. */
  async release(userId: string, yelpId: string, restaurantId: Types.ObjectId): Promise<void> {
    await this.claims.deleteOne({ _id: claimIdOf(userId, yelpId), restaurantId }).exec();
  }

  /** Account erasure. */
  async releaseAllOf(userId: string): Promise<void> {
    await this.claims.deleteMany({ userId }).exec();
  }
}
