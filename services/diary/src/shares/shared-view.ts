import { Injectable } from '@nestjs/common';
import {
  imagesWithLegacyFallback,
  type ImageEntry,
  type MoneyTotal,
  type NamedRef,
  type Price,
  spendOf,
  uploadedFileOf,
} from '@dd/contracts';
import type { Types } from 'mongoose';
import { DiaryAccess } from '../diaries/diary-access';
import { priceOf } from '../meals/meal.mapper';
import { MealsRepository } from '../meals/meals.repository';
import { priceTallyOf } from '../meals/price-tally';
import { RestaurantsRepository } from '../restaurants/restaurants.repository';
import { TagLinksService } from '../tags/tag-links.service';
import type { ShareRecord } from './share.schema';

/** A photo a share shows: the media file, read through the link only. */
export interface SharedPhoto {
  file: string;
  caption: string;
}

/**
 * What a share shows of one restaurant or meal; notes, photos, prices and
 * companions only when the owner chose so.
 */
export interface SharedEntry {
  name: string;
  isThumbsUp: boolean | null;
  tags: string[];
  date: string;
  address: string;
  /** The restaurant of a meal. */
  placeName?: string;
  /** The restaurant's Yelp listing (a meal's: its restaurant's). */
  yelpId?: string;
  notes?: string;
  /** What a shared meal cost. */
  price?: Price;
  /** Who the owner ate a shared meal with, as written (only when they chose so, and named someone). */
  companions?: string[];
  /** What the meals at a shared restaurant cost, per currency (its page only, not a list's). */
  spend?: MoneyTotal[];
  /** Indexes into SharedView.photos. */
  photos: number[];
}

export interface SharedView {
  kind: ShareRecord['kind'];
  ownerFirstName: string;
  entries: SharedEntry[];
  photos: SharedPhoto[];
}

/**
 * Reads what a live share shows, from its diary's records as they are now
 * (a restaurant deleted or moved out since is left out). Only the snapshot's
 * ids are read, each scoped to the share's diary: nothing else is reachable.
 * A link into a shared diary shows nothing once its maker may no longer
 * write there (removed, left, or made a viewer).
 */
@Injectable()
export class SharedViews {
  constructor(
    private readonly restaurants: RestaurantsRepository,
    private readonly meals: MealsRepository,
    private readonly tagLinks: TagLinksService,
    private readonly access: DiaryAccess,
  ) {}

  /**
   * The view, or undefined when the one restaurant or meal shared is gone.
   * `forPage: false` leaves tags and prices out (a photo request needs only the photos).
   */
  async of(share: ShareRecord, forPage = true): Promise<SharedView | undefined> {
    if (!(await this.makerMayStillShare(share))) return undefined;
    const photos: SharedPhoto[] = [];
    // A list shows each restaurant's primary photo only: hundreds of places
    // with every photo would not load on a phone.
    const perEntry = share.kind === 'restaurants' ? 1 : Infinity;
    const photosOf = (images: ImageEntry[]): number[] => {
      if (!share.includePhotos) return [];
      const uploaded = primaryFirst(images).flatMap((image) => {
        const file = uploadedFileOf(image.url);
        return file ? [{ file, caption: image.caption ?? '' }] : [];
      });
      return uploaded.slice(0, perEntry).map((photo) => photos.push(photo) - 1);
    };
    const entries =
      share.kind === 'meal'
        ? await this.mealEntries(share, photosOf, forPage)
        : await this.restaurantEntries(share, photosOf, forPage);
    // A single restaurant or meal deleted since leaves nothing to show.
    if (!entries || (share.kind !== 'restaurants' && entries.length === 0)) return undefined;
    return { kind: share.kind, ownerFirstName: share.ownerFirstName, entries, photos };
  }

  private async makerMayStillShare(share: ShareRecord): Promise<boolean> {
    const diaryId = diaryOf(share);
    if (diaryId === share.userId) return true;
    return this.access.require(share.userId, diaryId, 'write').then(
      () => true,
      () => false,
    );
  }

  private async restaurantEntries(
    share: ShareRecord,
    photosOf: (images: ImageEntry[]) => number[],
    forPage: boolean,
  ): Promise<SharedEntry[]> {
    const diaryId = diaryOf(share);
    const [found, tags, spend] = await Promise.all([
      this.restaurants.findManyByIds(diaryId, share.restaurantIds),
      forPage
        ? this.tagLinks.tagsOfRestaurants(diaryId, share.restaurantIds)
        : new Map<string, NamedRef[]>(),
      forPage && share.includePrices && share.kind === 'restaurant'
        ? this.spendAt(diaryId, share.restaurantIds[0]!)
        : [],
    ]);
    const byId = new Map(found.map((record) => [record._id.toHexString(), record]));
    return share.restaurantIds.flatMap((id) => {
      const record = byId.get(id.toHexString());
      if (!record) return [];
      return [
        {
          name: record.name,
          isThumbsUp: record.isThumbsUp ?? null,
          tags: (tags.get(id.toHexString()) ?? []).map((tag) => tag.name),
          date: record.date,
          address: record.address ?? '',
          ...(record.yelpId ? { yelpId: record.yelpId } : {}),
          ...(share.includeNotes ? { notes: record.notes ?? '' } : {}),
          ...(spend.length > 0 ? { spend } : {}),
          photos: photosOf(imagesWithLegacyFallback(record.restaurantImages, record.imageUrl)),
        },
      ];
    });
  }

  private async mealEntries(
    share: ShareRecord,
    photosOf: (images: ImageEntry[]) => number[],
    forPage: boolean,
  ): Promise<SharedEntry[] | undefined> {
    const diaryId = diaryOf(share);
    const meal = share.mealId && (await this.meals.findById(diaryId, share.mealId));
    if (!meal) return undefined;
    const [place, tags] = await Promise.all([
      meal.restaurantId ? this.restaurants.findById(diaryId, meal.restaurantId) : null,
      forPage
        ? this.tagLinks.tagsOfMeals(diaryId, [meal._id as Types.ObjectId])
        : new Map<string, NamedRef[]>(),
    ]);
    return [
      {
        name: meal.name,
        isThumbsUp: meal.isThumbsUp ?? null,
        tags: (tags.get(meal._id.toHexString()) ?? []).map((tag) => tag.name),
        date: meal.date,
        address: place?.address ?? '',
        ...(place ? { placeName: place.name } : {}),
        ...(place?.yelpId ? { yelpId: place.yelpId } : {}),
        ...(share.includeNotes ? { notes: meal.notes ?? '' } : {}),
        ...(share.includePrices && meal.price ? { price: priceOf(meal.price)! } : {}),
        ...(share.includeCompanions && meal.companions?.length
          ? { companions: [...meal.companions] }
          : {}),
        photos: photosOf(imagesWithLegacyFallback(meal.mealImages, meal.imageUrl)),
      },
    ];
  }

  /** What the diary's meals at the restaurant cost, per currency, as they are now. */
  private async spendAt(diaryId: string, restaurantId: Types.ObjectId): Promise<MoneyTotal[]> {
    const meals = await this.meals.atRestaurant(diaryId, restaurantId, ['price']);
    return spendOf(priceTallyOf(meals.map((meal) => meal.price))).totals;
  }
}

function primaryFirst(images: ImageEntry[]): ImageEntry[] {
  return [...images.filter((image) => image.isPrimary), ...images.filter((i) => !i.isPrimary)];
}

/** The diary a share reads: its own, or its maker's personal one (links made before shared diaries). */
function diaryOf(share: ShareRecord): string {
  return share.diaryId ?? share.userId;
}
