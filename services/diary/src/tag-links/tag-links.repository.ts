import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { isDuplicateKeyError } from '../common/duplicate-key';
import { insertIgnoringDuplicates } from '../common/insert-ignoring-duplicates';
import { backfillPersonalDiaries } from '../common/personal-diary-backfill';
import { DiaryHashCache } from '../common/diary-hash-cache';
import { ReviewVersions } from './review-versions';
import { TagLinksCaches } from './tag-links-caches';
import { MealTagRecord, RestaurantTagRecord } from './tag-link.schema';

/** Up to this many owners, `findByOwners` reads each one's links by equality. */
const MAX_OWNERS_READ_ONE_BY_ONE = 50;

/** A link between a tag and the record it is on (a restaurant or a meal). */
export interface TagLink {
  _id: Types.ObjectId;
  ownerId: Types.ObjectId;
  tagId: Types.ObjectId;
}

type OwnerField = 'restaurantId' | 'mealId';
type LinkDocument = {
  _id: Types.ObjectId;
  diaryId: string;
  userId: string;
  tagId: Types.ObjectId;
} & Partial<Record<OwnerField, Types.ObjectId>>;

/** A link as an import restores it: its owner and tag, already this diary's ids. */
export interface RestoredTagLink {
  ownerId: Types.ObjectId;
  tagId: Types.ObjectId;
}

/**
 * Tag links of one kind of owner, always scoped by diary. Restaurant and meal
 * links behave the same and differ only in the collection and owner field;
 * each subclass is the only class that reads or writes its collection.
 * `R` is the stored record, as the export reads it.
 */
export abstract class TagLinksRepository<R = LinkDocument> {
  protected constructor(
    private readonly links: Model<LinkDocument>,
    private readonly ownerField: OwnerField,
    private readonly cache: DiaryHashCache,
  ) {}

  /** Runs a write of the diary's links: a kind whose links feed a cached figure wraps it. */
  protected changing<T>(_diaryId: string, write: () => Promise<T>): Promise<T> {
    return write();
  }

  /** Every write of the diary's links: the cached links per owner move on around it. */
  private writing<T>(diaryId: string, write: () => Promise<T>): Promise<T> {
    return this.cache.writing(diaryId, () => this.changing(diaryId, write));
  }

  async findByOwner(diaryId: string, ownerId: Types.ObjectId): Promise<TagLink[]> {
    return this.findWhere({ diaryId, [this.ownerField]: ownerId });
  }

  /**
   * Links of the given owners, or of all the diary's owners when `ownerIds` is
   * omitted. A page's few owners are read one by one, in parallel: FerretDB
   * runs an equality on the owner in SQL but decodes every link of the diary
   * for `$in` (a heavy diary's list page spent most of its time here), and
   * then kept in TagLinksCaches until the diary's links change.
   */
  async findByOwners(diaryId: string, ownerIds?: readonly Types.ObjectId[]): Promise<TagLink[]> {
    if (ownerIds && ownerIds.length <= MAX_OWNERS_READ_ONE_BY_ONE) {
      const cached = await this.cache.valuesOf(diaryId, ownerIds, async (missing) => {
        const perOwner = await Promise.all(missing.map((id) => this.findByOwner(diaryId, id)));
        return new Map(
          missing.map((id, index) => [id.toHexString(), encodeLinks(perOwner[index]!)]),
        );
      });
      return ownerIds.flatMap((id) => decodeLinks(id, cached.get(id.toHexString())));
    }
    return this.findWhere(
      ownerIds ? { diaryId, [this.ownerField]: { $in: ownerIds } } : { diaryId },
    );
  }

  /** Owners carrying any of the tags. */
  async ownerIdsWithTags(
    diaryId: string,
    tagIds: readonly Types.ObjectId[],
  ): Promise<Types.ObjectId[]> {
    if (tagIds.length === 0) return [];
    const links = await this.findWhere({ diaryId, tagId: { $in: tagIds } });
    return links.map((link) => link.ownerId);
  }

  /** Owners carrying the tag (hex id); none for an unknown tag or another diary's. */
  async ownerIdsOfTag(diaryId: string, tagId: string): Promise<Types.ObjectId[]> {
    return this.ownerIdsWithTags(diaryId, [new Types.ObjectId(tagId)]);
  }

  /**
   * Links the tag to the owner once (both of the diary, checked by the
   * caller), made by `userId`; linking again answers the existing link.
   */
  async link(
    diaryId: string,
    userId: string,
    ownerId: Types.ObjectId,
    tagId: Types.ObjectId,
  ): Promise<{ link: TagLink; created: boolean }> {
    const key = { diaryId, [this.ownerField]: ownerId, tagId };
    const existing = await this.findWhere(key);
    if (existing[0]) return { link: existing[0], created: false };
    try {
      const created = await this.writing(diaryId, () => this.links.create({ ...key, userId }));
      return { link: this.toLink(created.toObject()), created: true };
    } catch (error) {
      // A concurrent identical request won the unique index.
      if (!isDuplicateKeyError(error)) throw error;
      const [winner] = await this.findWhere(key);
      if (!winner) throw error;
      return { link: winner, created: false };
    }
  }

  async deleteByOwner(diaryId: string, ownerId: Types.ObjectId): Promise<void> {
    await this.writing(diaryId, () =>
      this.links.deleteMany({ diaryId, [this.ownerField]: ownerId }).exec(),
    );
  }

  /** Removes the links of these owners of the diary (those of a record that moved away). */
  async deleteByOwners(diaryId: string, ownerIds: readonly Types.ObjectId[]): Promise<void> {
    if (ownerIds.length === 0) return;
    await this.writing(diaryId, () =>
      this.links.deleteMany({ diaryId, [this.ownerField]: { $in: ownerIds } }).exec(),
    );
  }

  /**
   * Writes restored links, each once: a link the diary already has is
   * skipped. Answers how many were written.
   */

  /**
   * Writes links made by `userId` (both ends already of the diary), each
   * once: a link the diary already has is skipped. Answers how many were written.
   */
  insertMade(diaryId: string, userId: string, links: readonly RestoredTagLink[]): Promise<number> {
    if (links.length === 0) return Promise.resolve(0);
    const now = new Date();
    return this.writing(diaryId, () =>
      insertIgnoringDuplicates(
        this.links,
        links.map((link) => ({
          _id: new Types.ObjectId(),
          diaryId,
          userId,
          [this.ownerField]: link.ownerId,
          tagId: link.tagId,
          createdAt: now,
        })),
      ),
    );
  }

  /** Every link of the diary, as stored, in no set order (the export). */
  streamOf(diaryId: string): AsyncIterable<R> {
    return this.links.find({ diaryId }).lean<R>().cursor() as AsyncIterable<R>;
  }

  /** Account erasure. */
  async eraseOwner(diaryId: string): Promise<void> {
    await this.writing(diaryId, () => this.links.deleteMany({ diaryId }).exec());
    await this.cache.forget(diaryId);
  }

  async deleteByTags(diaryId: string, tagIds: readonly Types.ObjectId[]): Promise<void> {
    if (tagIds.length === 0) return;
    await this.writing(diaryId, () =>
      this.links.deleteMany({ diaryId, tagId: { $in: tagIds } }).exec(),
    );
  }

  /**
   * How many owners carry each tag (hex tag id → count), from one read of the
   * user's link range: FerretDB has no `$lookup`, and a tag id per link is
   * all that is read (a covered query on MongoDB's `{ diaryId, tagId }` index).
   */
  async countByTag(diaryId: string): Promise<Map<string, number>> {
    const links = await this.links
      .find({ diaryId }, { tagId: 1, _id: 0 })
      .lean<Pick<LinkDocument, 'tagId'>[]>()
      .exec();
    const counts = new Map<string, number>();
    for (const { tagId } of links) {
      const key = tagId.toHexString();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }

  /**
   * Moves every link of the source tags to the target tag: each owner ends up
   * with the target once (owners that had it keep their link), then the
   * sources' links go. Safe to repeat: the new links come first and the
   * unique index refuses a second copy, so a retry after a crash finishes
   * the move without duplicates. The new links are made by `userId`.
   */
  async moveToTag(
    diaryId: string,
    userId: string,
    sourceTagIds: readonly Types.ObjectId[],
    targetTagId: Types.ObjectId,
  ): Promise<void> {
    if (sourceTagIds.length === 0) return;
    await this.writing(diaryId, () => this.moveLinks(diaryId, userId, sourceTagIds, targetTagId));
  }

  /** Upgrade: links stored before diaries move into their user's personal diary. */
  backfillDiaryIds(): Promise<number> {
    return backfillPersonalDiaries(this.links);
  }

  private async moveLinks(
    diaryId: string,
    userId: string,
    sourceTagIds: readonly Types.ObjectId[],
    targetTagId: Types.ObjectId,
  ): Promise<void> {
    const [sourceLinks, targetLinks] = await Promise.all([
      this.findWhere({ diaryId, tagId: { $in: sourceTagIds } }),
      this.findWhere({ diaryId, tagId: targetTagId }),
    ]);
    const tagged = new Set(targetLinks.map((link) => link.ownerId.toHexString()));
    const owners = new Map<string, Types.ObjectId>();
    for (const { ownerId } of sourceLinks) {
      const key = ownerId.toHexString();
      if (!tagged.has(key)) owners.set(key, ownerId);
    }
    if (owners.size > 0) {
      try {
        await this.links.insertMany(
          [...owners.values()].map((ownerId) => ({
            diaryId,
            userId,
            [this.ownerField]: ownerId,
            tagId: targetTagId,
          })),
          { ordered: false },
        );
      } catch (error) {
        // Unordered: the other links were still written. Acceptable only when every
        // owner now carries the target (a concurrent link won the unique index);
        // otherwise the sources' links must stay for a retry.
        if (!isDuplicateKeyError(error)) throw error;
        const now = await this.findWhere({ diaryId, tagId: targetTagId });
        const linked = new Set(now.map((link) => link.ownerId.toHexString()));
        if ([...owners.keys()].some((owner) => !linked.has(owner))) throw error;
      }
    }
    await this.deleteByTags(diaryId, sourceTagIds);
  }

  /**
   * Matching links in the order they were made. The sort runs here, not in the
   * database: no link index ends in `_id`, and the sets are small (an owner's
   * tags, or the tags of one page).
   */
  private async findWhere(filter: Record<string, unknown>): Promise<TagLink[]> {
    const documents = await this.links.find(filter).lean<LinkDocument[]>().exec();
    return documents
      .map((document) => ({ order: document._id.toHexString(), link: this.toLink(document) }))
      .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0))
      .map(({ link }) => link);
  }

  private toLink(document: LinkDocument): TagLink {
    return { _id: document._id, ownerId: document[this.ownerField]!, tagId: document.tagId };
  }
}

@Injectable()
export class RestaurantTagsRepository extends TagLinksRepository<RestaurantTagRecord> {
  constructor(
    @InjectModel(RestaurantTagRecord.name) links: Model<RestaurantTagRecord>,
    caches: TagLinksCaches,
  ) {
    super(links as unknown as Model<LinkDocument>, 'restaurantId', caches.restaurant);
  }
}

/** Meal links feed the year's review, cached under ReviewVersions. */
@Injectable()
export class MealTagsRepository extends TagLinksRepository<MealTagRecord> {
  constructor(
    @InjectModel(MealTagRecord.name) links: Model<MealTagRecord>,
    caches: TagLinksCaches,
    private readonly versions: ReviewVersions,
  ) {
    super(links as unknown as Model<LinkDocument>, 'mealId', caches.meal);
  }

  protected override changing<T>(diaryId: string, write: () => Promise<T>): Promise<T> {
    return this.versions.writing(diaryId, write);
  }
}

/** An owner's links as cached: `[linkId, tagId]` pairs in the order they were made. */
function encodeLinks(links: readonly TagLink[]): string {
  return JSON.stringify(links.map((link) => [link._id.toHexString(), link.tagId.toHexString()]));
}

function decodeLinks(ownerId: Types.ObjectId, cached: string | undefined): TagLink[] {
  if (cached === undefined) return [];
  return (JSON.parse(cached) as [string, string][]).map(([id, tagId]) => ({
    _id: new Types.ObjectId(id),
    ownerId,
    tagId: new Types.ObjectId(tagId),
  }));
}
