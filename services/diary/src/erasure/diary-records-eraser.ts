import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiaryDepartures } from '../diaries/diary-departures';
import { ImportOriginsRepository } from '../imports/restore/import-origins.repository';
import { MealsRepository } from '../meals/meals.repository';
import { RestaurantsRepository } from '../restaurants/restaurants.repository';
import { YelpBusinessLinks } from '../restaurants/yelp-claims/yelp-business-links';
import { YearReviewCache } from '../review/year-review.cache';
import { ReviewVersions } from '../tag-links/review-versions';
import { MealTagsRepository, RestaurantTagsRepository } from '../tag-links/tag-links.repository';
import { TagMergesRepository } from '../tags/tag-merges.repository';
import { TagsRepository } from '../tags/tags.repository';

/** Records of one diary, as erasure sees them. */
interface DiaryRecords {
  eraseOwner(diaryId: string): Promise<void>;
}

/**
 * Erases every record of one diary: tag links first, then what they point
 * at, so an interrupted run never leaves a link to a record already gone;
 * meals take their calendar, tallies and cached reviews with them; then what
 * imports into it remember; last the diary's Yelp claims. Each step is idempotent, so running it again finishes
 * the job. A personal diary's id is its user's (account erasure); a shared
 * diary's goes when it is deleted (DiaryDepartures).
 */
@Injectable()
export class DiaryRecordsEraser implements OnModuleInit {
  private readonly records: DiaryRecords[];

  constructor(
    mealTags: MealTagsRepository,
    restaurantTags: RestaurantTagsRepository,
    tagMerges: TagMergesRepository,
    meals: MealsRepository,
    reviews: YearReviewCache,
    reviewVersions: ReviewVersions,
    restaurants: RestaurantsRepository,
    tags: TagsRepository,
    importOrigins: ImportOriginsRepository,
    private readonly yelpLinks: YelpBusinessLinks,
    private readonly departures: DiaryDepartures,
  ) {
    this.records = [
      mealTags,
      restaurantTags,
      tagMerges,
      meals,
      reviews,
      reviewVersions,
      restaurants,
      tags,
      importOrigins,
    ];
  }

  onModuleInit(): void {
    this.departures.eraseRecordsOfDeletedDiaries((diaryId) => this.erase(diaryId));
  }

  async erase(diaryId: string): Promise<void> {
    for (const records of this.records) await records.eraseOwner(diaryId);
    await this.yelpLinks.releaseAllOf(diaryId);
  }
}
