import { Injectable, NotFoundException } from '@nestjs/common';
import {
  AuthUser,
  CreateShareInput,
  formatDiaryDate,
  SHARE_MAX_RESTAURANTS,
  SHARE_PATH_PREFIX,
  ShareScope,
  ShareSummary,
  ThumbsFilter,
} from '@dd/contracts';
import { Types } from 'mongoose';
import { DiaryRecordsAccess } from '../diaries/diary-records-access';
import { MealsRepository } from '../meals/meals.repository';
import { RestaurantsRepository } from '../restaurants/restaurants.repository';
import { RestaurantsService } from '../restaurants/restaurants.service';
import { TagsRepository } from '../tags/tags.repository';
import { newShareToken, shareTokenHash } from './share-token';
import type { ShareRecord } from './share.schema';
import { type ShareFields, SharesRepository } from './shares.repository';

const NOT_FOUND = 'Share link not found';

const FILTER_LABELS: Record<ThumbsFilter, string> = {
  all: 'All restaurants',
  thumbsUp: 'Thumbs up',
  thumbsDown: 'Thumbs down',
  unrated: 'Unrated',
};

/** What is shared, chosen once: the ids, and a title and description for the owner's list. */
type SharedSelection = Pick<
  ShareFields,
  'kind' | 'diaryId' | 'restaurantIds' | 'mealId' | 'title' | 'description'
>;

/**
 * The maker's side of share links: make, list and revoke them. Links to a
 * diary's records are made by its owner and editors (404 / 403 otherwise).
 */
@Injectable()
export class SharesService {
  constructor(
    private readonly shares: SharesRepository,
    private readonly restaurantList: RestaurantsService,
    private readonly restaurants: RestaurantsRepository,
    private readonly meals: MealsRepository,
    private readonly tags: TagsRepository,
    private readonly records: DiaryRecordsAccess,
  ) {}

  /** Makes a link; its path (holding the token) is answered here and never again. */
  async create(user: AuthUser, input: CreateShareInput): Promise<ShareSummary> {
    const token = newShareToken();
    const record = await this.shares.create(user.id, {
      ...(await this.select(user.id, input.scope)),
      tokenHash: shareTokenHash(token),
      ownerFirstName: firstNameOf(user.fullName),
      includeNotes: input.includeNotes,
      includePhotos: input.includePhotos,
      includePrices: input.includePrices,
      includeCompanions: input.includeCompanions,
    });
    return { ...toShareSummary(record), path: `${SHARE_PATH_PREFIX}/${token}` };
  }

  async list(userId: string): Promise<ShareSummary[]> {
    return (await this.shares.listOf(userId)).map(toShareSummary);
  }

  async revoke(userId: string, id: string): Promise<void> {
    if (!(await this.shares.delete(userId, new Types.ObjectId(id))))
      throw new NotFoundException(NOT_FOUND);
  }

  private async select(userId: string, scope: ShareScope): Promise<SharedSelection> {
    switch (scope.kind) {
      case 'restaurants': {
        const diaryId = await this.records.diaryFor(userId, scope.diaryId, 'write');
        // The list's own conditions, evaluated now: later changes do not widen the link.
        const { items } = await this.restaurantList.list(userId, {
          filter: scope.filter,
          q: scope.q,
          tagId: scope.tagId,
          diaryId,
        });
        const chosen = items.slice(0, SHARE_MAX_RESTAURANTS);
        return {
          kind: 'restaurants',
          diaryId,
          restaurantIds: chosen.map((restaurant) => new Types.ObjectId(restaurant._id)),
          mealId: null,
          title: `${chosen.length} ${chosen.length === 1 ? 'restaurant' : 'restaurants'}`,
          description: await this.describeFilter(diaryId, scope),
        };
      }
      case 'restaurant': {
        const restaurant = await this.records.record(
          userId,
          () => this.restaurants.findAnyById(new Types.ObjectId(scope.id)),
          'write',
          'Restaurant not found',
        );
        return {
          kind: 'restaurant',
          diaryId: restaurant.diaryId,
          restaurantIds: [restaurant._id],
          mealId: null,
          title: restaurant.name,
          description: restaurant.address ?? '',
        };
      }
      case 'meal': {
        const meal = await this.records.record(
          userId,
          () => this.meals.findAnyById(new Types.ObjectId(scope.id)),
          'write',
          'Meal not found',
        );
        const place = meal.restaurantId
          ? await this.restaurants.findById(meal.diaryId, meal.restaurantId)
          : null;
        return {
          kind: 'meal',
          diaryId: meal.diaryId,
          restaurantIds: [],
          mealId: meal._id,
          title: meal.name,
          description: [place?.name, formatDiaryDate(meal.date, 'en-US')]
            .filter(Boolean)
            .join(', '),
        };
      }
    }
  }

  /** "Thumbs up, matching “pho”, tagged Lunch". */
  private async describeFilter(
    diaryId: string,
    scope: Extract<ShareScope, { kind: 'restaurants' }>,
  ): Promise<string> {
    const parts = [FILTER_LABELS[scope.filter]];
    if (scope.q) parts.push(`matching “${scope.q}”`);
    if (scope.tagId) {
      const tag = await this.tags.findById(diaryId, new Types.ObjectId(scope.tagId));
      if (tag) parts.push(`tagged ${tag.name}`);
    }
    return parts.join(', ');
  }
}

/** The first word of a full name: all of the owner a visitor is told. */
export function firstNameOf(fullName: string | undefined): string {
  return (fullName ?? '').trim().split(/\s+/)[0] ?? '';
}

export function toShareSummary(record: ShareRecord): ShareSummary {
  return {
    _id: record._id.toHexString(),
    kind: record.kind,
    title: record.title,
    description: record.description,
    includeNotes: record.includeNotes,
    includePhotos: record.includePhotos,
    includePrices: record.includePrices ?? false,
    includeCompanions: record.includeCompanions ?? false,
    createdAt: record.createdAt.toISOString(),
    opens: record.opens,
  };
}
