import { Injectable, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { MealsDataModule } from '../meals/meals-data.module';
import { MealsRepository } from '../meals/meals.repository';
import { RestaurantsDataModule } from '../restaurants/restaurants-data.module';
import { RestaurantsRepository } from '../restaurants/restaurants.repository';
import { TagLinksDataModule } from '../tag-links/tag-links-data.module';
import { MealTagsRepository, RestaurantTagsRepository } from '../tag-links/tag-links.repository';
import { TagsDataModule } from '../tags/tags-data.module';
import { TagsRepository } from '../tags/tags.repository';

/**
 * Moves the records stored before diaries (issue 46) into their user's
 * personal diary, at start-up before the service answers (application
 * bootstrap, before listening; imported by AppModule ahead of the modules
 * whose job workers start then): restaurants, meals, tags and tag links,
 * each through its own repository (backfillPersonalDiaries). Idempotent, so
 * it simply runs at every start.
 */
@Injectable()
export class PersonalDiaryBackfill implements OnApplicationBootstrap {
  private readonly logger = new Logger('PersonalDiaryBackfill');

  constructor(
    private readonly restaurants: RestaurantsRepository,
    private readonly meals: MealsRepository,
    private readonly tags: TagsRepository,
    private readonly restaurantTags: RestaurantTagsRepository,
    private readonly mealTags: MealTagsRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const moved = await Promise.all([
      this.restaurants.backfillDiaryIds(),
      this.meals.backfillDiaryIds(),
      this.tags.backfillDiaryIds(),
      this.restaurantTags.backfillDiaryIds(),
      this.mealTags.backfillDiaryIds(),
    ]);
    const total = moved.reduce((sum, count) => sum + count, 0);
    if (total > 0) this.logger.log(`moved ${total} records into their personal diaries`);
  }
}

@Module({
  imports: [RestaurantsDataModule, MealsDataModule, TagsDataModule, TagLinksDataModule],
  providers: [PersonalDiaryBackfill],
})
export class PersonalDiaryBackfillModule {}
