import { queryOptions } from '@tanstack/react-query';
import type { Tag } from '@dd/contracts';
import { apiRequest, outbox, type EditBase } from '@dd/shell-kit';
import {
  createDiaryRecord,
  isQueuedRecord,
  updateDiaryRecord,
} from '../../detail/api/diaryRecordApi';
import { diaryKeys } from '../../lists/api/diaryKeys';
import type { DiaryResource } from '../../lists/model/listParams';

export type TaggedEntity = 'restaurant' | 'meal';

type TagLinkApi = {
  resource: DiaryResource;
  /** POST: one link, `{ [idField]: id, tagId }`. */
  linksPath: string;
  idField: 'restaurantId' | 'mealId';
  /** GET: the record's links (tags populated); DELETE: all of them. */
  recordLinksPath: (encodedId: string) => string;
  deleteAllPath: (encodedId: string) => string;
};

const TAG_LINK_API: Record<TaggedEntity, TagLinkApi> = {
  restaurant: {
    resource: 'restaurants',
    linksPath: '/api/restaurant-tags',
    idField: 'restaurantId',
    recordLinksPath: (id) => `/api/restaurant-tags/restaurant/${id}`,
    deleteAllPath: (id) => `/api/restaurant-tags/restaurant/${id}`,
  },
  meal: {
    resource: 'meals',
    linksPath: '/api/meal-tags',
    idField: 'mealId',
    recordLinksPath: (id) => `/api/meal-tags/meal/${id}`,
    deleteAllPath: (id) => `/api/meal-tags/meal/${id}/all`,
  },
};

/**
 * One link per tag (each tag once) for a record that has none of them yet,
 * through the outbox, in order: `id` may be a record created offline.
 */
export async function linkTags(
  entity: TaggedEntity,
  id: string,
  tagIds: readonly string[],
): Promise<void> {
  const api = TAG_LINK_API[entity];
  for (const tagId of new Set(tagIds))
    await outbox.write({
      method: 'POST',
      path: api.linksPath,
      body: { [api.idField]: id, tagId },
      label: `A tag on a ${entity}`,
    });
}

/**
 * Replaces a record's tag links (product spec §4 'Saving a restaurant'): deletes all
 * of them, then creates one link per tag (each tag once).
 */
export async function replaceTagLinks(
  entity: TaggedEntity,
  id: string,
  tagIds: readonly string[],
): Promise<void> {
  await outbox.write({
    method: 'DELETE',
    path: TAG_LINK_API[entity].deleteAllPath(encodeURIComponent(id)),
    label: `The tags of a ${entity}`,
  });
  await linkTags(entity, id, tagIds);
}

/**
 * Where a record's tags are cached: beside (not under) its detail key, which
 * the thumbs mutation patches and must never confuse with this tag list.
 */
export function recordTagsKey(entity: TaggedEntity, id: string) {
  return [...diaryKeys(TAG_LINK_API[entity].resource).all, 'tags', id] as const;
}

/**
 * A record's tags from its tag links; a tag since deleted comes as null
 * (shown as 'Unknown Tag'). A failed load reads as no tags (product spec §7).
 */
export function recordTagsQuery(entity: TaggedEntity, id: string) {
  return queryOptions({
    queryKey: recordTagsKey(entity, id),
    queryFn: async ({ signal }): Promise<Array<Tag | null>> => {
      try {
        const links = await apiRequest<Array<{ tagId: Tag | null }>>(
          TAG_LINK_API[entity].recordLinksPath(encodeURIComponent(id)),
          { signal },
        );
        return (links ?? []).map((link) => link.tagId ?? null);
      } catch (error) {
        if (signal?.aborted) throw error;
        return [];
      }
    },
  });
}

/**
 * The record was stored but its tags were not. It carries the id, so the
 * next attempt updates that record instead of creating a second one.
 */
export class TagsNotSavedError extends Error {
  readonly recordId: string;

  constructor(recordId: string, cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Failed to save tags', { cause });
    this.name = 'TagsNotSavedError';
    this.recordId = recordId;
  }
}

export type SaveTaggedRecordInput = {
  /** The record to update (PUT); without it one is created (POST). */
  id?: string;
  /** The record's API body. */
  payload: object;
  tagIds: readonly string[];
  /** What a list shows of a record created offline until it syncs (the payload by default). */
  preview?: unknown;
  /** An update's starting point (see updateDiaryRecord). */
  base?: EditBase;
  /**
   * The diary an updated record moves to (its `_id`, as GET /api/diaries
   * names it): the PUT carries it as `diaryId`, and `tagIds` are that
   * diary's tags.
   */
  moveTo?: string;
};

/**
 * An update's body and base: a move sends its whole body, as merging it
 * field by field after a wait offline could leave out a `restaurantId`
 * unchanged, which a meal moving must name.
 */
function updateOf(
  payload: object,
  base: EditBase | undefined,
  moveTo: string | undefined,
): [body: object, base: EditBase | undefined] {
  return moveTo ? [{ ...payload, diaryId: moveTo }, undefined] : [payload, base];
}

/**
 * product spec §4 'Saving a restaurant' / 'Saving a meal': save the record (an
 * edit may move it to another diary), then (when editing) delete all its tag
 * links, then create one link per tag. A failure after the record was
 * stored is a TagsNotSavedError.
 */
export async function saveTaggedRecord<T extends { _id: string }>(
  entity: TaggedEntity,
  { id, payload, tagIds, preview, base, moveTo }: SaveTaggedRecordInput,
): Promise<T> {
  const { resource } = TAG_LINK_API[entity];
  const saved = id
    ? await updateDiaryRecord<T>(resource, id, ...updateOf(payload, base, moveTo))
    : await createDiaryRecord<T>(resource, payload, { preview });
  const recordId = id ?? saved._id;
  try {
    if (id) await replaceTagLinks(entity, recordId, tagIds);
    else await linkTags(entity, recordId, tagIds);
  } catch (error) {
    throw new TagsNotSavedError(recordId, error);
  }
  return isQueuedRecord(saved) ? saved : { ...saved, _id: recordId };
}
