import { Injectable } from '@nestjs/common';
import type { YearReview } from '@dd/contracts';
import { Types } from 'mongoose';
import { mapConcurrently } from '../common/map-concurrently';
import type { MealMonth } from '../meals/meal-month';
import { MealTallies } from '../meals/meal-tallies';
import { MealTallyCache } from '../meals/meal-tally.cache';
import { MealReviewFields, MealsRepository } from '../meals/meals.repository';
import { RestaurantsRepository } from '../restaurants/restaurants.repository';
import { ReviewVersions } from '../tag-links/review-versions';
import { MealTagsRepository } from '../tag-links/tag-links.repository';
import { TagsRepository } from '../tags/tags.repository';
import { YearFigures, YearReviewCache } from './year-review.cache';
import { CountedYear, emptyCountedYear, RankedId, yearFigures } from './year-figures';

/** Months of meals read at once. */
const MONTHS_READ_AT_ONCE = 4;

/** Above this many meals, one read of the user's links beats a long `$in`. */
const MAX_MEALS_FOR_IN_QUERY = 200;

/**
 * "Your year in food": the figures of the user's meals dated in a year,
 * computed from one narrow read of the year's meals and cached in Redis.
 * The stamp they are cached under holds the version of every month up to
 * the year's end (new places look back; a month first written later adds
 * one), and the version that meal tag link writes and tag or restaurant
 * renames move on, so a repeat visit reads Redis alone and a write is never
 * followed by figures from before it.
 */
@Injectable()
export class YearReviewService {
  constructor(
    private readonly meals: MealsRepository,
    private readonly tallies: MealTallies,
    private readonly tallyCache: MealTallyCache,
    private readonly reviewVersions: ReviewVersions,
    private readonly mealTags: MealTagsRepository,
    private readonly restaurants: RestaurantsRepository,
    private readonly tags: TagsRepository,
    private readonly cache: YearReviewCache,
  ) {}

  async review(userId: string, year: number): Promise<YearReview> {
    const [{ epoch, versions }, reviewVersion] = await Promise.all([
      this.tallyCache.versionsOf(userId),
      this.reviewVersions.current(userId),
    ]);
    const monthsUpTo = (last: MealMonth | null) =>
      Object.entries(versions)
        .filter(([month]) => last === null || month <= last)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([month, version]) => `${month}=${version}`)
        .join(',');
    const stamps = {
      figures: `${epoch};${monthsUpTo(`${year}-12`)};${reviewVersion}`,
      years: `${epoch};${monthsUpTo(null)}`,
    };
    const cached = await this.cache.read(userId, year, stamps);
    if (cached.figures && cached.years) return { ...cached.figures, years: cached.years };

    const calendar = await this.meals.monthsOf(userId);
    const years = [...new Set(calendar.map((month) => Number(month.slice(0, 4))))];
    if (!cached.years) await this.cache.storeYears(userId, stamps.years, years);
    const figures = cached.figures ?? (await this.figures(userId, year, calendar));
    if (!cached.figures) await this.cache.storeFigures(userId, stamps.figures, figures);
    return { ...figures, years };
  }

  private async figures(
    userId: string,
    year: number,
    calendar: readonly MealMonth[],
  ): Promise<YearFigures> {
    const yearMonths = calendar.filter((month) => month.startsWith(`${year}-`));
    const counted =
      yearMonths.length === 0
        ? emptyCountedYear(year)
        : await this.count(userId, year, calendar, yearMonths);
    const [returnedTo, tags] = await Promise.all([
      this.named(counted.returnedTo, (ids) => this.restaurants.namesByIds(userId, ids)),
      this.named(counted.tags, (ids) => this.tags.namesByIds(userId, ids)),
    ]);
    return { ...counted, returnedTo, tags };
  }

  private async count(
    userId: string,
    year: number,
    calendar: readonly MealMonth[],
    yearMonths: readonly MealMonth[],
  ): Promise<CountedYear> {
    const [meals, placesBefore] = await Promise.all([
      mapConcurrently(yearMonths, MONTHS_READ_AT_ONCE, (month) =>
        this.meals.reviewFieldsOfMonth(userId, month),
      ).then((months) => months.flat()),
      this.tallies.placesBefore(userId, calendar, `${year}-01-01`),
    ]);
    return yearFigures({
      year,
      meals,
      placesBefore,
      tagsOfMeals: await this.tagsOfMeals(userId, meals),
    });
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
