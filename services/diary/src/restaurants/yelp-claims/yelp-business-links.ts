import { Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';
import { setTimeout as delay } from 'node:timers/promises';
import type { RestaurantRecord } from '../restaurant.schema';
import { RestaurantsRepository } from '../restaurants.repository';
import { type YelpClaimHolder, YelpClaimsRepository } from './yelp-claims.repository';

/**
 * How long a claim may stand without its restaurant before it counts as
 * abandoned (a process that died between the claim and the insert). A
 * winner writes its restaurant within milliseconds of its claim.
 */
export const CLAIM_SETTLE_MS = 5000;
const POLL_MS = 50;
const ATTEMPTS = 3;

/**
 * One restaurant per Yelp business and diary, held in the database: every
 * path that gives a restaurant a yelpId reserves it here first (API create
 * and edit, import), and frees it when the restaurant goes or changes.
 */
@Injectable()
export class YelpBusinessLinks {
  constructor(
    private readonly claims: YelpClaimsRepository,
    private readonly restaurants: RestaurantsRepository,
  ) {}

  /**
   * Reserves the business for `restaurantId` (written or about to be); answers
   * the diary's other restaurant that has it instead, when there is one.
   */
  async reserve(
    diaryId: string,
    yelpId: string,
    restaurantId: Types.ObjectId,
  ): Promise<RestaurantRecord | undefined> {
    // Restaurants from before the claims have none: they still count.
    const unclaimed = await this.restaurants.findByYelpId(diaryId, yelpId);
    if (unclaimed && !unclaimed._id.equals(restaurantId)) return unclaimed;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const holder = await this.claims.claim(diaryId, yelpId, restaurantId);
      if (holder.restaurantId.equals(restaurantId)) return undefined;
      const other = await this.settledHolder(diaryId, yelpId, holder);
      if (other) return other;
      // Abandoned: its restaurant never came, or never took the business.
      await this.claims.release(diaryId, yelpId, holder.restaurantId);
    }
    throw new Error(`the Yelp business ${yelpId} kept changing hands`);
  }

  release(diaryId: string, yelpId: string, restaurantId: Types.ObjectId): Promise<void> {
    return this.claims.release(diaryId, yelpId, restaurantId);
  }

  releaseAllOf(diaryId: string): Promise<void> {
    return this.claims.releaseAllOf(diaryId);
  }

  /**
   * The holder's restaurant once it has the business, waited for while the
   * claim is fresh (its insert or update may be under way).
   */
  private async settledHolder(
    diaryId: string,
    yelpId: string,
    { restaurantId, claimedAt }: YelpClaimHolder,
  ): Promise<RestaurantRecord | undefined> {
    const settledBy = claimedAt.getTime() + CLAIM_SETTLE_MS;
    for (;;) {
      const restaurant = await this.restaurants.findById(diaryId, restaurantId);
      if (restaurant?.yelpId === yelpId) return restaurant;
      if (Date.now() > settledBy) return undefined;
      await delay(POLL_MS);
    }
  }
}
