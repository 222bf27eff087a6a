import type { DiaryResource } from '../../lists/model/listParams';

/** The list pages' URL parameter holding a tag id: `/meals?tag=<id>`. */
export const TAG_FILTER_PARAM = 'tag';

/** The list API's query parameter for the same filter: `GET /api/meals?tagId=<id>`. */
export const TAG_FILTER_API_PARAM = 'tagId';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** The list page of `resource` showing only the records carrying the tag. */
export function taggedListPath(resource: DiaryResource, tagId: string): string {
  return `/${resource}?${new URLSearchParams({ [TAG_FILTER_PARAM]: tagId })}`;
}

/** The tag id a list page's URL filters by; anything but a well-formed id reads as none. */
export function tagFilterFromSearchParams(searchParams: URLSearchParams): string | null {
  const tagId = searchParams.get(TAG_FILTER_PARAM)?.trim();
  return tagId && OBJECT_ID.test(tagId) ? tagId.toLowerCase() : null;
}
