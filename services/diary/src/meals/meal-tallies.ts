import { Injectable } from '@nestjs/common';
import { mapConcurrently } from '../common/map-concurrently';
import { datesOfMonth, lastDateOf, MealMonth, monthOf, monthsToRead } from './meal-month';
import { MealTallyCache } from './meal-tally.cache';
import { MealsRepository } from './meals.repository';
import { MealRatingAndPlace, MealTally, mergedTally, placesOf, tallyOf } from './period-figures';

/** Months counted at once when their tallies are not cached. */
const MONTHS_COUNTED_AT_ONCE = 4;

/**
 * Above this many uncached months (a first visit, a restored diary), one read
 * of their meals replaces a read per month: on FerretDB every read of a
 * heavy diary decodes it whole (SQLite) or a month of it (PostgreSQL).
 */
const MONTHS_COUNTED_ONE_BY_ONE = 4;

export interface Period {
  from?: string;
  to?: string;
}

/**
 * Tallies of a user's meals over a period: whole months from the cache
 * (counted and cached when missing), the days of a month the period cuts
 * counted from the meals. All time at 10,000 meals reads a few cached keys
 * instead of every meal.
 */
@Injectable()
export class MealTallies {
  constructor(
    private readonly meals: MealsRepository,
    private readonly cache: MealTallyCache,
  ) {}

  /** `calendar`: the diary's months with meals (MealsRepository.monthsOf). */
  async ofPeriod(
    diaryId: string,
    calendar: readonly MealMonth[],
    period: Period,
  ): Promise<MealTally> {
    const months = monthsToRead(calendar, period);
    const whole = months.filter((month) => coversMonth(period, month));
    const cut = months.filter((month) => !coversMonth(period, month));
    const [cached, counted] = await Promise.all([
      this.ofMonths(diaryId, whole),
      mapConcurrently(cut, MONTHS_COUNTED_AT_ONCE, (month) =>
        this.count(diaryId, month, datesWithin(period, month)),
      ),
    ]);
    return mergedTally([...cached, ...counted]);
  }

  /** The restaurants where the user had a meal dated before `day`. */
  async placesBefore(
    diaryId: string,
    calendar: readonly MealMonth[],
    day: string,
  ): Promise<Set<string>> {
    const firstMonth = monthOf(day);
    const earlier = calendar.filter((month) => month < firstMonth);
    const [cached, daysBefore] = await Promise.all([
      this.ofMonths(diaryId, earlier),
      this.count(diaryId, firstMonth, { $gte: `${firstMonth}-01`, $lt: day }),
    ]);
    return placesOf(mergedTally([...cached, daysBefore]));
  }

  private async ofMonths(diaryId: string, months: readonly MealMonth[]): Promise<MealTally[]> {
    const stamps = await this.cache.stampsOf(diaryId, months);
    const cached = await this.cache.read(diaryId, stamps);
    const missing = months.filter((month) => !cached.has(month));
    const counted =
      missing.length > MONTHS_COUNTED_ONE_BY_ONE
        ? await this.countByMonth(diaryId, missing)
        : await mapConcurrently(missing, MONTHS_COUNTED_AT_ONCE, (month) =>
            this.count(diaryId, month, datesOfMonth(month)),
          );
    await Promise.all(
      missing.map((month, index) => {
        cached.set(month, counted[index]!);
        return this.cache.store(diaryId, month, stamps.get(month)!, counted[index]!);
      }),
    );
    return months.map((month) => cached.get(month)!);
  }

  /** The tallies of the months (newest first), from one read of the meals they span. */
  private async countByMonth(diaryId: string, months: readonly MealMonth[]): Promise<MealTally[]> {
    const dates = { $gte: datesOfMonth(months.at(-1)!).$gte, $lte: datesOfMonth(months[0]!).$lte };
    const byMonth = new Map<MealMonth, MealRatingAndPlace[]>();
    for (const meal of await this.meals.ratingsAndPlaces(diaryId, [{ date: dates }])) {
      const month = monthOf(meal.date);
      if (!byMonth.has(month)) byMonth.set(month, []);
      byMonth.get(month)!.push(meal);
    }
    return months.map((month) => tallyOf(byMonth.get(month) ?? []));
  }

  private async count(
    diaryId: string,
    month: MealMonth,
    dates: Record<string, string>,
  ): Promise<MealTally> {
    return tallyOf(await this.meals.ratingsAndPlaces(diaryId, [{ month }, { date: dates }]));
  }
}

/** Whether the period holds every day of the month. */
function coversMonth({ from, to }: Period, month: MealMonth): boolean {
  return (
    (from === undefined || from <= `${month}-01`) && (to === undefined || to >= lastDateOf(month))
  );
}

/** The days of the month within the period, as a range on `date`. */
function datesWithin({ from, to }: Period, month: MealMonth): { $gte: string; $lte: string } {
  const days = datesOfMonth(month);
  return {
    $gte: from !== undefined && from > days.$gte ? from : days.$gte,
    $lte: to !== undefined && to < days.$lte ? to : days.$lte,
  };
}
