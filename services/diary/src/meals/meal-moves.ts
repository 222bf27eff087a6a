import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { RestaurantsRepository } from '../restaurants/restaurants.repository';
import { TagLinksService } from '../tags/tag-links.service';
import { MealRecord } from './meal.schema';
import { MEAL_NOT_FOUND, MOVE_NEEDS_RESTAURANT } from './meal-messages';
import { MealFields, MealsRepository } from './meals.repository';

/**
 * One meal moving to another diary (the caller writes both) without its
 * restaurant, which stays in its diary: the body names the meal's
 * restaurant in the target (or null for none), else 400 (docs/decisions.md,
 * "Moving a record"). Its tag links are made again on the target's tags of
 * the same name before it moves, and its old ones go after.
 */
@Injectable()
export class MealMoves {
  constructor(
    private readonly meals: MealsRepository,
    private readonly restaurants: RestaurantsRepository,
    private readonly tagLinks: TagLinksService,
  ) {}

  /** The meal, now in `targetDiaryId` with `fields` written. */
  async move(
    userId: string,
    meal: MealRecord,
    targetDiaryId: string,
    fields: MealFields,
  ): Promise<MealRecord> {
    const { restaurantId } = fields;
    if (
      restaurantId === undefined ||
      (restaurantId !== null && !(await this.restaurants.exists(targetDiaryId, restaurantId)))
    )
      throw new BadRequestException(MOVE_NEEDS_RESTAURANT);
    await this.tagLinks.copyMealLinks(meal.diaryId, targetDiaryId, userId, [meal._id]);
    const moved = await this.meals.moveTo(meal.diaryId, targetDiaryId, meal._id, fields);
    if (!moved) throw new NotFoundException(MEAL_NOT_FOUND);
    await this.tagLinks.dropMealLinks(meal.diaryId, [meal._id]);
    return moved;
  }
}
