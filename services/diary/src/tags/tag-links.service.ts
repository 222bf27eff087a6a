import { Injectable, NotFoundException } from '@nestjs/common';
import type { MealTag, NamedRef, RestaurantTag } from '@dd/contracts';
import { Types } from 'mongoose';
import {
  MealTagsRepository,
  RestaurantTagsRepository,
  TagLink,
  TagLinksRepository,
} from '../tag-links/tag-links.repository';
import { nameKeyOf } from '../common/name-key';
import { TagsRepository } from './tags.repository';

/** What differs between restaurant and meal links: their collection. */
type OwnerKind = TagLinksRepository;

interface PopulatedLink {
  _id: string;
  ownerId: string;
  tagId: NamedRef;
}

/** Above this many owners, reading all the diary's links beats a long `$in`. */
const MAX_OWNERS_FOR_IN_QUERY = 200;

/**
 * Tag links of restaurants and meals, scoped by diary. Both ends must belong
 * to the same diary, else 404: the owner's domain checks the user's access to
 * the restaurant or meal and passes its diary (the restaurant-tags and
 * meal-tags controllers), this service checks the tag is of that diary.
 * Links whose tag no longer exists (a crash between deleting a tag and its
 * links) are left out of every answer.
 */
@Injectable()
export class TagLinksService {
  private readonly restaurant: OwnerKind;
  private readonly meal: OwnerKind;

  constructor(
    restaurantTags: RestaurantTagsRepository,
    mealTags: MealTagsRepository,
    private readonly tags: TagsRepository,
  ) {
    this.restaurant = restaurantTags;
    this.meal = mealTags;
  }

  async restaurantLinks(diaryId: string, restaurantId: string): Promise<RestaurantTag[]> {
    const links = await this.linksOf(this.restaurant, diaryId, restaurantId);
    return links.map(({ ownerId, ...link }) => ({ ...link, restaurantId: ownerId }));
  }

  async mealLinks(diaryId: string, mealId: string): Promise<MealTag[]> {
    const links = await this.linksOf(this.meal, diaryId, mealId);
    return links.map(({ ownerId, ...link }) => ({ ...link, mealId: ownerId }));
  }

  async linkRestaurant(
    diaryId: string,
    userId: string,
    restaurantId: string,
    tagId: string,
  ): Promise<{ link: RestaurantTag; created: boolean }> {
    const { link, created } = await this.link(
      this.restaurant,
      diaryId,
      userId,
      restaurantId,
      tagId,
    );
    const { ownerId, ...rest } = link;
    return { link: { ...rest, restaurantId: ownerId }, created };
  }

  async linkMeal(
    diaryId: string,
    userId: string,
    mealId: string,
    tagId: string,
  ): Promise<{ link: MealTag; created: boolean }> {
    const { link, created } = await this.link(this.meal, diaryId, userId, mealId, tagId);
    const { ownerId, ...rest } = link;
    return { link: { ...rest, mealId: ownerId }, created };
  }

  /** Removes every tag of a restaurant of the diary, or that was just deleted. */
  unlinkAllOfRestaurant(diaryId: string, restaurantId: Types.ObjectId): Promise<void> {
    return this.restaurant.deleteByOwner(diaryId, restaurantId);
  }

  /** Removes every tag of a meal of the diary, or that was just deleted. */
  unlinkAllOfMeal(diaryId: string, mealId: Types.ObjectId): Promise<void> {
    return this.meal.deleteByOwner(diaryId, mealId);
  }

  /**
   * A move, before the restaurants go: each of their links is made again in
   * `targetDiaryId`, by `userId`, on the target's tag of the same name
   * (created there when missing). The source diary's tags stay.
   */
  copyRestaurantLinks(
    sourceDiaryId: string,
    targetDiaryId: string,
    userId: string,
    restaurantIds: readonly Types.ObjectId[],
  ): Promise<void> {
    return this.copyLinks(this.restaurant, sourceDiaryId, targetDiaryId, userId, restaurantIds);
  }

  /** As copyRestaurantLinks, for meals. */
  copyMealLinks(
    sourceDiaryId: string,
    targetDiaryId: string,
    userId: string,
    mealIds: readonly Types.ObjectId[],
  ): Promise<void> {
    return this.copyLinks(this.meal, sourceDiaryId, targetDiaryId, userId, mealIds);
  }

  /** A move, once the restaurants went: their links left in the source diary go. */
  dropRestaurantLinks(diaryId: string, restaurantIds: readonly Types.ObjectId[]): Promise<void> {
    return this.restaurant.deleteByOwners(diaryId, restaurantIds);
  }

  /** As dropRestaurantLinks, for meals. */
  dropMealLinks(diaryId: string, mealIds: readonly Types.ObjectId[]): Promise<void> {
    return this.meal.deleteByOwners(diaryId, mealIds);
  }

  /** Restaurants carrying the tag (hex id); none for an unknown tag or another diary's. */
  restaurantIdsOfTag(diaryId: string, tagId: string): Promise<Types.ObjectId[]> {
    return this.restaurant.ownerIdsOfTag(diaryId, tagId);
  }

  /** Meals carrying the tag (hex id); none for an unknown tag or another diary's. */
  mealIdsOfTag(diaryId: string, tagId: string): Promise<Types.ObjectId[]> {
    return this.meal.ownerIdsOfTag(diaryId, tagId);
  }

  /** Each restaurant's tags (`{ _id, name }`, by link order) for a list page, in two queries. */
  tagsOfRestaurants(
    diaryId: string,
    restaurantIds: readonly Types.ObjectId[],
  ): Promise<Map<string, NamedRef[]>> {
    return this.tagsOfOwners(this.restaurant, diaryId, restaurantIds);
  }

  /** Each meal's tags (`{ _id, name }`, by link order) for a list page, in two queries. */
  tagsOfMeals(
    diaryId: string,
    mealIds: readonly Types.ObjectId[],
  ): Promise<Map<string, NamedRef[]>> {
    return this.tagsOfOwners(this.meal, diaryId, mealIds);
  }

  /** Restaurants carrying a tag whose name contains `text` (for the list search). */
  async restaurantIdsTagged(diaryId: string, text: string): Promise<Types.ObjectId[]> {
    return this.restaurant.ownerIdsWithTags(diaryId, await this.tags.idsMatching(diaryId, text));
  }

  /** Meals carrying a tag whose name contains `text` (for the list search). */
  async mealIdsTagged(diaryId: string, text: string): Promise<Types.ObjectId[]> {
    return this.meal.ownerIdsWithTags(diaryId, await this.tags.idsMatching(diaryId, text));
  }

  private async linksOf(
    kind: OwnerKind,
    diaryId: string,
    ownerId: string,
  ): Promise<PopulatedLink[]> {
    const owner = new Types.ObjectId(ownerId);
    const links = await kind.findByOwner(diaryId, owner);
    const names = await this.tagNamesOf(diaryId, links);
    return links.flatMap((link) => {
      const populated = populate(link, names);
      return populated ? [populated] : [];
    });
  }

  private async copyLinks(
    kind: OwnerKind,
    sourceDiaryId: string,
    targetDiaryId: string,
    userId: string,
    ownerIds: readonly Types.ObjectId[],
  ): Promise<void> {
    if (ownerIds.length === 0) return;
    const links = await kind.findByOwners(sourceDiaryId, ownerIds);
    if (links.length === 0) return;
    const sourceNames = await this.tagNamesOf(sourceDiaryId, links);
    const named = links.flatMap(({ ownerId, tagId }) => {
      const name = sourceNames.get(tagId.toHexString());
      return name === undefined ? [] : [{ ownerId, name }];
    });
    const targetIds = await this.tags.idsForNames(
      targetDiaryId,
      userId,
      named.map(({ name }) => name),
    );
    await kind.insertMade(
      targetDiaryId,
      userId,
      named.map(({ ownerId, name }) => ({ ownerId, tagId: targetIds.get(nameKeyOf(name))! })),
    );
  }

  /** `diaryId` is the owner's diary: a tag of any other diary is 404 Tag not found. */
  private async link(
    kind: OwnerKind,
    diaryId: string,
    userId: string,
    ownerId: string,
    tagId: string,
  ): Promise<{ link: PopulatedLink; created: boolean }> {
    const owner = new Types.ObjectId(ownerId);
    const tag = await this.tags.findById(diaryId, new Types.ObjectId(tagId));
    if (!tag) throw new NotFoundException('Tag not found');
    const { link, created } = await kind.link(diaryId, userId, owner, tag._id);
    return {
      link: { _id: link._id.toHexString(), ownerId, tagId: { _id: tagId, name: tag.name } },
      created,
    };
  }

  /** The names of the tags the links name (mostly from TagNamesCache). */
  private tagNamesOf(diaryId: string, links: readonly TagLink[]): Promise<Map<string, string>> {
    return this.tags.namesByIds(diaryId, uniqueTagIds(links));
  }

  private async tagsOfOwners(
    kind: OwnerKind,
    diaryId: string,
    ownerIds: readonly Types.ObjectId[],
  ): Promise<Map<string, NamedRef[]>> {
    const byOwner = new Map<string, NamedRef[]>();
    if (ownerIds.length === 0) return byOwner;
    const links = await kind.findByOwners(
      diaryId,
      ownerIds.length > MAX_OWNERS_FOR_IN_QUERY ? undefined : ownerIds,
    );
    const names = await this.tagNamesOf(diaryId, links);
    for (const link of links) {
      const populated = populate(link, names);
      if (!populated) continue;
      const tags = byOwner.get(populated.ownerId) ?? [];
      tags.push(populated.tagId);
      byOwner.set(populated.ownerId, tags);
    }
    return byOwner;
  }
}

function uniqueTagIds(links: readonly TagLink[]): Types.ObjectId[] {
  const ids = new Map<string, Types.ObjectId>();
  for (const link of links) ids.set(link.tagId.toHexString(), link.tagId);
  return [...ids.values()];
}

function populate(link: TagLink, tagNames: Map<string, string>): PopulatedLink | undefined {
  const tagId = link.tagId.toHexString();
  const name = tagNames.get(tagId);
  if (name === undefined) return undefined;
  return {
    _id: link._id.toHexString(),
    ownerId: link.ownerId.toHexString(),
    tagId: { _id: tagId, name },
  };
}
