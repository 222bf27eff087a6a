import { Injectable } from '@nestjs/common';
import type { YearReview } from '@dd/contracts';
import { Types } from 'mongoose';
import { mapConcurrently } from '../common/map-concurrently';
import type { MealMonth } from '../meals/meal-month';
import { MealTallies } from '../meals/meal-tallies';
import { MealTallyCache } from '../meals/meal-tally.cache';
import { MealReviewFields, MealsRepository } from '../meals/meals.repository';
import { RestaurantsRepository } from '../restaurants/restaurants.repository';
import { MealTagsRepository } from '../tag-links/tag-links.repository';
import { TagsRepository } from '../tags/tags.repository';
import { YearReviewCache } from './year-review.cache';
import { emptyYearFigures, RankedId, YearFigures, yearFigures } from './year-figures';

/** Months of meals read at once. */
const MONTHS_READ_AT_ONCE = 4;

/** Above this many meals, one read of the user's links beats a long `$in`. */
const MAX_MEALS_FOR_IN_QUERY = 200;

/**
 * "Your year in food": the figures of the user's meals dated in a year,
 * computed from one narrow read of the year's meals and cached until a meal
 * write moves a month's stamp on or a meal tag link changes. Restaurant and
 * tag names are looked up on every read, so a rename shows at once.
 */
@Injectable()
export class YearReviewService {
  constructor(
    private readonly meals: MealsRepository,
    private readonly tallies: MealTallies,
    private readonly tallyCache: MealTallyCache,
    private readonly mealTags: MealTagsRepository,
    private readonly restaurants: RestaurantsRepository,
    private readonly tags: TagsRepository,
    private readonly cache: YearReviewCache,
  ) {}

  async review(userId: string, year: number): Promise<YearReview> {
    const calendar = await this.meals.monthsOf(userId);
    const years = [...new Set(calendar.map((month) => Number(month.slice(0, 4))))];
    const yearMonths = calendar.filter((month) => month.startsWith(`${year}-`));
    const figures =
      yearMonths.length === 0
        ? emptyYearFigures(year)
        : await this.figures(userId, year, calendar, yearMonths);
    const [returnedTo, tags] = await Promise.all([
      this.named(figures.returnedTo, (ids) => this.restaurants.namesByIds(userId, ids)),
      this.named(figures.tags, (ids) => this.tags.namesByIds(userId, ids)),
    ]);
    return { ...figures, years, returnedTo, tags };
  }

  private async figures(
    userId: string,
    year: number,
    calendar: readonly MealMonth[],
    yearMonths: readonly MealMonth[],
  ): Promise<YearFigures> {
    // New places depend on every earlier month too, so their stamps count.
    const counted = calendar.filter((month) => month <= `${year}-12`).sort();
    const [stamps, tagVersion] = await Promise.all([
      this.tallyCache.stampsOf(userId, counted),
      this.mealTags.versionOf(userId),
    ]);
    const stamp = `${counted.map((month) => `${month}=${stamps.get(month)}`).join(',')};tags=${tagVersion}`;
    const cached = await this.cache.read(userId, year, stamp);
    if (cached) return cached;

    const [meals, placesBefore] = await Promise.all([
      mapConcurrently(yearMonths, MONTHS_READ_AT_ONCE, (month) =>
        this.meals.reviewFieldsOfMonth(userId, month),
      ).then((months) => months.flat()),
      this.tallies.placesBefore(userId, calendar, `${year}-01-01`),
    ]);
    const figures = yearFigures({
      year,
      meals,
      placesBefore,
      tagsOfMeals: await this.tagsOfMeals(userId, meals),
    });
    await this.cache.store(userId, year, stamp, figures);
    return figures;
  }

  /** The tags (hex ids) of each meal (hex id). */
  private async tagsOfMeals(
    userId: string,
    meals: readonly MealReviewFields[],
  ): Promise<Map<string, string[]>> {
    const ids = meals.map((meal) => meal._id);
    const links = await this.mealTags.findByOwners(
      userId,
      ids.length > MAX_MEALS_FOR_IN_QUERY ? undefined : ids,
    );
    const tagsOf = new Map<string, string[]>(ids.map((id) => [id.toHexString(), []]));
    for (const { ownerId, tagId } of links)
      tagsOf.get(ownerId.toHexString())?.push(tagId.toHexString());
    return tagsOf;
  }

  /** The ranked ids with their names; an id whose record is gone is left out. */
  private async named(
    ranked: readonly RankedId[],
    namesOf: (ids: Types.ObjectId[]) => Promise<Map<string, string>>,
  ): Promise<{ _id: string; name: string; meals: number }[]> {
    if (ranked.length === 0) return [];
    const names = await namesOf(ranked.map(({ _id }) => new Types.ObjectId(_id)));
    return ranked
      .filter(({ _id }) => names.has(_id))
      .map(({ _id, meals }) => ({ _id, name: names.get(_id)!, meals }));
  }
}
