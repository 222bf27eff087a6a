import { Injectable, NotFoundException } from '@nestjs/common';
import {
  Companion,
  companionKey,
  CompanionsChangeResult,
  DeleteCompanionsInput,
  RenameCompanionsInput,
  uniqueCompanions,
} from '@dd/contracts';
import { mapConcurrently } from '../common/map-concurrently';
import { CompanionPlaceCount, MealCompanions, MealsRepository } from '../meals/meals.repository';
import { PeopleCache } from '../meals/people-cache';

/** Meals written at once by a rename or delete. */
const WRITES_AT_ONCE = 4;
/** Tries to write one meal whose companions keep changing meanwhile. */
const WRITE_ATTEMPTS = 3;
/** People whose newest meal is read at once. */
const READS_AT_ONCE = 4;

/**
 * The people of a diary (issue 45): who its members ate with, from its
 * meals' `companions`, and the renames, merges and deletes across it.
 * Another diary's meals are never read or written: every query names the
 * diary (the controller checks the caller's role in it).
 */
@Injectable()
export class CompanionsService {
  constructor(
    private readonly meals: MealsRepository,
    private readonly cache: PeopleCache,
  ) {}

  /**
   * The diary's people, most meals first (then the most recent, then by
   * name): from Redis when no meal was written since they were counted.
   */
  async list(diaryId: string): Promise<Companion[]> {
    const version = await this.cache.version(diaryId);
    const cached = await this.cache.read(diaryId, version);
    if (cached) return cached;
    const people = await this.people(diaryId);
    await this.cache.store(diaryId, version, people);
    return people;
  }

  /** One person's figures, from the list; 404 when no meal of the diary names them. */
  async summary(diaryId: string, name: string): Promise<Companion> {
    const key = companionKey(name);
    const person = (await this.list(diaryId)).find(
      (candidate) => companionKey(candidate.name) === key,
    );
    if (!person) throw new NotFoundException('Companion not found');
    return person;
  }

  /**
   * The counts of every person (or the one with `key`) from one aggregation,
   * then each one's name as last written and last day from their newest meal
   * (one indexed read per person, a few at a time).
   */
  private async people(diaryId: string, key?: string): Promise<Companion[]> {
    const counted = countsOf(await this.meals.companionCounts(diaryId, key), key);
    if (counted.size === 0) return [];
    const months = await this.meals.monthsOf(diaryId);
    const people = await mapConcurrently(
      [...counted],
      READS_AT_ONCE,
      async ([personKey, counts]) => {
        const newest = await this.meals.newestNaming(diaryId, personKey, months);
        const name = newest?.companions?.find((written) => companionKey(written) === personKey);
        return { name: name ?? personKey, ...counts, lastDate: newest?.date ?? null };
      },
    );
    return people.sort(
      (a, b) =>
        b.mealCount - a.mealCount ||
        (b.lastDate ?? '').localeCompare(a.lastDate ?? '') ||
        a.name.localeCompare(b.name),
    );
  }

  /** Every meal naming any of `names` names `name` instead, once. */
  rename(diaryId: string, { names, name }: RenameCompanionsInput): Promise<CompanionsChangeResult> {
    const keys = new Set(names.map(companionKey));
    const target = companionKey(name);
    return this.change(diaryId, keys, (companions) =>
      uniqueCompanions(
        companions.map((written) => {
          const key = companionKey(written);
          return keys.has(key) || key === target ? name : written;
        }),
      ),
    );
  }

  /** Takes the people off every meal naming them. */
  delete(diaryId: string, { names }: DeleteCompanionsInput): Promise<CompanionsChangeResult> {
    const keys = new Set(names.map(companionKey));
    return this.change(diaryId, keys, (companions) =>
      companions.filter((written) => !keys.has(companionKey(written))),
    );
  }

  /**
   * Reads the meals naming any of `keys` (ids and companions only), writes
   * each whose list `next` changes, and counts them. A read-modify-write per
   * meal (FerretDB has no update pipelines to rewrite an array in place),
   * written only over the list it read: a meal edited meanwhile is read
   * again and changed from what it is now.
   */
  private async change(
    diaryId: string,
    keys: ReadonlySet<string>,
    next: (companions: string[]) => string[],
  ): Promise<CompanionsChangeResult> {
    const meals = await this.meals.namingAnyOf(diaryId, [...keys]);
    const written = await mapConcurrently(meals, WRITES_AT_ONCE, async (read: MealCompanions) => {
      let meal: MealCompanions | null = read;
      for (let attempt = 0; meal && attempt < WRITE_ATTEMPTS; attempt += 1) {
        const before = meal.companions ?? [];
        const after = next(before);
        if (after.length === before.length && after.every((name, i) => name === before[i]))
          return false;
        if (await this.meals.replaceCompanions(diaryId, meal._id, before, after)) return true;
        meal = await this.meals.findById(diaryId, meal._id);
      }
      return false;
    });
    return { mealCount: written.filter(Boolean).length };
  }
}

/**
 * Folds the rows (meals naming the same people at one restaurant) into each
 * person's counts (only the person with `only`, when given): meals added up,
 * distinct restaurants counted, none left out.
 */
export function countsOf(
  rows: readonly CompanionPlaceCount[],
  only?: string,
): Map<string, Pick<Companion, 'mealCount' | 'restaurantCount'>> {
  const counts = new Map<string, Pick<Companion, 'mealCount' | 'restaurantCount'>>();
  const places = new Set<string>();
  for (const { _id, mealCount } of rows)
    for (const key of new Set(_id.keys ?? [])) {
      if (only !== undefined && key !== only) continue;
      const person = counts.get(key) ?? { mealCount: 0, restaurantCount: 0 };
      person.mealCount += mealCount;
      const place = _id.restaurantId && `${key}\n${_id.restaurantId.toString()}`;
      if (place && !places.has(place)) {
        places.add(place);
        person.restaurantCount += 1;
      }
      counts.set(key, person);
    }
  return counts;
}
