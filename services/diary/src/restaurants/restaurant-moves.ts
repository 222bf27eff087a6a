import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { TagLinksService } from '../tags/tag-links.service';
import { RestaurantDependents } from './restaurant-dependents';
import { RestaurantRecord } from './restaurant.schema';
import { RestaurantsRepository } from './restaurants.repository';
import { DUPLICATE_YELP_ID, RESTAURANT_NOT_FOUND } from './restaurant-messages';
import { YelpBusinessLinks } from './yelp-claims/yelp-business-links';

/**
 * A restaurant moving to another diary (the caller writes both), with its
 * meals and, by tag name, its and their tag links (docs/decisions.md,
 * "Moving a record"). No transactions on FerretDB: the copies come first and
 * the restaurant moves last, so a crash part-way leaves it in its diary and a
 * retry of the same PUT finishes the move; nothing is lost on the way.
 */
@Injectable()
export class RestaurantMoves {
  constructor(
    private readonly restaurants: RestaurantsRepository,
    private readonly dependents: RestaurantDependents,
    private readonly tagLinks: TagLinksService,
    private readonly yelpLinks: YelpBusinessLinks,
  ) {}

  /** The restaurant, now in `targetDiaryId`; 409 when the target has the same Yelp business. */
  async move(
    userId: string,
    restaurant: RestaurantRecord,
    targetDiaryId: string,
  ): Promise<RestaurantRecord> {
    const { _id: id, diaryId: sourceDiaryId, yelpId } = restaurant;
    if (yelpId && (await this.yelpLinks.reserve(targetDiaryId, yelpId, id)))
      throw new ConflictException(DUPLICATE_YELP_ID);
    let moved: RestaurantRecord | null;
    try {
      const mealIds = await this.dependents.idsAt(sourceDiaryId, id);
      await this.tagLinks.copyRestaurantLinks(sourceDiaryId, targetDiaryId, userId, [id]);
      await this.tagLinks.copyMealLinks(sourceDiaryId, targetDiaryId, userId, mealIds);
      const movedMealIds = await this.dependents.restaurantMoving(sourceDiaryId, targetDiaryId, id);
      moved = await this.restaurants.moveTo(sourceDiaryId, targetDiaryId, id);
      if (!moved) throw new NotFoundException(RESTAURANT_NOT_FOUND);
      await this.tagLinks.dropRestaurantLinks(sourceDiaryId, [id]);
      await this.tagLinks.dropMealLinks(sourceDiaryId, movedMealIds);
    } catch (error) {
      if (yelpId) await this.yelpLinks.release(targetDiaryId, yelpId, id);
      throw error;
    }
    if (yelpId) await this.yelpLinks.release(sourceDiaryId, yelpId, id);
    return moved;
  }
}
