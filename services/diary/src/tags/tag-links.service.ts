import { Injectable, NotFoundException } from '@nestjs/common';
import type { MealTag, NamedRef, RestaurantTag } from '@dd/contracts';
import { Types } from 'mongoose';
import {
  MealTagsRepository,
  RestaurantTagsRepository,
  TagLink,
  TagLinksRepository,
} from '../tag-links/tag-links.repository';
import { TagsRepository } from './tags.repository';

/** What differs between restaurant and meal links: their collection. */
type OwnerKind = TagLinksRepository;

interface PopulatedLink {
  _id: string;
  ownerId: string;
  tagId: NamedRef;
}

/** Above this many owners, reading all the user's links beats a long `$in`. */
const MAX_OWNERS_FOR_IN_QUERY = 200;

/**
 * Tag links of restaurants and meals. Both ends must belong to the user, else
 * 404: the owner's domain checks the restaurant or meal before it asks (the
 * restaurant-tags and meal-tags controllers), this service checks the tag.
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

  async restaurantLinks(userId: string, restaurantId: string): Promise<RestaurantTag[]> {
    const links = await this.linksOf(this.restaurant, userId, restaurantId);
    return links.map(({ ownerId, ...link }) => ({ ...link, restaurantId: ownerId }));
  }

  async mealLinks(userId: string, mealId: string): Promise<MealTag[]> {
    const links = await this.linksOf(this.meal, userId, mealId);
    return links.map(({ ownerId, ...link }) => ({ ...link, mealId: ownerId }));
  }

  async linkRestaurant(
    userId: string,
    restaurantId: string,
    tagId: string,
  ): Promise<{ link: RestaurantTag; created: boolean }> {
    const { link, created } = await this.link(this.restaurant, userId, restaurantId, tagId);
    const { ownerId, ...rest } = link;
    return { link: { ...rest, restaurantId: ownerId }, created };
  }

  async linkMeal(
    userId: string,
    mealId: string,
    tagId: string,
  ): Promise<{ link: MealTag; created: boolean }> {
    const { link, created } = await this.link(this.meal, userId, mealId, tagId);
    const { ownerId, ...rest } = link;
    return { link: { ...rest, mealId: ownerId }, created };
  }

  /** Removes every tag of a restaurant that is the user's, or that was just deleted. */
  unlinkAllOfRestaurant(userId: string, restaurantId: Types.ObjectId): Promise<void> {
    return this.restaurant.deleteByOwner(userId, restaurantId);
  }

  /** Removes every tag of a meal that is the user's, or that was just deleted. */
  unlinkAllOfMeal(userId: string, mealId: Types.ObjectId): Promise<void> {
    return this.meal.deleteByOwner(userId, mealId);
  }

  /** Restaurants carrying the tag (hex id); none for an unknown tag or another user's. */
  restaurantIdsOfTag(userId: string, tagId: string): Promise<Types.ObjectId[]> {
    return this.restaurant.ownerIdsOfTag(userId, tagId);
  }

  /** Meals carrying the tag (hex id); none for an unknown tag or another user's. */
  mealIdsOfTag(userId: string, tagId: string): Promise<Types.ObjectId[]> {
    return this.meal.ownerIdsOfTag(userId, tagId);
  }

  /** Each restaurant's tags (`{ _id, name }`, by link order) for a list page, in two queries. */
  tagsOfRestaurants(
    userId: string,
    restaurantIds: readonly Types.ObjectId[],
  ): Promise<Map<string, NamedRef[]>> {
    return this.tagsOfOwners(this.restaurant, userId, restaurantIds);
  }

  /** Each meal's tags (`{ _id, name }`, by link order) for a list page, in two queries. */
  tagsOfMeals(
    userId: string,
    mealIds: readonly Types.ObjectId[],
  ): Promise<Map<string, NamedRef[]>> {
    return this.tagsOfOwners(this.meal, userId, mealIds);
  }

  /** Restaurants carrying a tag whose name contains `text` (for the list search). */
  async restaurantIdsTagged(userId: string, text: string): Promise<Types.ObjectId[]> {
    return this.restaurant.ownerIdsWithTags(userId, await this.tags.idsMatching(userId, text));
  }

  /** Meals carrying a tag whose name contains `text` (for the list search). */
  async mealIdsTagged(userId: string, text: string): Promise<Types.ObjectId[]> {
    return this.meal.ownerIdsWithTags(userId, await this.tags.idsMatching(userId, text));
  }

  private async linksOf(
    kind: OwnerKind,
    userId: string,
    ownerId: string,
  ): Promise<PopulatedLink[]> {
    const owner = new Types.ObjectId(ownerId);
    const links = await kind.findByOwner(userId, owner);
    // All the user's tags (a few hundred) by the indexed owner: FerretDB scans for `$in`.
    const names = await this.tags.namesOfUser(userId);
    return links.flatMap((link) => {
      const populated = populate(link, names);
      return populated ? [populated] : [];
    });
  }

  private async link(
    kind: OwnerKind,
    userId: string,
    ownerId: string,
    tagId: string,
  ): Promise<{ link: PopulatedLink; created: boolean }> {
    const owner = new Types.ObjectId(ownerId);
    const tag = await this.tags.findById(userId, new Types.ObjectId(tagId));
    if (!tag) throw new NotFoundException('Tag not found');
    const { link, created } = await kind.link(userId, owner, tag._id);
    return {
      link: { _id: link._id.toHexString(), ownerId, tagId: { _id: tagId, name: tag.name } },
      created,
    };
  }

  private async tagsOfOwners(
    kind: OwnerKind,
    userId: string,
    ownerIds: readonly Types.ObjectId[],
  ): Promise<Map<string, NamedRef[]>> {
    const byOwner = new Map<string, NamedRef[]>();
    if (ownerIds.length === 0) return byOwner;
    const [names, links] = await Promise.all([
      this.tags.namesOfUser(userId),
      kind.findByOwners(userId, ownerIds.length > MAX_OWNERS_FOR_IN_QUERY ? undefined : ownerIds),
    ]);
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
